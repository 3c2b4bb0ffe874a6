import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ShopifyDiscounts } from '@shared/schemas/shopify';
import { api } from '@app/lib/api-client';
import { shopifyQueryKey } from './get-shopify-status';

/** Query key of the shop's discount codes. */
export const shopifyDiscountsQueryKey = [...shopifyQueryKey, 'discounts'] as const;

/**
 * A page of the connected shop's code discounts, newest first, 50 at a time
 * (`GET /api/users/shopify/get-all-price-rules?after=`).
 */
export function getShopifyDiscounts(
  after: string | null,
  signal?: AbortSignal,
): Promise<ShopifyDiscounts> {
  return api.get<ShopifyDiscounts>('/users/shopify/get-all-price-rules', {
    query: { after },
    signal,
  });
}

/** Infinite query options of the shop's discount codes ("Load more" follows the cursor). */
export function shopifyDiscountsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: shopifyDiscountsQueryKey,
    queryFn: ({ pageParam, signal }) => getShopifyDiscounts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : null),
  });
}

/** The shop's discount codes, page by page. */
export function useShopifyDiscounts(enabled = true) {
  return useInfiniteQuery({ ...shopifyDiscountsQueryOptions(), enabled });
}
