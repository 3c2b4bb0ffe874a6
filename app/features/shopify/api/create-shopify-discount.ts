import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShopifyDiscount, ShopifyDiscount } from '@shared/schemas/shopify';
import { api } from '@app/lib/api-client';
import { shopifyQueryKey } from './get-shopify-status';

/**
 * Creates a unique discount code in the shop for one of the advertiser's accepted collaborations
 * (`POST /api/shopify-discount` → 201 and the discount). 400 names the field (`body.code`,
 * `body.value`…, Shopify's own refusals too); 409 when the code is taken, the collaboration has a
 * code already or no shop is connected; 503 when Shopify is not configured.
 */
export function createShopifyDiscount(body: CreateShopifyDiscount): Promise<ShopifyDiscount> {
  return api.post<ShopifyDiscount>('/shopify-discount', body);
}

/**
 * Mutation hook of {@link createShopifyDiscount}: refreshes the shop's discounts and campaign
 * sales; `onCreated` lets the page refresh what other features show (the collaboration, saved
 * influencers). Silent: the form shows the error on its fields.
 */
export function useCreateShopifyDiscount(onCreated?: (discount: ShopifyDiscount) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShopifyDiscount,
    meta: { silent: true },
    onSuccess: async (discount) => {
      onCreated?.(discount);
      await queryClient.invalidateQueries({ queryKey: shopifyQueryKey });
    },
  });
}
