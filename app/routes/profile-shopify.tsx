import { useDocumentTitle } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { ShopifyCallback } from '@app/features/shopify/components/shopify-callback';

/**
 * `/profile/shopify` (public, SEED-SPEC §2): where Shopify sends the merchant after approving the
 * install. The address's query goes to the server exactly as Shopify wrote it (the router's
 * `search` is the browser's `window.location.search`, untouched).
 */
export function ProfileShopifyPage() {
  useDocumentTitle('Connecting your shop · Collabify');
  const { search } = useLocation();
  return <ShopifyCallback search={search} />;
}
