import type { AccountStore } from './accounts';
import { OAuthError } from '../kit/oauth-error';
import { OPENID, USERINFO_EMAIL, USERINFO_PROFILE } from './scopes';
import type { TokenStore } from './tokens';

/**
 * The OpenID Connect userinfo endpoint (`GET|POST https://openidconnect.googleapis.com/v1/userinfo`,
 * also `https://www.googleapis.com/oauth2/v3/userinfo`) with `Authorization: Bearer`: `sub`, plus
 * `email` + `email_verified` with the email scope, `name`, `given_name`, `family_name`, `picture`
 * with the profile scope, `hd` for Workspace accounts. A missing, unknown, revoked or expired
 * token → 401 `{"error":"invalid_request","error_description":"Invalid Credentials"}` with
 * `WWW-Authenticate: Bearer … error="invalid_token"`; a token with none of openid, email, profile
 * → 403 insufficient_scope (RFC 6750 §3.1).
 */

/** The claims about the token's account. */
export function userinfo(
  tokens: TokenStore,
  accounts: AccountStore,
  bearer: string | undefined,
): Record<string, unknown> {
  const record = tokens.verifyAccessToken(bearer);
  const account = record ? accounts.bySubject(record.sub) : undefined;
  if (!record || !account) throw new OAuthError(401, 'invalid_request', 'Invalid Credentials');
  const scopes = record.scopes;
  if (![OPENID, USERINFO_EMAIL, USERINFO_PROFILE].some((s) => scopes.includes(s)))
    throw new OAuthError(403, 'insufficient_scope', 'Insufficient Permission');
  const withProfile = scopes.includes(USERINFO_PROFILE);
  const withEmail = scopes.includes(USERINFO_EMAIL);
  return {
    sub: account.sub,
    ...(withProfile
      ? {
          name: account.name,
          given_name: account.givenName,
          ...(account.familyName ? { family_name: account.familyName } : {}),
          picture: account.picture,
        }
      : {}),
    ...(withEmail ? { email: account.email, email_verified: account.emailVerified } : {}),
    ...(account.hostedDomain && withEmail ? { hd: account.hostedDomain } : {}),
  };
}

/** The `WWW-Authenticate` header of a refused userinfo request. */
export function userinfoChallenge(error: OAuthError): string {
  const code = error.status === 403 ? 'insufficient_scope' : 'invalid_token';
  return `Bearer realm="https://accounts.google.com/", error="${code}"`;
}
