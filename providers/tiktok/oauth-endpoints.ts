import { OAuthError } from './errors';
import { verifierMatches } from './pkce';
import type { TikTokStore } from './store';
import type { TikTokTokens } from './tokens';

/**
 * `POST https://open.tiktokapis.com/v2/oauth/token/` and `/v2/oauth/revoke/`, form-encoded
 * (https://developers.tiktok.com/doc/oauth-user-access-token-management):
 *
 * - `grant_type=authorization_code` with client_key, client_secret, code (decoded),
 *   redirect_uri (identical to the authorize request's) and code_verifier when the request had a
 *   challenge;
 * - `grant_type=refresh_token` with client_key, client_secret, refresh_token: a new access token
 *   and a new refresh token — the one sent stops working;
 * - revoke with client_key, client_secret, token (an access token): every token of that user for
 *   the app stops working. An unknown token is not an error (RFC 7009 §2.2). The answer is 200
 *   with an empty body.
 *
 * Both answer `{access_token, expires_in, open_id, refresh_expires_in, refresh_token, scope,
 * token_type: "Bearer"}` or refuse with {@link OAuthError}.
 */

/** A revocation, as `fake.revoked` lists it. */
export interface FakeTikTokRevocation {
  openId: string;
  /** The access token sent to `/v2/oauth/revoke/`. */
  token: string;
  at: Date;
}

/** What the endpoints read and change. */
export interface OAuthContext {
  store: TikTokStore;
  tokens: TikTokTokens;
  now: () => number;
  revoked: FakeTikTokRevocation[];
}

/** A successful token answer. */
export interface TokenAnswer {
  access_token: string;
  expires_in: number;
  open_id: string;
  refresh_expires_in: number;
  refresh_token: string;
  scope: string;
  token_type: 'Bearer';
}

const FORM = 'application/x-www-form-urlencoded';

/** The form of a request, refusing other content types and missing client credentials. */
function authenticate(context: OAuthContext, contentType: string, body: string): URLSearchParams {
  if (contentType.split(';')[0]!.trim().toLowerCase() !== FORM)
    throw new OAuthError('invalid_request', `Content-Type must be ${FORM}.`);
  const form = new URLSearchParams(body);
  const key = form.get('client_key');
  if (!key) throw new OAuthError('invalid_request', 'client_key is required.');
  if (key !== context.store.app.clientKey || !form.get('client_secret'))
    throw new OAuthError('invalid_client', 'Client key or secret is incorrect.');
  if (form.get('client_secret') !== context.store.app.clientSecret)
    throw new OAuthError('invalid_client', 'Client key or secret is incorrect.');
  return form;
}

function required(form: URLSearchParams, name: string): string {
  const value = form.get(name);
  if (!value) throw new OAuthError('invalid_request', `${name} is required.`);
  return value;
}

function answer(context: OAuthContext, openId: string, scopes: string[]): TokenAnswer {
  const { access, refresh } = context.tokens.issuePair(openId, scopes);
  const now = context.now();
  return {
    access_token: access.token,
    expires_in: Math.floor((access.expiresAt - now) / 1000),
    open_id: openId,
    refresh_expires_in: Math.floor((refresh.expiresAt - now) / 1000),
    refresh_token: refresh.token,
    scope: scopes.join(','),
    token_type: 'Bearer',
  };
}

function exchangeCode(context: OAuthContext, form: URLSearchParams): TokenAnswer {
  const code = required(form, 'code');
  const redirectUri = required(form, 'redirect_uri');
  const record = context.tokens.codes.get(code);
  if (!record) throw new OAuthError('invalid_grant', 'Authorization code is invalid.');
  if (record.used) throw new OAuthError('invalid_grant', 'Authorization code has been used.');
  if (context.now() >= record.expiresAt)
    throw new OAuthError('invalid_grant', 'Authorization code is expired.');
  if (redirectUri !== record.redirectUri) {
    throw new OAuthError(
      'invalid_grant',
      'redirect_uri does not match the one of the authorization request.',
    );
  }
  if (record.challenge !== null) {
    const verifier = form.get('code_verifier');
    if (!verifier) throw new OAuthError('invalid_request', 'code_verifier is required.');
    if (!verifierMatches(verifier, record.challenge))
      throw new OAuthError('invalid_grant', 'Code verifier or code challenge is invalid.');
  }
  record.used = true;
  return answer(context, record.openId, record.scopes);
}

function refresh(context: OAuthContext, form: URLSearchParams): TokenAnswer {
  const token = required(form, 'refresh_token');
  const record = context.tokens.liveRefreshToken(token);
  if (!record) throw new OAuthError('invalid_grant', 'Refresh token is invalid or expired.');
  record.rotatedAt = context.now();
  return answer(context, record.openId, record.scopes);
}

/** `POST /v2/oauth/token/`. */
export function tokenEndpoint(
  context: OAuthContext,
  contentType: string,
  body: string,
): TokenAnswer {
  const form = authenticate(context, contentType, body);
  const grantType = required(form, 'grant_type');
  if (grantType === 'authorization_code') return exchangeCode(context, form);
  if (grantType === 'refresh_token') return refresh(context, form);
  throw new OAuthError('unsupported_grant_type', `grant_type ${grantType} is not supported.`);
}

/** `POST /v2/oauth/revoke/`. */
export function revokeEndpoint(context: OAuthContext, contentType: string, body: string): void {
  const form = authenticate(context, contentType, body);
  const token = required(form, 'token');
  const record = context.tokens.accessTokens.get(token);
  if (!record || record.revokedAt !== null) return;
  context.tokens.revokeUser(record.openId);
  context.revoked.push({ openId: record.openId, token, at: new Date(context.now()) });
}
