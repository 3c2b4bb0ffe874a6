import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactEmail } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { invalidateKnownEmails } from '@app/lib/known-emails';

/** Variables of {@link setContactEmail}. */
export interface SetContactEmail {
  influencerId: string;
  email: string;
}

/**
 * Saves the address the user knows for an influencer (`PUT /api/influencer/{id}/contact-email`);
 * answers the address that now applies. 400 naming `body.email` for a malformed address.
 */
export function setContactEmail({ influencerId, email }: SetContactEmail): Promise<ContactEmail> {
  return api.put<ContactEmail>(`/influencer/${encodeURIComponent(influencerId)}/contact-email`, {
    email,
  });
}

/**
 * Mutation hook of {@link setContactEmail}: refreshes campaigns' reach and whatever else depends on
 * the known addresses. Silent: the caller shows its errors next to the field.
 */
export function useSetContactEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContactEmail,
    meta: { silent: true },
    onSuccess: () => invalidateKnownEmails(queryClient),
  });
}
