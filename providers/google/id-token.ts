import { createHash } from 'node:crypto';
import { type JWTPayload, SignJWT } from 'jose';
import type { FakeAccount } from './accounts';
import type { SigningKey } from './keys';
import { USERINFO_EMAIL, USERINFO_PROFILE } from './scopes';

/**
 * Google ID tokens (https://developers.google.com/identity/openid-connect/openid-connect#an-id-tokens-payload):
 * RS256 JWTs with header `{alg, kid, typ: "JWT"}` and the claims Google sets — `iss`, `azp`, `aud`,
 * `sub`, `hd` for Workspace accounts, `email` + `email_verified` with the email scope, `at_hash`
 * beside an access token, `nonce` when the request had one, `name`, `picture`, `given_name`,
 * `family_name` with the profile scope, `iat`, and `exp` one hour later. Signed with `jose`.
 */

/** Lifetime of an ID token (s): Google's are valid for one hour. */
export const ID_TOKEN_TTL_SECONDS = 3600;

/** What an ID token says beyond the account. */
export interface IdTokenFacts {
  issuer: string;
  /** The client the token is for (`aud` and `azp`). */
  audience: string;
  /** Granted scopes: email and profile claims appear only with their scopes. */
  scopes: readonly string[];
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresInSeconds?: number;
  nonce?: string;
  /** The access token issued with it (for `at_hash`). */
  accessToken?: string;
}

/** `at_hash`: base64url of the left half of SHA-256 over the access token (OIDC Core §3.1.3.6). */
export function accessTokenHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken, 'ascii').digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

/** The claims of an account's ID token, in Google's order. */
export function idTokenClaims(account: FakeAccount, facts: IdTokenFacts): JWTPayload {
  const withEmail = facts.scopes.includes(USERINFO_EMAIL);
  const withProfile = facts.scopes.includes(USERINFO_PROFILE);
  return {
    iss: facts.issuer,
    azp: facts.audience,
    aud: facts.audience,
    sub: account.sub,
    ...(account.hostedDomain ? { hd: account.hostedDomain } : {}),
    ...(withEmail ? { email: account.email, email_verified: account.emailVerified } : {}),
    ...(facts.accessToken ? { at_hash: accessTokenHash(facts.accessToken) } : {}),
    ...(facts.nonce !== undefined ? { nonce: facts.nonce } : {}),
    ...(withProfile
      ? {
          name: account.name,
          picture: account.picture,
          given_name: account.givenName,
          ...(account.familyName ? { family_name: account.familyName } : {}),
        }
      : {}),
    iat: facts.issuedAt,
    exp: facts.issuedAt + (facts.expiresInSeconds ?? ID_TOKEN_TTL_SECONDS),
  };
}

/** Signs claims as an RS256 JWT with the key's kid in the header. */
export async function signIdToken(claims: JWTPayload, key: SigningKey): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .sign(key.privateKey);
}
