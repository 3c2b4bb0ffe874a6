import { Skeleton, Text } from '@mantine/core';
import { QueryLoadError } from '@app/components/ui/load-error';
import { useShopifyStatus } from '../api/get-shopify-status';
import { ConnectShopForm } from './connect-shop-form';
import { ConnectedShop } from './connected-shop';
import { Notice } from '@app/components/ui/notice';

/**
 * The profile's Shopify section body, in one of three states: the server has no Shopify
 * credentials (said plainly, nothing to press); no shop connected (the domain and "Connect
 * Shopify"); a shop connected (its details, "Disconnect" and its discount codes).
 */
export function ShopifyCard() {
  const query = useShopifyStatus();
  if (query.isPending) return <Skeleton height={96} />;
  if (query.isError)
    return <QueryLoadError title="We couldn't load your Shopify connection" query={query} />;
  const { configured, connection } = query.data;
  if (!configured)
    return (
      <Notice tone="info" color="gray">
        The Shopify integration is not configured on this server. Ask the person who runs Collabify
        to add the Shopify app’s credentials.
      </Notice>
    );
  if (!connection)
    return (
      <>
        <Text size="sm" mb="sm">
          Connect your shop to pick its products for campaigns, create a unique discount code for
          each influencer and see the orders and revenue each code brings.
        </Text>
        <ConnectShopForm />
      </>
    );
  return <ConnectedShop connection={connection} />;
}
