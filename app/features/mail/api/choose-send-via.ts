import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendVia } from '@shared/constants/email';
import type { EmailSender } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { emailSenderQueryKey } from './get-email-sender';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseSendVia,
    meta: { silent: true },
    onSuccess: (sender) => {
      queryClient.setQueryData(emailSenderQueryKey, sender);
      return queryClient.invalidateQueries({ queryKey: emailSenderQueryKey });
    },
  });
}
