import { useQuery } from '@tanstack/react-query';
import type { GiftProducts } from '@shared/schemas/gifts';
import { api } from '@app/lib/api-client';

/**
 * The connected shop's active products with their variants' price and stock
 * (`GET /api/shopify-product/self/variants?search=`; 409 without a shop).
 */
export function getGiftProducts(search: string, signal?: AbortSignal): Promise<GiftProducts> {
  return api.get<GiftProducts>('/shopify-product/self/variants', {
    query: { search: search.trim() || undefined },
    signal,
  });
}

/** The gift picker's products matching `search`; fetched only when `enabled`. */
export function useGiftProducts(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['gift-products', search.trim()],
    queryFn: ({ signal }) => getGiftProducts(search, signal),
    enabled,
  });
}
