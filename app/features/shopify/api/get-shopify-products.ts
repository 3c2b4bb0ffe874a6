import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ShopifyProducts } from '@shared/schemas/shopify';
import { api } from '@app/lib/api-client';
import { shopifyQueryKey } from './get-shopify-status';

/**
 * A page of the connected shop's products, 50 at a time, optionally by title
 * (`GET /api/shopify-product/self?after=&search=`; 409 when no shop is connected).
 */
export function getShopifyProducts(
  { after, search }: { after?: string | null; search?: string },
  signal?: AbortSignal,
): Promise<ShopifyProducts> {
  return api.get<ShopifyProducts>('/shopify-product/self', {
    query: { after, search: search?.trim() || undefined },
    signal,
  });
}

/** Infinite query options of the shop's products matching `search` ("Load more" follows the cursor). */
export function shopifyProductsQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: [...shopifyQueryKey, 'products', search.trim()] as const,
    queryFn: ({ pageParam, signal }) => getShopifyProducts({ after: pageParam, search }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? last.pageInfo.endCursor : null),
  });
}

/** The shop's products matching `search`, page by page; only fetched when `enabled`. */
export function useShopifyProducts(search: string, enabled = true) {
  return useInfiniteQuery({ ...shopifyProductsQueryOptions(search), enabled });
}
