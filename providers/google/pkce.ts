import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PKCE (RFC 7636) as Google's authorization server applies it: `code_challenge_method` is `S256`
 * or `plain` (plain when omitted with a challenge); a challenge or verifier is 43–128 characters
 * of `[A-Za-z0-9-._~]`; S256 compares `base64url(sha256(verifier))` with the challenge.
 */

/** Challenge methods Google accepts. */
export type ChallengeMethod = 'S256' | 'plain';

const PKCE_STRING = /^[A-Za-z0-9\-._~]{43,128}$/;

/** Whether `value` has the form of a code verifier or challenge. */
export function isPkceString(value: string): boolean {
  return PKCE_STRING.test(value);
}

/** The S256 challenge of a verifier. */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Whether `verifier` matches `challenge` under `method`. */
export function verifierMatches(
  verifier: string,
  challenge: string,
  method: ChallengeMethod,
): boolean {
  if (!isPkceString(verifier)) return false;
  const expected = Buffer.from(method === 'S256' ? s256Challenge(verifier) : verifier);
  const actual = Buffer.from(challenge);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
