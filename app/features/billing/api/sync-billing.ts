import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Billing } from '@shared/schemas/billing';
import { api } from '@app/lib/api-client';
import { billingQueryKey } from './get-billing';

/**
 * Asks the server to read the account's subscription from Stripe again (`POST /api/billing/sync`,
 * at most 3 a minute: 429 past that). Resolves with the account's billing.
 */
export function syncBilling(): Promise<Billing> {
  return api.post<Billing>('/billing/sync');
}

/**
 * Mutation hook of {@link syncBilling}: the cached billing becomes the answer. Quiet on errors:
 * the billing page keeps saying the plan is being activated and asks again later.
 */
export function useSyncBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncBilling,
    meta: { silent: true },
    onSuccess: (billing) => queryClient.setQueryData(billingQueryKey, billing),
  });
}
