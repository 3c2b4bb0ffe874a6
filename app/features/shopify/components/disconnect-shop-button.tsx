import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlugConnectedX } from '@tabler/icons-react';
import type { ShopifyConnection } from '@shared/schemas/shopify';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { useUninstallShopify } from '../api/uninstall-shopify';

/**
 * "Disconnect" and its confirmation dialog: revokes Collabify's access to the shop and forgets
 * the token. Codes already created stay in the shop; their new orders are no longer counted.
 */
export function DisconnectShopButton({ connection }: { connection: ShopifyConnection }) {
  const [opened, { open, close }] = useDisclosure(false);
  const uninstall = useUninstallShopify();

  const disconnect = async () => {
    try {
      await uninstall.mutateAsync();
      close();
      notifySuccess('Shopify shop disconnected');
    } catch (error) {
      notifyError(error, 'Could not disconnect the shop');
    }
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
      <Modal
        opened={opened}
        onClose={close}
        title={`Disconnect ${connection.name}?`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            Collabify loses access to {connection.shop}: you can no longer pick its products for
            campaigns or create discount codes, and new orders are not counted. Discount codes
            already created stay in your shop.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={uninstall.isPending}>
              Cancel
            </Button>
            <Button color="red" loading={uninstall.isPending} onClick={() => void disconnect()}>
              Disconnect
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
