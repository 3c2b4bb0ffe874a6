import type { EmailSender, PostalAddress } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { useSenderMutation } from './sender-mutation';

/**
 * Sets the postal address printed in the footer of the user's outreach
 * (`PUT /api/users/email-sender/postal-address` → the sender); campaigns cannot start without
 * it. 400 naming `body.street`/`body.city`/`body.postalCode`/`body.country`; 409 before a sender
 * address was set.
 */
export function setPostalAddress(body: PostalAddress): Promise<EmailSender> {
  return api.put<EmailSender>('/users/email-sender/postal-address', body);
}

/** Mutation hook of {@link setPostalAddress}: caches the answer, then refreshes. Silent (the form shows errors). */
export function useSetPostalAddress() {
  return useSenderMutation(setPostalAddress);
}
