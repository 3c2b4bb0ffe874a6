import {
  type ApiErrorBody,
  bestThumbnail,
  type ChannelItem,
  type ChannelList,
  count,
} from './youtube-data-responses';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { providerBadResponse } from '../../errors';
import { callProvider, providerFailure } from '../provider-failure';
import { composeMime, type MailMessage } from '../smtp/client';
import { viaTestServer } from '../test-server-url';
import { GMAIL_SEND_URL, type GmailSentMessage, sendRawGmail } from './gmail';

/** The Google OAuth client (Google Cloud console "OAuth 2.0 Client ID"). */
export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** Test and local demo only: `https://<host>/<path>` is sent to `<url>/<host>/<path>`. */
  testServerUrl?: string;
}

/** Scopes of each use of Google (integrations.md §3, §6): sign-in, a creator's YouTube, Gmail. */
export const GOOGLE_SCOPES = {
  signIn: ['openid', 'email', 'profile'],
  youtube: ['openid', 'email', 'profile', 'https://www.googleapis.com/auth/youtube.readonly'],
  gmail: ['openid', 'email', 'https://www.googleapis.com/auth/gmail.send'],
} as const;

/** Who signed in, from a verified ID token. */
export interface GoogleIdentity {
  /** Google's stable id for the person (`sub`). */
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  /** The Google Workspace domain (`hd`), null for a consumer account. */
  hostedDomain: string | null;
}

/** Tokens of a code exchange or a refresh. `expiresAt` UTC. */
export interface GoogleTokens {
  accessToken: string;
  expiresAt: Date | null;
  refreshToken: string | null;
  scopes: string[];
}

/** A YouTube channel as `channels.list` answers it (counts parsed from YouTube's strings). */
export interface YouTubeChannel {
  id: string;
  title: string;
  /** `@handle` without the `@`, or null when the channel has none. */
  handle: string | null;
  description: string | null;
  country: string | null;
  thumbnailUrl: string | null;
  /** Rounded by YouTube (3 significant figures); null when the channel hides it. */
  subscribers: number | null;
  videos: number | null;
  views: number | null;
}

/**
 * Thrown when Google refuses a code, a token or an ID token; `message` says why, `status` is the
 * HTTP status of an API answer (401: the access token is no longer valid), `code` the OAuth error.
 */
export class GoogleAuthError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The OAuth error code Google answered (`invalid_grant`: the grant is gone for good). */
    readonly code?: string,
  ) {
    super(message);
  }
}

const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Sign in with Google's ID tokens name the issuer with or without the scheme. */
const GOOGLE_ISSUER_ALIASES = ['accounts.google.com'];
const YOUTUBE_API = 'https://www.googleapis.com/youtube/v3';

/**
 * The one file that talks to Google's OAuth 2.0 / OpenID Connect endpoints, through the
 * maintained `openid-client` (discovery, PKCE, ID token checks including the signature against
 * Google's JWKS) and `jose` (ID tokens a page got from Sign in with Google), to the YouTube
 * Data API v3 (`channels.list mine=true`) and to the Gmail API (`users.messages.send`, gmail.ts).
 * Every OAuth / OpenID call (discovery, JWKS, token, revocation) and YouTube call throws 503
 * `provider-unavailable:google` when Google cannot be reached and 502
 * `provider-bad-response:google` when it answers outside its contract (see `asGoogleError`).
 */
export class GoogleClient {
  private configuration: Promise<oidc.Configuration> | null = null;
  private jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  constructor(private readonly config: GoogleConfig) {}

  /**
   * Google's metadata (discovered once; a failed discovery is tried again next time).
   * @throws 503 `provider-unavailable:google` when Google cannot be reached, 502
   * `provider-bad-response:google` for any other failure (discovery has no refusal of its own).
   */
  private oidcConfig(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        new URL(this.url(GOOGLE_ISSUER)),
        this.config.clientId,
        this.config.clientSecret,
        undefined,
        {
          execute: [
            oidc.enableNonRepudiationChecks,
            ...(this.config.testServerUrl?.startsWith('http:') ? [oidc.allowInsecureRequests] : []),
          ],
        },
      )
      .catch((error: unknown) => {
        this.configuration = null;
        throw providerFailure('Google', error, () => true) ?? error;
      });
    return this.configuration;
  }

  private url(address: string): string {
    return viaTestServer(address, this.config.testServerUrl);
  }

  /**
   * Google's consent page for `scopes`, with `state`, the PKCE S256 challenge of `codeVerifier`
   * and `nonce`; `offline` asks for a refresh token (and consent again, so Google gives one).
   */
  async authorizationUrl(input: {
    redirectUri: string;
    scopes: readonly string[];
    state: string;
    codeVerifier: string;
    nonce: string;
    offline: boolean;
  }): Promise<string> {
    const config = await this.oidcConfig();
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: input.redirectUri,
        scope: input.scopes.join(' '),
        state: input.state,
        nonce: input.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
        code_challenge_method: 'S256',
        include_granted_scopes: 'true',
        ...(input.offline && { access_type: 'offline', prompt: 'consent' }),
      })
      .toString();
  }

  /**
   * Exchanges the code Google sent back for tokens, checking `state`, the PKCE verifier, and the
   * ID token (signature against the JWKS, issuer, audience, expiry, nonce).
   * @throws GoogleAuthError when Google or a check refuses.
   */
  async exchangeCode(input: {
    redirectUri: string;
    code: string;
    state: string;
    codeVerifier: string;
    nonce: string;
  }): Promise<{ identity: GoogleIdentity; tokens: GoogleTokens }> {
    const config = await this.oidcConfig();
    const callback = new URL(input.redirectUri);
    callback.searchParams.set('code', input.code);
    callback.searchParams.set('state', input.state);
    try {
      const response = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: input.codeVerifier,
        expectedState: input.state,
        expectedNonce: input.nonce,
        idTokenExpected: true,
      });
      return { identity: identityOf(response.claims()!), tokens: tokensOf(response) };
    } catch (error) {
      throw asGoogleError(error);
    }
  }

  /**
   * Verifies an ID token from Sign in with Google against Google's JWKS: signature, issuer,
   * audience (our client id), expiry (30 s leeway). @throws GoogleAuthError.
   */
  async verifyIdToken(idToken: string): Promise<GoogleIdentity> {
    const config = await this.oidcConfig();
    const { issuer, jwks_uri: jwksUri } = config.serverMetadata();
    this.jwks ??= createRemoteJWKSet(new URL(jwksUri!));
    try {
      const { payload } = await jwtVerify(idToken, this.jwks, {
        issuer: [issuer, ...(issuer === GOOGLE_ISSUER ? GOOGLE_ISSUER_ALIASES : [])],
        audience: this.config.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'email', 'exp', 'iat'],
        clockTolerance: 30,
      });
      return identityOf(payload);
    } catch (error) {
      throw asGoogleError(error);
    }
  }

  /** New tokens for a refresh token (Google keeps the refresh token). @throws GoogleAuthError. */
  async refresh(refreshToken: string): Promise<GoogleTokens> {
    const config = await this.oidcConfig();
    try {
      const tokens = tokensOf(await oidc.refreshTokenGrant(config, refreshToken));
      return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
    } catch (error) {
      throw asGoogleError(error);
    }
  }

  /** Revokes a token (and the grant it belongs to) at Google. @throws GoogleAuthError. */
  async revoke(token: string): Promise<void> {
    try {
      await oidc.tokenRevocation(await this.oidcConfig(), token);
    } catch (error) {
      throw asGoogleError(error);
    }
  }

  /**
   * The signed-in person's own YouTube channel (`channels.list?mine=true`, 1 quota unit), or
   * null when the Google account has none. @throws GoogleAuthError when YouTube refuses (4xx);
   * 503 when it cannot be reached; 502 for a 5xx or an answer that is not a JSON object.
   */
  async myChannel(accessToken: string): Promise<YouTubeChannel | null> {
    const url = new URL(this.url(`${YOUTUBE_API}/channels`));
    url.searchParams.set('part', 'snippet,statistics');
    url.searchParams.set('mine', 'true');
    const response = await callProvider('Google', () =>
      fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } }),
    );
    const body = (await response.json().catch(() => null)) as (ChannelList & ApiErrorBody) | null;
    if (response.status >= 500 || (response.ok && typeof body !== 'object')) {
      throw providerBadResponse('Google');
    }
    if (!response.ok || !body) {
      throw new GoogleAuthError(
        `YouTube answered ${response.status}: ${body?.error?.message ?? 'no details'}`,
        response.status,
      );
    }
    const item = body.items?.[0];
    return item ? channelOf(item) : null;
  }

  /**
   * Sends `message` as the Google account of `accessToken` through the Gmail API
   * (`users.messages.send`, 100 quota units; integrations.md §6): the MIME is built by nodemailer's
   * MailComposer exactly as the SMTP mailer builds it (Message-ID, List-Unsubscribe kept).
   * @throws GmailError when Gmail refuses (see its `status`, `reason`, `retryAt`).
   */
  async sendGmail(accessToken: string, message: MailMessage): Promise<GmailSentMessage> {
    return sendRawGmail(this.url(GMAIL_SEND_URL), accessToken, await composeMime(message));
  }
}

function channelOf(item: ChannelItem): YouTubeChannel {
  const { snippet = {}, statistics = {} } = item;
  return {
    id: item.id,
    title: snippet.title ?? item.id,
    handle: snippet.customUrl?.replace(/^@/, '') || null,
    description: snippet.description || null,
    country: snippet.country ?? null,
    thumbnailUrl: bestThumbnail(snippet.thumbnails),
    subscribers: statistics.hiddenSubscriberCount ? null : count(statistics.subscriberCount),
    videos: count(statistics.videoCount),
    views: count(statistics.viewCount),
  };
}

function identityOf(claims: Record<string, unknown>): GoogleIdentity {
  const str = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    sub: String(claims.sub),
    email: String(claims.email ?? '').toLowerCase(),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: str(claims.name),
    picture: str(claims.picture),
    hostedDomain: str(claims.hd),
  };
}

function tokensOf(response: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers) {
  const expiresIn = response.expiresIn();
  return {
    accessToken: response.access_token,
    expiresAt: expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000),
    refreshToken: response.refresh_token ?? null,
    scopes: (response.scope ?? '').split(' ').filter(Boolean),
  };
}

/**
 * openid-client's codes (`ClientError.code`, from oauth4webapi) of an answer Google's contract
 * does not allow: an unexpected status (a 5xx), not JSON, unparseable, or missing what it must
 * hold; and jose's failures reading the JWKS (not 200, not JSON, not a key set).
 */
const BAD_RESPONSE_CODES = new Set([
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
  'OAUTH_PARSE_ERROR',
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_INVALID_SERVER_METADATA',
  'OAUTH_MISSING_SERVER_METADATA',
  'ERR_JOSE_GENERIC',
  'ERR_JWKS_INVALID',
]);

const isBadResponse = (error: unknown) =>
  BAD_RESPONSE_CODES.has(String((error as { code?: unknown } | null)?.code));

/**
 * Google's refusal as a GoogleAuthError; Google out of reach (503) or answering garbage (502) as
 * the problem that says so (see provider-failure.ts).
 */
function asGoogleError(error: unknown): Error {
  if (error instanceof GoogleAuthError) return error;
  const failure = providerFailure('Google', error, isBadResponse);
  if (failure) return failure;
  const described = error as {
    error?: string;
    error_description?: string;
    message?: string;
    status?: number;
  };
  const reason = described.error_description ?? described.error ?? described.message;
  return new GoogleAuthError(
    reason ?? 'Google refused the sign-in',
    described.status,
    described.error,
  );
}
