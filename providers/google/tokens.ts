import type { AccountStore, FakeAccount } from './accounts';
import { newAccessToken, newAuthorizationCode, newRefreshToken } from './ids';
import { OAuthError } from '../kit/oauth-error';
import { type ChallengeMethod, verifierMatches } from './pkce';
import { OPENID } from './scopes';

/**
 * Authorization codes, access tokens, refresh tokens and the grant behind them, and the grants of
 * `POST https://oauth2.googleapis.com/token`
 * (https://developers.google.com/identity/protocols/oauth2/web-server#exchange-authorization-code):
 *
 * - `authorization_code`: a code works once and for 10 minutes; a second use answers
 *   invalid_grant and revokes every token issued from it (RFC 6749 §4.1.2); `redirect_uri` must be
 *   the authorization request's; `code_verifier` must match the challenge, or be absent when the
 *   request had none. Any exchange attempt by the authenticated client spends the code, failed ones too.
 * - `refresh_token`: a new access token (and ID token when openid was granted); Google does not
 *   rotate refresh tokens, so the answer has none.
 *
 * Access tokens live 3599 s. A refresh token is given with `access_type=offline` on the account's
 * first consent to the app, or again with `prompt=consent`. Revoking any token of a grant revokes
 * the whole grant: every token of that account for the app, and its consent.
 */

/** Lifetime of an access token (s), Google's `expires_in`. */
export const ACCESS_TOKEN_TTL_SECONDS = 3599;
/** Lifetime of an authorization code (ms): 10 minutes. */
export const CODE_TTL_MS = 10 * 60 * 1000;

/** The token endpoint's answer. */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  scope: string;
  token_type: 'Bearer';
  id_token?: string;
}

/** An access token the fake issued. */
export interface AccessTokenRecord {
  readonly token: string;
  readonly sub: string;
  readonly scopes: readonly string[];
  /** ms since the epoch. */
  expiresAt: number;
  revoked: boolean;
  /** The refresh token it was refreshed with, or null (from a code). */
  readonly refreshToken: string | null;
  /** The code it was issued for, or null (refreshed). */
  readonly code: string | null;
}

/** A refresh token the fake issued. */
export interface RefreshTokenRecord {
  readonly token: string;
  readonly sub: string;
  readonly scopes: readonly string[];
  readonly code: string;
  revoked: boolean;
}

/** A token that stopped working because it was revoked. */
export interface RevokedToken {
  token: string;
  type: 'access_token' | 'refresh_token';
  /** The account's email. */
  email: string;
  /** `revoked`: the revoke endpoint (or a grant revoked with it); `code reused`: RFC 6749 §4.1.2. */
  reason: 'revoked' | 'code reused';
}

/** What a code remembers of its authorization request. */
export interface CodeGrant {
  sub: string;
  redirectUri: string;
  scopes: string[];
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: ChallengeMethod;
  /** A refresh token comes with the exchange. */
  withRefreshToken: boolean;
}

interface CodeRecord extends CodeGrant {
  code: string;
  expiresAt: number;
  used: boolean;
  /** Tokens issued from it. */
  issued: string[];
}

/** Signs the ID token of an exchange or refresh. */
export type IdTokenSigner = (
  account: FakeAccount,
  facts: { scopes: readonly string[]; nonce?: string; accessToken: string },
) => Promise<string>;

/** Codes, tokens and consents of the one app the fake knows, across its accounts. */
export class TokenStore {
  private readonly codes = new Map<string, CodeRecord>();
  private readonly accessTokens = new Map<string, AccessTokenRecord>();
  private readonly refreshTokens = new Map<string, RefreshTokenRecord>();
  /** Scopes each account (by sub) has granted the app, until revoked. */
  private readonly consents = new Map<string, Set<string>>();
  /** Every token revoked so far, oldest first. */
  readonly revoked: RevokedToken[] = [];

  constructor(
    private readonly accounts: AccountStore,
    private readonly now: () => number,
    private readonly signIdToken: IdTokenSigner,
  ) {}

  /** The scopes an account has granted the app (empty when none or revoked). */
  grantedScopes(sub: string): string[] {
    return [...(this.consents.get(sub) ?? [])];
  }

  /** Whether the account holds a refresh token that still works. */
  hasRefreshToken(sub: string): boolean {
    return [...this.refreshTokens.values()].some((r) => r.sub === sub && !r.revoked);
  }

  /** Records a consent and answers a fresh single-use code for it. */
  issueCode(grant: CodeGrant): string {
    const consent = this.consents.get(grant.sub) ?? new Set<string>();
    for (const scope of grant.scopes) consent.add(scope);
    this.consents.set(grant.sub, consent);
    const code = newAuthorizationCode();
    this.codes.set(code, {
      ...grant,
      code,
      expiresAt: this.now() + CODE_TTL_MS,
      used: false,
      issued: [],
    });
    return code;
  }

  /** The `authorization_code` grant (client already authenticated). */
  async exchangeCode(params: Record<string, string>): Promise<TokenResponse> {
    const code = params.code;
    if (!code) throw new OAuthError(400, 'invalid_request', 'Missing required parameter: code');
    if (!code.startsWith('4/')) throw new OAuthError(400, 'invalid_grant', 'Malformed auth code.');
    const record = this.codes.get(code);
    if (!record) throw new OAuthError(400, 'invalid_grant', 'Bad Request');
    if (record.used) {
      for (const token of record.issued) this.revokeToken(token, 'code reused');
      throw new OAuthError(400, 'invalid_grant', 'Bad Request');
    }
    record.used = true;
    if (record.expiresAt <= this.now()) throw new OAuthError(400, 'invalid_grant', 'Bad Request');
    if (params.redirect_uri === undefined)
      throw new OAuthError(400, 'invalid_request', 'Missing parameter: redirect_uri');
    if (params.redirect_uri !== record.redirectUri)
      throw new OAuthError(400, 'redirect_uri_mismatch', 'Bad Request');
    const verifier = params.code_verifier;
    if (record.codeChallenge === undefined) {
      if (verifier !== undefined)
        throw new OAuthError(400, 'invalid_grant', 'Invalid code verifier.');
    } else if (verifier === undefined || verifier === '') {
      throw new OAuthError(400, 'invalid_grant', 'Missing code verifier.');
    } else if (!verifierMatches(verifier, record.codeChallenge, record.codeChallengeMethod!)) {
      throw new OAuthError(400, 'invalid_grant', 'Invalid code verifier.');
    }
    const account = this.accountOf(record.sub);
    let refreshToken: RefreshTokenRecord | undefined;
    if (record.withRefreshToken) {
      refreshToken = {
        token: newRefreshToken(),
        sub: record.sub,
        scopes: record.scopes,
        code: record.code,
        revoked: false,
      };
      this.refreshTokens.set(refreshToken.token, refreshToken);
      record.issued.push(refreshToken.token);
    }
    const access = this.issueAccessToken(record.sub, record.scopes, null, record.code);
    record.issued.push(access.token);
    return this.tokenResponse(account, record.scopes, access.token, {
      ...(refreshToken ? { refreshToken: refreshToken.token } : {}),
      ...(record.nonce !== undefined ? { nonce: record.nonce } : {}),
    });
  }

  /** The `refresh_token` grant (client already authenticated). */
  async refresh(params: Record<string, string>): Promise<TokenResponse> {
    const token = params.refresh_token;
    if (!token)
      throw new OAuthError(400, 'invalid_request', 'Missing required parameter: refresh_token');
    const record = this.refreshTokens.get(token);
    if (!record || record.revoked)
      throw new OAuthError(400, 'invalid_grant', 'Token has been expired or revoked.');
    const account = this.accountOf(record.sub);
    const access = this.issueAccessToken(record.sub, record.scopes, record.token, null);
    return this.tokenResponse(account, record.scopes, access.token);
  }

  /**
   * The revoke endpoint: revokes the grant the token (access or refresh) belongs to — every
   * token of that account for the app and its consent. False when the token is unknown, already
   * revoked, or an expired access token.
   */
  revoke(token: string): boolean {
    const access = this.accessTokens.get(token);
    const refresh = this.refreshTokens.get(token);
    const sub =
      access && this.isLive(access) ? access.sub : refresh && !refresh.revoked ? refresh.sub : null;
    if (sub === null) return false;
    for (const record of this.refreshTokens.values())
      if (record.sub === sub && !record.revoked) this.revokeToken(record.token, 'revoked');
    for (const record of this.accessTokens.values())
      if (record.sub === sub && this.isLive(record)) this.revokeToken(record.token, 'revoked');
    for (const record of this.codes.values()) if (record.sub === sub) record.used = true;
    this.consents.delete(sub);
    return true;
  }

  /** The live record of an access token, or null when unknown, revoked or expired. */
  verifyAccessToken(token: string | undefined): AccessTokenRecord | null {
    const record = token ? this.accessTokens.get(token) : undefined;
    return record && this.isLive(record) ? record : null;
  }

  /** Makes every access token issued so far expire now (refresh tokens keep working). */
  expireAccessTokens(): void {
    const now = this.now();
    for (const record of this.accessTokens.values())
      record.expiresAt = Math.min(record.expiresAt, now);
  }

  private isLive(record: AccessTokenRecord): boolean {
    return !record.revoked && record.expiresAt > this.now();
  }

  /**
   * The token endpoint's answer for a new access token: with `refresh_token` when one was issued,
   * and an `id_token` (carrying the code's `nonce`) when `openid` was granted.
   */
  private async tokenResponse(
    account: FakeAccount,
    scopes: readonly string[],
    accessToken: string,
    extra: { refreshToken?: string; nonce?: string } = {},
  ): Promise<TokenResponse> {
    return {
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      ...(extra.refreshToken ? { refresh_token: extra.refreshToken } : {}),
      scope: scopes.join(' '),
      token_type: 'Bearer',
      ...(scopes.includes(OPENID)
        ? {
            id_token: await this.signIdToken(account, {
              scopes,
              accessToken,
              ...(extra.nonce !== undefined ? { nonce: extra.nonce } : {}),
            }),
          }
        : {}),
    };
  }

  private accountOf(sub: string): FakeAccount {
    const account = this.accounts.bySubject(sub);
    if (!account) throw new OAuthError(400, 'invalid_grant', 'Bad Request');
    return account;
  }

  private issueAccessToken(
    sub: string,
    scopes: readonly string[],
    refreshToken: string | null,
    code: string | null,
  ): AccessTokenRecord {
    const record: AccessTokenRecord = {
      token: newAccessToken(),
      sub,
      scopes,
      expiresAt: this.now() + ACCESS_TOKEN_TTL_SECONDS * 1000,
      revoked: false,
      refreshToken,
      code,
    };
    this.accessTokens.set(record.token, record);
    return record;
  }

  /** Revokes one token (a refresh token with the access tokens refreshed from it), and logs it. */
  private revokeToken(token: string, reason: RevokedToken['reason']): void {
    const refresh = this.refreshTokens.get(token);
    const access = this.accessTokens.get(token);
    if (refresh && !refresh.revoked) {
      refresh.revoked = true;
      this.log(token, 'refresh_token', refresh.sub, reason);
      for (const derived of this.accessTokens.values())
        if (derived.refreshToken === token && this.isLive(derived))
          this.revokeToken(derived.token, reason);
    }
    if (access && !access.revoked) {
      const live = this.isLive(access);
      access.revoked = true;
      if (live) this.log(token, 'access_token', access.sub, reason);
    }
  }

  private log(
    token: string,
    type: RevokedToken['type'],
    sub: string,
    reason: RevokedToken['reason'],
  ) {
    const email = this.accounts.bySubject(sub)?.email ?? '';
    this.revoked.push({ token, type, email, reason });
  }
}
