import { randomBytes, timingSafeEqual } from 'node:crypto';
import { OAuthError } from '../kit/oauth-error';

/**
 * Authorization codes, access tokens and refresh tokens, and the two grants of
 * `POST https://{shop}/admin/oauth/access_token`:
 *
 * - authorization code (`{client_id, client_secret, code, expiring}`, SDK `auth.callback`):
 *   codes are single use and short-lived; `expiring: "1"` answers an expiring offline token (1 h)
 *   with a refresh token (90 days), `"0"` a non-expiring one
 *   (https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/authorization-code-grant,
 *   https://shopify.dev/changelog/offline-access-tokens-now-support-expiry-and-refresh);
 * - refresh (`{client_id, client_secret, refresh_token, grant_type: "refresh_token"}`, SDK
 *   `auth.refreshToken`): a new access token and a rotated refresh token; the previous refresh
 *   token stays usable until its replacement is first used, for at most 30 days after its own first
 *   use (https://shopify.dev/changelog/more-resilient-refreshes-for-expiring-offline-access-tokens).
 *
 * Errors use the OAuth 2.0 body `{error, error_description}` (RFC 6749 §5.2) with HTTP 400; a
 * spent code answers Shopify's own text "The authorization code was not found or was already used".
 */

/** An access token the fake issued. */
export interface AccessTokenRecord {
  token: string;
  shop: string;
  scope: string;
  /** Online (per-user) token, from `grant_options[]=per-user`. */
  online: boolean;
  issuedAt: number;
  /** Null for non-expiring offline tokens. */
  expiresAt: number | null;
  revoked: boolean;
}

/** A refresh token the fake issued (expiring offline tokens only). */
export interface RefreshTokenRecord {
  token: string;
  shop: string;
  scope: string;
  issuedAt: number;
  expiresAt: number;
  /** When it was first exchanged; it then stays usable until its replacement is used. */
  firstUsedAt: number | null;
  /** The refresh token whose use issued this one. */
  parent: string | null;
  /** Retired once a refresh token issued from it was used. */
  retired: boolean;
  revoked: boolean;
}

interface CodeRecord {
  code: string;
  shop: string;
  scope: string;
  online: boolean;
  expiresAt: number;
  used: boolean;
}

/** The access-token response body (offline, expiring offline, or online). */
export interface TokenResponse {
  access_token: string;
  scope: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  associated_user_scope?: string;
  associated_user?: {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    email_verified: boolean;
    account_owner: boolean;
    locale: string;
    collaborator: boolean;
  };
}

/** Settings of {@link TokenStore}: the app's credentials, lifetimes in seconds, the clock in ms. */
export interface TokenStoreOptions {
  apiKey: string;
  apiSecret: string;
  now: () => number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  codeTtlSeconds: number;
  onlineTokenTtlSeconds: number;
}

/** How long a used refresh token may be retried while its replacement is unused (30 days). */
const REFRESH_RECOVERY_MS = 30 * 24 * 3600 * 1000;

const SPENT_CODE = 'The authorization code was not found or was already used';

function randomToken(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

function sameSecret(a: unknown, b: string): boolean {
  if (typeof a !== 'string') return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Codes and tokens of the one app the fake knows, across its shops. */
export class TokenStore {
  private readonly codes = new Map<string, CodeRecord>();
  private readonly accessTokens = new Map<string, AccessTokenRecord>();
  private readonly refreshTokens = new Map<string, RefreshTokenRecord>();

  constructor(private readonly options: TokenStoreOptions) {}

  /** A fresh single-use authorization code for an approved install. */
  issueCode(shop: string, scope: string, online: boolean): string {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, {
      code,
      shop,
      scope,
      online,
      expiresAt: this.options.now() + this.options.codeTtlSeconds * 1000,
      used: false,
    });
    return code;
  }

  /**
   * Answers a token request body for `shop` (code or refresh grant); throws {@link OAuthError}.
   */
  grant(shop: string, body: Record<string, unknown>): TokenResponse {
    if (
      !sameSecret(body.client_id, this.options.apiKey) ||
      !sameSecret(body.client_secret, this.options.apiSecret)
    ) {
      throw new OAuthError(
        400,
        'invalid_client',
        'Client authentication failed: unknown client_id or wrong client_secret.',
      );
    }
    if (body.grant_type === 'refresh_token') return this.refresh(shop, body.refresh_token);
    if (body.grant_type !== undefined && body.grant_type !== 'authorization_code') {
      throw new OAuthError(
        400,
        'unsupported_grant_type',
        `The grant type ${String(body.grant_type)} is not supported.`,
      );
    }
    return this.exchangeCode(shop, body.code, body.expiring);
  }

  private exchangeCode(shop: string, code: unknown, expiring: unknown): TokenResponse {
    if (typeof code !== 'string' || code.length === 0) {
      throw new OAuthError(400, 'invalid_request', 'Missing required parameter: code.');
    }
    const record = this.codes.get(code);
    if (!record || record.shop !== shop || record.used) {
      throw new OAuthError(400, 'invalid_request', SPENT_CODE);
    }
    record.used = true;
    if (record.expiresAt <= this.options.now()) {
      throw new OAuthError(400, 'invalid_request', 'The authorization code has expired.');
    }
    if (record.online) return this.issueOnline(shop, record.scope);
    const isExpiring = expiring === '1' || expiring === 1 || expiring === true;
    return this.issueOffline(shop, record.scope, isExpiring, null);
  }

  private refresh(shop: string, token: unknown): TokenResponse {
    const now = this.options.now();
    const record = typeof token === 'string' ? this.refreshTokens.get(token) : undefined;
    const invalid = (why: string) => new OAuthError(400, 'invalid_grant', why);
    if (!record || record.shop !== shop || record.revoked) {
      throw invalid('The refresh token is invalid or has been revoked.');
    }
    if (record.expiresAt <= now) throw invalid('The refresh token has expired.');
    if (record.retired) {
      throw invalid('The refresh token was replaced: use the newest refresh token.');
    }
    if (record.firstUsedAt !== null && now - record.firstUsedAt > REFRESH_RECOVERY_MS) {
      throw invalid('The refresh token was already used more than 30 days ago.');
    }
    record.firstUsedAt ??= now;
    // Using this token means its predecessor's replacement is in use: retire the predecessor.
    if (record.parent) {
      const parent = this.refreshTokens.get(record.parent);
      if (parent) parent.retired = true;
    }
    return this.issueOffline(shop, record.scope, true, record.token);
  }

  private issueOffline(
    shop: string,
    scope: string,
    expiring: boolean,
    parent: string | null,
  ): TokenResponse {
    const now = this.options.now();
    const access = this.storeAccessToken({
      token: randomToken('shpat_'),
      shop,
      scope,
      online: false,
      issuedAt: now,
      expiresAt: expiring ? now + this.options.accessTokenTtlSeconds * 1000 : null,
      revoked: false,
    });
    if (!expiring) return { access_token: access.token, scope };
    const refresh: RefreshTokenRecord = {
      token: randomToken('shprt_'),
      shop,
      scope,
      issuedAt: now,
      expiresAt: now + this.options.refreshTokenTtlSeconds * 1000,
      firstUsedAt: null,
      parent,
      retired: false,
      revoked: false,
    };
    this.refreshTokens.set(refresh.token, refresh);
    return {
      access_token: access.token,
      scope,
      expires_in: this.options.accessTokenTtlSeconds,
      refresh_token: refresh.token,
      refresh_token_expires_in: this.options.refreshTokenTtlSeconds,
    };
  }

  private issueOnline(shop: string, scope: string): TokenResponse {
    const now = this.options.now();
    const access = this.storeAccessToken({
      token: randomToken('shpua_'),
      shop,
      scope,
      online: true,
      issuedAt: now,
      expiresAt: now + this.options.onlineTokenTtlSeconds * 1000,
      revoked: false,
    });
    return {
      access_token: access.token,
      scope,
      expires_in: this.options.onlineTokenTtlSeconds,
      associated_user_scope: scope,
      associated_user: {
        id: 902541635,
        first_name: 'Store',
        last_name: 'Owner',
        email: `owner@${shop}`,
        email_verified: true,
        account_owner: true,
        locale: 'en',
        collaborator: false,
      },
    };
  }

  private storeAccessToken(record: AccessTokenRecord): AccessTokenRecord {
    this.accessTokens.set(record.token, record);
    return record;
  }

  /** The live record of an access token for `shop`, or null when unknown, revoked or expired. */
  verify(shop: string, token: string | undefined): AccessTokenRecord | null {
    if (!token) return null;
    const record = this.accessTokens.get(token);
    if (!record || record.shop !== shop || record.revoked) return null;
    if (record.expiresAt !== null && record.expiresAt <= this.options.now()) return null;
    return record;
  }

  /** Revokes every code, access token and refresh token of the app for `shop` (uninstall). */
  revokeShop(shop: string): void {
    for (const record of this.accessTokens.values())
      if (record.shop === shop) record.revoked = true;
    for (const record of this.refreshTokens.values())
      if (record.shop === shop) record.revoked = true;
    for (const record of this.codes.values()) if (record.shop === shop) record.used = true;
  }

  /** Access tokens of `shop` that would be accepted now. */
  activeAccessTokens(shop: string): AccessTokenRecord[] {
    return [...this.accessTokens.values()].filter((r) => this.verify(shop, r.token) !== null);
  }

  /** Refresh tokens of `shop` that would be accepted now. */
  activeRefreshTokens(shop: string): RefreshTokenRecord[] {
    const now = this.options.now();
    return [...this.refreshTokens.values()].filter(
      (r) =>
        r.shop === shop &&
        !r.revoked &&
        !r.retired &&
        r.expiresAt > now &&
        (r.firstUsedAt === null || now - r.firstUsedAt <= REFRESH_RECOVERY_MS),
    );
  }
}
