import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBilling, SetPlan } from '@shared/schemas/billing';
import { api } from '@app/lib/api-client';
import { adminBillingQueryKey } from './get-admin-billing';
import { billingQueryKey } from './get-billing';

/** What {@link setPlan} sends: the account and the body (`plan` null follows Stripe, or Free). */
export interface SetPlanRequest extends SetPlan {
  userId: string;
}

/**
 * Sets an account's plan by hand, with the reason kept alongside who and when (admins only,
 * `PUT /api/admin/billing/{userId}/plan`); resolves with the account's billing and history.
 */
export function setPlan({ userId, ...body }: SetPlanRequest): Promise<AdminBilling> {
  return api.put<AdminBilling>(`/admin/billing/${encodeURIComponent(userId)}/plan`, body);
}

/**
 * Mutation hook of {@link setPlan}: the account's cached billing becomes the answer, and the
 * admin's own billing is refreshed (they may have set their own plan).
 */
export function useSetPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlan,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminBillingQueryKey(answer.user.email), answer);
      void queryClient.invalidateQueries({ queryKey: billingQueryKey });
    },
  });
}
