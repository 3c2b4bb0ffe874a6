import type { SendVia } from '@shared/constants/email';
import type { EmailSender } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { useSenderMutation } from './sender-mutation';

/**
 * Chooses how outreach goes out (`PUT /api/users/email-sender/send-via` → the sender): through
 * Collabify, or through the connected Gmail. 409 when Gmail is chosen without a verified sender
 * or without a connected Gmail (naming `body.sendVia`).
 */
export function chooseSendVia(sendVia: SendVia): Promise<EmailSender> {
  return api.put<EmailSender>('/users/email-sender/send-via', { sendVia });
}

/** Mutation hook of {@link chooseSendVia}: caches the answer, then refreshes. Silent (the caller explains errors). */
export function useChooseSendVia() {
  return useSenderMutation(chooseSendVia);
}
