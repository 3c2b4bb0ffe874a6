import type { ShopifyConnection } from '@shared/schemas/shopify';
import { DisconnectButton } from '@app/components/ui/disconnect-button';
import { useUninstallShopify } from '../api/uninstall-shopify';

/**
 * "Disconnect" and its confirmation dialog: revokes Collabify's access to the shop and forgets
 * the token. Codes already created stay in the shop; their new orders are no longer counted.
 */
export function DisconnectShopButton({ connection }: { connection: ShopifyConnection }) {
  const uninstall = useUninstallShopify();
  return (
    <DisconnectButton
      question={`Disconnect ${connection.name}?`}
      consequence={
        <>
          Collabify loses access to {connection.shop}: you can no longer pick its products for
          campaigns or create discount codes, and new orders are not counted. Discount codes already
          created stay in your shop.
        </>
      }
      disconnect={() => uninstall.mutateAsync()}
      pending={uninstall.isPending}
      messages={{ success: 'Shopify shop disconnected', failure: 'Could not disconnect the shop' }}
    />
  );
}
