import { calculatePKCECodeChallenge } from 'openid-client';
import { providerBadResponse } from '../../errors';
import { callProvider } from '../provider-failure';
import { viaTestServer } from '../test-server-url';
import { type TikTokTokens, type TikTokUser, tokensOf, userOf } from './answers';

export {
  TikTokAuthError,
  type TikTokTokens,
  type TikTokUser,
  USER_INFO_FIELDS,
  userInfoFields,
} from './answers';

/** The TikTok app (TikTok for Developers "Client key" and "Client secret"). */
export interface TikTokConfig {
  clientKey: string;
  clientSecret: string;
  /** Test and local demo only: `https://<host>/<path>` is sent to `<url>/<host>/<path>`. */
  testServerUrl?: string;
}

/** Scopes a creator's TikTok sign-in asks for (comma-separated, integrations.md §5). */
export const TIKTOK_SCOPES = ['user.info.basic', 'user.info.profile', 'user.info.stats'] as const;

const TOKEN_URL = 'https://open.tiktokapis.com/v2/oauth/token/';
/** How long a call to TikTok may take before it counts as unreachable. */
const TIMEOUT_MS = 10_000;

/**
 * The one file that talks to TikTok Login Kit for Web v2 and the Display API's user info
 * (integrations.md §5), with `fetch`: TikTok has no official Node SDK. Tokens are never logged.
 */
export class TikTokClient {
  constructor(private readonly config: TikTokConfig) {}

  /** `https://<host>/<path>`, or its address at the local TikTok in tests. */
  protected url(address: string): URL {
    return new URL(viaTestServer(address, this.config.testServerUrl));
  }

  /**
   * The authorization page for {@link TIKTOK_SCOPES}, carrying `state` and the PKCE S256
   * challenge of `codeVerifier` (RFC 7636: base64url of the SHA-256).
   */
  async authorizationUrl(input: {
    redirectUri: string;
    state: string;
    codeVerifier: string;
  }): Promise<string> {
    const url = this.url('https://www.tiktok.com/v2/auth/authorize/');
    url.searchParams.set('client_key', this.config.clientKey);
    url.searchParams.set('scope', TIKTOK_SCOPES.join(','));
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('redirect_uri', input.redirectUri);
    url.searchParams.set('state', input.state);
    url.searchParams.set('code_challenge', await calculatePKCECodeChallenge(input.codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return url.toString();
  }

  /**
   * Exchanges the code of the callback (decoded, as the callback's query gives it) for tokens:
   * `POST /v2/oauth/token/` form-encoded with `grant_type=authorization_code`, the exact
   * `redirectUri` of the authorization and the PKCE `codeVerifier` (integrations.md §5 "Token").
   * `scopes` are what the person granted. @throws TikTokAuthError (`invalid_grant` for an
   * unknown, used or expired code, another redirect URI or a wrong verifier).
   */
  exchangeCode(input: {
    redirectUri: string;
    code: string;
    codeVerifier: string;
  }): Promise<TikTokTokens> {
    return this.token({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    });
  }

  /**
   * New tokens for a refresh token (`grant_type=refresh_token`, integrations.md §5 "Refresh").
   * TikTok rotates it: the answer carries a new refresh token (and its expiry from
   * `refresh_expires_in`) and the one sent stops working. @throws TikTokAuthError
   * (`invalid_grant` for a rotated, revoked or expired refresh token).
   */
  refresh(refreshToken: string): Promise<TikTokTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /**
   * The person behind `accessToken` (`GET /v2/user/info/?fields=…`, Bearer; integrations.md §5
   * "User info"). Ask only for `fields` of granted scopes (see `userInfoFields`): one field of a
   * scope not granted fails the whole request (401 `scope_not_authorized`). @throws
   * TikTokAuthError: 401 `access_token_invalid` for an expired or revoked token, 429
   * `rate_limit_exceeded` (600 requests a minute per endpoint).
   */
  async userInfo(accessToken: string, fields: readonly string[]): Promise<TikTokUser> {
    const url = this.url('https://open.tiktokapis.com/v2/user/info/');
    url.searchParams.set('fields', fields.join(','));
    const { status, body } = await this.send(url, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    return userOf(status, body);
  }

  /**
   * Revokes the person's tokens for the app (`POST /v2/oauth/revoke/`, form-encoded, the access
   * token). Best effort, never throws: the connection is already forgotten here, and a token
   * TikTok forgot or a TikTok out of reach leaves nothing for the person to do.
   */
  async revoke(accessToken: string): Promise<void> {
    await fetch(this.url('https://open.tiktokapis.com/v2/oauth/revoke/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_key: this.config.clientKey,
        client_secret: this.config.clientSecret,
        token: accessToken,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => undefined);
  }

  /** A token request with the app's credentials. */
  private async token(params: Record<string, string>): Promise<TikTokTokens> {
    const { status, body } = await this.send(this.url(TOKEN_URL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_key: this.config.clientKey,
        client_secret: this.config.clientSecret,
        ...params,
      }),
    });
    return tokensOf(status, body);
  }

  /**
   * A call and its JSON answer. @throws 503 `provider-unavailable:tiktok` when TikTok cannot be
   * reached; 502 `provider-bad-response:tiktok` for a 5xx or an answer that is not JSON.
   */
  private async send(url: URL, init: RequestInit): Promise<{ status: number; body: unknown }> {
    const response = await callProvider('TikTok', () =>
      fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }),
    );
    const body: unknown = await response.json().catch(() => null);
    if (response.status >= 500 || typeof body !== 'object' || body === null) {
      throw providerBadResponse('TikTok');
    }
    return { status: response.status, body };
  }
}
