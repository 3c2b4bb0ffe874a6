import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlugConnectedX } from '@tabler/icons-react';
import type { ShopifyConnection } from '@shared/schemas/shopify';
import { ConfirmModal } from '@app/components/ui/confirm-modal';
import { runNotified } from '@app/lib/notify';
import { useUninstallShopify } from '../api/uninstall-shopify';

/**
 * "Disconnect" and its confirmation dialog: revokes Collabify's access to the shop and forgets
 * the token. Codes already created stay in the shop; their new orders are no longer counted.
 */
export function DisconnectShopButton({ connection }: { connection: ShopifyConnection }) {
  const [opened, { open, close }] = useDisclosure(false);
  const uninstall = useUninstallShopify();

  const disconnect = async () => {
    const done = await runNotified(() => uninstall.mutateAsync(), {
      success: 'Shopify shop disconnected',
      failure: 'Could not disconnect the shop',
    });
    if (done) close();
  };

  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconPlugConnectedX size={16} aria-hidden />}
        onClick={open}
      >
        Disconnect
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={`Disconnect ${connection.name}?`}
        confirmColor="red"
        confirmLabel="Disconnect"
        pending={uninstall.isPending}
        onConfirm={() => void disconnect()}
      >
        Collabify loses access to {connection.shop}: you can no longer pick its products for
        campaigns or create discount codes, and new orders are not counted. Discount codes already
        created stay in your shop.
      </ConfirmModal>
    </>
  );
}
