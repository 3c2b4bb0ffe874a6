import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailSender } from '@shared/schemas/email';
import { emailSenderQueryKey } from './get-email-sender';

/**
 * A mutation whose answer is the sender (setting it, its postal address, how it sends): caches
 * the answer, then refreshes. Silent (the caller's form or notice explains errors).
 */
export function useSenderMutation<Input>(mutationFn: (input: Input) => Promise<EmailSender>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: (sender) => {
      queryClient.setQueryData(emailSenderQueryKey, sender);
      return queryClient.invalidateQueries({ queryKey: emailSenderQueryKey });
    },
  });
}
