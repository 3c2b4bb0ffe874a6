import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutReturn } from '@shared/schemas/billing';
import { api } from '@app/lib/api-client';
import { billingQueryKey } from './get-billing';

/**
 * The return from Stripe Checkout (`POST /api/billing/checkout-return`): the server reads the
 * Checkout Session `sessionId` from Stripe and applies its plan at once. Resolves with where the
 * checkout stands and the account's billing; 404 for a session of another account.
 */
export function confirmCheckout(sessionId: string): Promise<CheckoutReturn> {
  return api.post<CheckoutReturn>('/billing/checkout-return', { sessionId });
}

/**
 * Mutation hook of {@link confirmCheckout}: the cached billing becomes the answer's. Errors are
 * the caller's to show (the billing page says where the checkout stands).
 */
export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCheckout,
    meta: { silent: true },
    onSuccess: (answer) => queryClient.setQueryData(billingQueryKey, answer.billing),
  });
}
