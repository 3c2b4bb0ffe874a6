import { useMutation } from '@tanstack/react-query';
import type { GmailLoginResult } from '@shared/schemas/email';
import type { OauthCallback } from '@shared/schemas/social';
import { api } from '@app/lib/api-client';

/**
 * Finishes connecting the signed-in brand's Gmail with Google's one-time `code` and the `state`
 * Collabify issued (`POST /api/auth/gmail-login`, sent WITH the session: the state belongs to the
 * account that started the connection) → the sender with the connected Gmail and the app path
 * to return to. 400 naming `body.state` (expired, used, or started by another account) or
 * `body.code` (Google refused, no permission to send); 409 when this Gmail belongs to another
 * Collabify account.
 */
export function completeGmailConnection({ code, state }: OauthCallback): Promise<GmailLoginResult> {
  return api.post<GmailLoginResult>('/auth/gmail-login', { code, state });
}

/** Mutation hook of {@link completeGmailConnection}. Silent: the callback page shows the error. */
export function useCompleteGmailConnection() {
  return useMutation({ mutationFn: completeGmailConnection, meta: { silent: true } });
}
