import type { z } from 'zod';
import type { EmailSender, setEmailSenderSchema } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { useSenderMutation } from './sender-mutation';

/** Body of {@link setEmailSender}. */
export type SetEmailSender = z.input<typeof setEmailSenderSchema>;

/**
 * Sets the address replies go to and the name recipients see (`POST /api/users/email-sender` →
 * the sender) and emails a verification link to that address; a new address is unverified until
 * the link is followed. 400 naming `body.email`/`body.name`.
 */
export function setEmailSender(body: SetEmailSender): Promise<EmailSender> {
  return api.post<EmailSender>('/users/email-sender', body);
}

/** Mutation hook of {@link setEmailSender}: caches the answer, then refreshes. Silent (the form shows errors). */
export function useSetEmailSender() {
  return useSenderMutation(setEmailSender);
}
