import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopifyStatus } from '@shared/schemas/shopify';
import { api } from '@app/lib/api-client';

/** Query key of everything about the user's Shopify shop; connecting or disconnecting refreshes it. */
export const shopifyQueryKey = ['shopify'] as const;

/** Query key of the connection status. */
export const shopifyStatusQueryKey = [...shopifyQueryKey, 'status'] as const;

/**
 * Whether the server has Shopify credentials and which shop the account has connected
 * (`GET /api/users/shopify`).
 */
export function getShopifyStatus(signal?: AbortSignal): Promise<ShopifyStatus> {
  return api.get<ShopifyStatus>('/users/shopify', { signal });
}

/** Query options of the Shopify connection status. */
export function shopifyStatusQueryOptions() {
  return queryOptions({
    queryKey: shopifyStatusQueryKey,
    queryFn: ({ signal }) => getShopifyStatus(signal),
    staleTime: 60_000,
  });
}

/** The Shopify connection status; `enabled: false` for accounts that have no shop (influencers). */
export function useShopifyStatus(enabled = true) {
  return useQuery({ ...shopifyStatusQueryOptions(), enabled });
}
