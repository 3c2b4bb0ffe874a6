import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import type { PaidPlanId } from '@shared/constants/plans';
import type { StripeRedirect } from '@shared/schemas/billing';
import { api } from '@app/lib/api-client';

/**
 * Opens a Stripe Checkout session for a paid plan (`GET /api/users/createCheckoutSession/{planId}`)
 * and resolves with its address. 503 `not-configured` without Stripe keys; 409 when the account
 * already has a subscription (its plan is changed in the customer portal).
 */
export function createCheckoutSession(planId: PaidPlanId): Promise<StripeRedirect> {
  return api.get<StripeRedirect>(`/users/createCheckoutSession/${encodeURIComponent(planId)}`);
}

/**
 * Mutation hook of {@link createCheckoutSession}: on success the browser leaves for Stripe
 * Checkout, which comes back to `/billing?checkout=success` (or `/pricing?checkout=cancelled`).
 * Pass `onError` to show the 409 and 503 answers in place.
 */
export function useCreateCheckoutSession(
  options: Pick<UseMutationOptions<StripeRedirect, Error, PaidPlanId>, 'onError'> = {},
) {
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: ({ url }) => window.location.assign(url),
    ...options,
  });
}
