import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopifyStatus } from '@shared/schemas/shopify';
import { api } from '@app/lib/api-client';
import { shopifyQueryKey, shopifyStatusQueryKey } from './get-shopify-status';

/** Disconnects the shop: revokes and forgets its access token (`DELETE /api/users/shopify/uninstall` → 204). */
export function uninstallShopify(): Promise<void> {
  return api.delete<void>('/users/shopify/uninstall');
}

/**
 * Mutation hook of {@link uninstallShopify}: the cached status shows no shop at once and its
 * products and discounts are dropped; every Shopify query refreshes. Silent: the caller explains errors.
 */
export function useUninstallShopify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uninstallShopify,
    meta: { silent: true },
    onSuccess: () => {
      queryClient.setQueryData<ShopifyStatus>(shopifyStatusQueryKey, (old) =>
        old ? { ...old, connection: null } : old,
      );
      queryClient.removeQueries({
        queryKey: shopifyQueryKey,
        predicate: (query) => query.queryKey[1] !== 'status',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopifyQueryKey }),
  });
}
