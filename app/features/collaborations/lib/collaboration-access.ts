import { INVITE_TOKEN_HEADER } from '@shared/constants/collaborations';
import type { RequestOptions } from '@app/lib/api-client';

/**
 * How a call reaches a collaboration: with the signed-in session (no invite token), or with the
 * token of the emailed link, sent in the `X-Collaboration-Token` header instead of the session —
 * so an expired link answers 401 without signing the person out of their account.
 */
export function accessOptions(
  inviteToken: string | null,
): Pick<RequestOptions, 'headers' | 'withToken'> {
  if (!inviteToken) return {};
  return { headers: { [INVITE_TOKEN_HEADER]: inviteToken }, withToken: false };
}

const storageKey = (id: string) => `collabify.collaboration-token.${id}`;

/** Keeps an emailed link's token for this tab (sessionStorage), so a reload still works. */
export function rememberInviteToken(id: string, token: string): void {
  try {
    window.sessionStorage.setItem(storageKey(id), token);
  } catch {
    // Storage may be disabled (private mode); the token then lives in memory only.
  }
}

/** The token kept for a collaboration in this tab, or null. */
export function storedInviteToken(id: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(id));
  } catch {
    return null;
  }
}

/** Forgets a collaboration's kept token (after the server refused it). */
export function forgetInviteToken(id: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(id));
  } catch {
    // Nothing was kept.
  }
}
