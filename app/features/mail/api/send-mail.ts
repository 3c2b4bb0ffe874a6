import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Mail, sendMailSchema } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { invalidateKnownEmails } from '@app/lib/known-emails';
import { mailsQueryKey } from './get-mails';

/** Body of {@link sendMail}. */
export type SendMail = z.input<typeof sendMailSchema>;

/**
 * Queues one email to an influencer (`POST /api/mail` → 201 with the mail, status `pending`), from
 * a template (`templateId`) or a written subject and content; `email` is used and remembered as
 * the profile's address. 409 without a verified sender ("Verify your sender address first"), 409
 * naming `body.email` for a suppressed address, 400 naming `body.email` when no address is known,
 * 400 naming other fields for invalid input or unknown variables.
 */
export function sendMail(body: SendMail): Promise<Mail> {
  return api.post<Mail>('/mail', body);
}

/**
 * Mutation hook of {@link sendMail}: refreshes the history and what depends on the known
 * addresses (an `email` sent to is remembered). Silent: the composer shows its errors next to
 * the fields.
 */
export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mailsQueryKey }),
        invalidateKnownEmails(queryClient),
      ]),
  });
}
