import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailSender } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';

/**
 * Confirms a sender address with the token of its emailed link (`POST
 * /api/users/email-sender/verify {token}` → the sender, now verified). Public: the link may be
 * opened on a device where nobody is signed in, so no session token is sent. 400 for an expired
 * or altered token.
 */
export function verifyEmailSender(token: string, signal?: AbortSignal): Promise<EmailSender> {
  return api.post<EmailSender>(
    '/users/email-sender/verify',
    { token },
    { signal, withToken: false },
  );
}

/**
 * Query options of one verification: asked once per token (a reload answers from the cache,
 * StrictMode's double mount does not post twice) and never retried.
 */
export function verifyEmailSenderQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['email-sender-verify', token] as const,
    queryFn: ({ signal }) => verifyEmailSender(token, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** Verifies the sender of the link's token as soon as the page opens (nothing without a token). */
export function useVerifyEmailSender(token: string | null) {
  return useQuery({ ...verifyEmailSenderQueryOptions(token ?? ''), enabled: Boolean(token) });
}
