import { accessToken, authorizationCode, refreshToken } from './ids';

/**
 * Authorization codes and tokens with TikTok's current lifetimes
 * (https://developers.tiktok.com/doc/oauth-user-access-token-management): access tokens 2 hours
 * (`expires_in` 7200), refresh tokens 180 days (`refresh_expires_in` 15552000). A refresh
 * rotates the refresh token: the one used stops working at once, the previous access token lives
 * on until it expires. Codes are single-use and expire after 10 minutes (the fake's choice; RFC
 * 6749 §4.1.2's recommended maximum). Revoking ends every token of the user for the app.
 */

/** Lifetimes in ms. */
export const LIFETIMES = {
  code: 10 * 60_000,
  accessToken: 7200 * 1000,
  refreshToken: 15_552_000 * 1000,
} as const;

/** A code, bound to the redirect URI, the user's grant and the PKCE challenge. */
export interface CodeRecord {
  code: string;
  redirectUri: string;
  openId: string;
  scopes: string[];
  challenge: string | null;
  expiresAt: number;
  used: boolean;
}

/** An access token (`act.…`). */
export interface AccessTokenRecord {
  token: string;
  openId: string;
  scopes: string[];
  issuedAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

/** A refresh token (`rft.…`). */
export interface RefreshTokenRecord {
  token: string;
  openId: string;
  scopes: string[];
  issuedAt: number;
  expiresAt: number;
  /** Set when used: a rotated refresh token is refused. */
  rotatedAt: number | null;
  revokedAt: number | null;
}

/** Every code and token issued, by value. */
export class TikTokTokens {
  readonly codes = new Map<string, CodeRecord>();
  readonly accessTokens = new Map<string, AccessTokenRecord>();
  readonly refreshTokens = new Map<string, RefreshTokenRecord>();

  constructor(private readonly now: () => number) {}

  /** A new code for a user's consent. */
  issueCode(grant: Omit<CodeRecord, 'code' | 'expiresAt' | 'used'>): CodeRecord {
    const record = {
      ...grant,
      code: authorizationCode(),
      expiresAt: this.now() + LIFETIMES.code,
      used: false,
    };
    this.codes.set(record.code, record);
    return record;
  }

  /** A new access token and refresh token for a grant. */
  issuePair(openId: string, scopes: string[]) {
    const issuedAt = this.now();
    const access: AccessTokenRecord = {
      token: accessToken(),
      openId,
      scopes,
      issuedAt,
      expiresAt: issuedAt + LIFETIMES.accessToken,
      revokedAt: null,
    };
    const refresh: RefreshTokenRecord = {
      token: refreshToken(),
      openId,
      scopes,
      issuedAt,
      expiresAt: issuedAt + LIFETIMES.refreshToken,
      rotatedAt: null,
      revokedAt: null,
    };
    this.accessTokens.set(access.token, access);
    this.refreshTokens.set(refresh.token, refresh);
    return { access, refresh };
  }

  /** The access token if it is live now. */
  liveAccessToken(token: string): AccessTokenRecord | undefined {
    const record = this.accessTokens.get(token);
    if (!record || record.revokedAt !== null || this.now() >= record.expiresAt) return undefined;
    return record;
  }

  /** The refresh token if it is live now (issued, not rotated, revoked or expired). */
  liveRefreshToken(token: string): RefreshTokenRecord | undefined {
    const record = this.refreshTokens.get(token);
    if (!record || record.rotatedAt !== null || record.revokedAt !== null) return undefined;
    if (this.now() >= record.expiresAt) return undefined;
    return record;
  }

  /** Ends every token of a user for the app. */
  revokeUser(openId: string): void {
    const now = this.now();
    for (const record of [...this.accessTokens.values(), ...this.refreshTokens.values()]) {
      if (record.openId === openId && record.revokedAt === null) record.revokedAt = now;
    }
  }

  /** Ends the life of every access token issued so far. */
  expireAccessTokens(): void {
    const now = this.now();
    for (const record of this.accessTokens.values())
      record.expiresAt = Math.min(record.expiresAt, now);
  }
}
