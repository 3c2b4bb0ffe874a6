import { useMutation } from '@tanstack/react-query';
import type { ShopifyLaunchResult } from '@shared/schemas/shopify';
import { api } from '@app/lib/api-client';

/**
 * Opens Collabify from the Shopify admin with the query Shopify signed, passed on untouched
 * (`search` starts with `?`): `GET /api/auth/shopify-login?<query>`, without a token → a session
 * for the shop's account, or (shop not installed yet) the authorize URL to install through.
 */
export function shopifyLaunch(search: string): Promise<ShopifyLaunchResult> {
  return api.get<ShopifyLaunchResult>(`/auth/shopify-login${search}`, { withToken: false });
}

/**
 * Hook of {@link shopifyLaunch}, as a mutation so it runs once when the page asks (a signed
 * launch is checked for freshness, and it signs in). Silent: the page shows the error.
 */
export function useShopifyLaunch() {
  return useMutation({ mutationFn: shopifyLaunch, meta: { silent: true } });
}
