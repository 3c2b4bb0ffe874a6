import { createHash } from 'node:crypto';

/**
 * PKCE (RFC 7636) as TikTok checks it. TikTok's desktop guide derives the challenge as the
 * **hex** SHA-256 of the verifier (https://developers.tiktok.com/doc/login-kit-desktop), RFC 7636
 * S256 as base64url; the fake accepts either derivation and refuses any other verifier.
 */

const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const CHALLENGE = /^[A-Za-z0-9\-._~]{43,128}$/;

/** Whether `challenge` is shaped like a code challenge. */
export function isChallenge(challenge: string): boolean {
  return CHALLENGE.test(challenge);
}

/** Whether `verifier` is well-formed and hashes to `challenge` (base64url or hex SHA-256). */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier)) return false;
  const digest = createHash('sha256').update(verifier, 'ascii').digest();
  return challenge === digest.toString('base64url') || challenge === digest.toString('hex');
}
