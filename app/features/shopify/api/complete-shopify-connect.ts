import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopifyCallbackResult, ShopifyStatus } from '@shared/schemas/shopify';
import { api } from '@app/lib/api-client';
import { shopifyQueryKey, shopifyStatusQueryKey } from './get-shopify-status';

/**
 * Finishes an install with the query Shopify appended to `/profile/shopify`, passed on untouched
 * (`search` starts with `?`; the server checks the HMAC over the raw query):
 * `POST /api/users/connect-shopify/callback?<query>` → the connection, and a session when the
 * install began from the Shopify admin for a shop without an account. 400/401 when the signature
 * is wrong or expired or the state was used already (the state is single use).
 */
export function completeShopifyConnect(search: string): Promise<ShopifyCallbackResult> {
  return api.post<ShopifyCallbackResult>(`/users/connect-shopify/callback${search}`);
}

/**
 * Mutation hook of {@link completeShopifyConnect}: the cached status shows the new connection at
 * once, and every Shopify query refreshes. Silent: the page shows the error.
 */
export function useCompleteShopifyConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeShopifyConnect,
    meta: { silent: true },
    onSuccess: ({ connection }) => {
      queryClient.setQueryData<ShopifyStatus>(shopifyStatusQueryKey, {
        configured: true,
        connection,
      });
      void queryClient.invalidateQueries({ queryKey: shopifyQueryKey });
    },
  });
}
