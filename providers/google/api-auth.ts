import {
  insufficientScopes,
  invalidApiKey,
  invalidCredentials,
  loginRequired,
  missingApiKey,
} from './api-error';
import { hasAnyScope } from './scopes';
import type { AccessTokenRecord, TokenStore } from './tokens';

/**
 * Who calls a Google API: a user's OAuth access token (`Authorization: Bearer`), or an API key
 * (`key=`) for public YouTube data. Refusals in Google's envelope: an unknown, revoked or expired
 * token → 401 authError; a token without any accepted scope → 403 insufficientPermissions; an
 * unknown key → 400 API_KEY_INVALID; nothing → 403 "missing a valid API key" where keys are
 * accepted (YouTube), 401 "Login Required." where they are not (Gmail, `mine=true`).
 */

/** The credentials a request carried. */
export interface ApiCredentials {
  /** The `Authorization` header. */
  authorization: string | undefined;
  /** The `key` query parameter. */
  key: string | null;
}

/** What the method accepts. */
export interface ApiMethod {
  /** e.g. "youtube.googleapis.com". */
  service: string;
  /** e.g. "youtube.api.v3.V3DataChannelService.List". */
  method: string;
  /** Any one of these scopes lets a token call it. */
  scopes: readonly string[];
  /** Whether an API key alone may call it (public data). */
  allowsApiKey: boolean;
}

/**
 * Checks the caller; answers the access token's record, or null for a valid API key alone.
 * Throws a {@link GoogleApiError} otherwise.
 */
export function authorizeApiCall(
  tokens: TokenStore,
  apiKey: string | undefined,
  credentials: ApiCredentials,
  method: ApiMethod,
): AccessTokenRecord | null {
  if (credentials.key !== null && (apiKey === undefined || credentials.key !== apiKey))
    throw invalidApiKey(method.service);
  if (credentials.authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(credentials.authorization);
    const record = tokens.verifyAccessToken(match?.[1]);
    if (!record) throw invalidCredentials();
    if (!hasAnyScope(record.scopes, method.scopes))
      throw insufficientScopes(method.service, method.method, method.scopes);
    return record;
  }
  if (credentials.key !== null) {
    if (!method.allowsApiKey) throw loginRequired();
    return null;
  }
  throw method.allowsApiKey ? missingApiKey() : loginRequired();
}
