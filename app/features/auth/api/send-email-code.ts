import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SendEmailCode, sendEmailCodeResultSchema } from '@shared/schemas/auth';
import { api } from '@app/lib/api-client';

/** Answer of the send-code call: always `sent`, with the code's lifetime. */
export type SendEmailCodeResult = z.infer<typeof sendEmailCodeResultSchema>;

/** Emails a 6-digit code for a sign-up or a password reset (`POST /api/auth/generate-send-email-code`). */
export function sendEmailCode(body: SendEmailCode): Promise<SendEmailCodeResult> {
  return api.post<SendEmailCodeResult>('/auth/generate-send-email-code', body, {
    withToken: false,
  });
}

/** Mutation hook for {@link sendEmailCode}. */
export function useSendEmailCode(
  options?: Omit<UseMutationOptions<SendEmailCodeResult, Error, SendEmailCode>, 'mutationFn'>,
) {
  return useMutation({ mutationFn: sendEmailCode, ...options });
}
