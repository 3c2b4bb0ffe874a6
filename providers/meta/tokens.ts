import { authorizationCode, facebookToken, instagramToken } from './ids';

/**
 * Authorization codes and access tokens of both logins, with Meta's lifetimes:
 *
 * - Facebook Login: codes are single-use and expire after 10 minutes; the code exchange answers a
 *   60-day user token, whose data access expires 90 days after consent
 *   (https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived,
 *   https://developers.facebook.com/docs/facebook-login/auth-vs-data);
 * - Instagram Login: codes are single-use and valid 1 hour; the code exchange answers a
 *   short-lived token (1 hour), exchanged for a long-lived one (60 days), refreshable once at
 *   least 24 hours old (https://developers.facebook.com/docs/instagram-platform/reference/access_token,
 *   …/refresh_access_token).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Lifetimes in ms. */
export const LIFETIMES = {
  facebookCode: 10 * MINUTE,
  facebookToken: 60 * DAY,
  facebookDataAccess: 90 * DAY,
  instagramCode: HOUR,
  instagramShortToken: HOUR,
  instagramLongToken: 60 * DAY,
  /** A long-lived Instagram token can be refreshed once this old. */
  instagramRefreshAge: DAY,
} as const;

/** A Facebook Login code, bound to the app, the redirect URI and the person's choice. */
export interface FacebookCode {
  code: string;
  appId: string;
  redirectUri: string;
  userId: string;
  scopes: string[];
  declined: string[];
  expiresAt: number;
  used: boolean;
}

/** A Facebook user access token. */
export interface FacebookToken {
  token: string;
  appId: string;
  userId: string;
  /** Granted permissions. */
  scopes: string[];
  /** Requested but declined permissions. */
  declined: string[];
  issuedAt: number;
  expiresAt: number;
  dataAccessExpiresAt: number;
  /** Set when the person removed the app (`DELETE /me/permissions`). */
  revokedAt: number | null;
}

/** An Instagram Login code. */
export interface InstagramCode {
  code: string;
  appId: string;
  redirectUri: string;
  /** The professional account id. */
  accountId: string;
  permissions: string[];
  expiresAt: number;
  used: boolean;
}

/** An Instagram user access token, short-lived (1 h) or long-lived (60 days). */
export interface InstagramToken {
  token: string;
  kind: 'short' | 'long';
  appId: string;
  accountId: string;
  permissions: string[];
  issuedAt: number;
  expiresAt: number;
}

/** Every code and token issued, by value. */
export class MetaTokens {
  readonly facebookCodes = new Map<string, FacebookCode>();
  readonly facebookTokens = new Map<string, FacebookToken>();
  readonly instagramCodes = new Map<string, InstagramCode>();
  readonly instagramTokens = new Map<string, InstagramToken>();

  constructor(private readonly now: () => number) {}

  /** A new Facebook code for a person's consent. */
  issueFacebookCode(grant: Omit<FacebookCode, 'code' | 'expiresAt' | 'used'>): FacebookCode {
    const record = {
      ...grant,
      code: authorizationCode(),
      expiresAt: this.now() + LIFETIMES.facebookCode,
      used: false,
    };
    this.facebookCodes.set(record.code, record);
    return record;
  }

  /** A new Facebook user token (`token`: its value, when a test or the demo fixes it). */
  issueFacebookToken(grant: {
    appId: string;
    userId: string;
    scopes: string[];
    declined: string[];
    token?: string;
  }): FacebookToken {
    const issuedAt = this.now();
    const record: FacebookToken = {
      ...grant,
      token: grant.token ?? facebookToken(),
      issuedAt,
      expiresAt: issuedAt + LIFETIMES.facebookToken,
      dataAccessExpiresAt: issuedAt + LIFETIMES.facebookDataAccess,
      revokedAt: null,
    };
    this.facebookTokens.set(record.token, record);
    return record;
  }

  /** Revokes every token of a person for an app; answers how many were live. */
  revokeFacebook(appId: string, userId: string): number {
    let count = 0;
    for (const record of this.facebookTokens.values()) {
      if (record.appId === appId && record.userId === userId && record.revokedAt === null) {
        record.revokedAt = this.now();
        count++;
      }
    }
    return count;
  }

  /** A new Instagram code for an account's consent. */
  issueInstagramCode(grant: Omit<InstagramCode, 'code' | 'expiresAt' | 'used'>): InstagramCode {
    const record = {
      ...grant,
      code: authorizationCode(),
      expiresAt: this.now() + LIFETIMES.instagramCode,
      used: false,
    };
    this.instagramCodes.set(record.code, record);
    return record;
  }

  /** A new Instagram token of the given kind. */
  issueInstagramToken(
    kind: 'short' | 'long',
    grant: { appId: string; accountId: string; permissions: string[] },
  ): InstagramToken {
    const issuedAt = this.now();
    const record: InstagramToken = {
      ...grant,
      kind,
      token: instagramToken(kind),
      issuedAt,
      expiresAt:
        issuedAt + (kind === 'long' ? LIFETIMES.instagramLongToken : LIFETIMES.instagramShortToken),
    };
    this.instagramTokens.set(record.token, record);
    return record;
  }

  /** Ends every token's life now (as if their lifetimes had passed). */
  expireAll(): void {
    const now = this.now();
    for (const record of this.facebookTokens.values())
      record.expiresAt = Math.min(record.expiresAt, now);
    for (const record of this.instagramTokens.values())
      record.expiresAt = Math.min(record.expiresAt, now);
  }
}
