import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopifyLoginSetting } from '@shared/schemas/shopify';
import { api } from '@app/lib/api-client';

/**
 * Whether Shopify sign-in is offered, with the scopes an install asks for
 * (`GET /api/auth/shopify-login-setting`, sent without a token).
 */
export function getShopifyLoginSetting(signal?: AbortSignal): Promise<ShopifyLoginSetting> {
  return api.get<ShopifyLoginSetting>('/auth/shopify-login-setting', { signal, withToken: false });
}

/** Query options of the Shopify sign-in setting (it changes only with the server's configuration). */
export function shopifyLoginSettingQueryOptions() {
  return queryOptions({
    queryKey: ['shopify-login-setting'] as const,
    queryFn: ({ signal }) => getShopifyLoginSetting(signal),
    staleTime: Infinity,
  });
}

/** The Shopify sign-in setting. */
export function useShopifyLoginSetting() {
  return useQuery(shopifyLoginSettingQueryOptions());
}
