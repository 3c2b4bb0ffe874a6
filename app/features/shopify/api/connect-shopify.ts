import { useMutation } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';

/**
 * Asks where to send the browser to install Collabify in a shop: Shopify's authorize page
 * (`GET /api/users/connect-shopify?shop=<name>.myshopify.com` → `{url}`). 400 naming `query.shop`
 * for a bad domain, 409 when another shop is connected or the shop belongs to another account,
 * 503 when Shopify is not configured on the server.
 */
export async function connectShopify(shop: string): Promise<string> {
  return (await api.get<{ url: string }>('/users/connect-shopify', { query: { shop } })).url;
}

/** Mutation hook of {@link connectShopify}; silent: the form shows the error. */
export function useConnectShopify() {
  return useMutation({ mutationFn: connectShopify, meta: { silent: true } });
}
