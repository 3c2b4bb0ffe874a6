import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import type { StripeRedirect } from '@shared/schemas/billing';
import { api } from '@app/lib/api-client';

/**
 * Opens the Stripe customer portal for the signed-in account
 * (`GET /api/users/createPortalSession`): card, invoices, plan changes and cancellation. 409
 * while the account has no Stripe customer; 503 `not-configured` without Stripe keys. The portal
 * comes back to `/billing`.
 */
export function createPortalSession(): Promise<StripeRedirect> {
  return api.get<StripeRedirect>('/users/createPortalSession');
}

/** Mutation hook of {@link createPortalSession}: on success the browser leaves for the portal. */
export function useCreatePortalSession(
  options: Pick<UseMutationOptions<StripeRedirect, Error, void>, 'onError'> = {},
) {
  return useMutation({
    mutationFn: () => createPortalSession(),
    onSuccess: ({ url }) => window.location.assign(url),
    ...options,
  });
}
