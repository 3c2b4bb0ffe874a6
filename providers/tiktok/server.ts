import { sendHtml } from '../kit/http';
import { listen } from '../kit/server';
import { checkAuthorize, decideAuthorize } from './authorize';
import { FakeTikTokError } from './errors';
import type { FakeTikTokRevocation } from './oauth-endpoints';
import { errorPage } from './pages';
import { SlidingWindow } from './rate-limit';
import { routeTikTok } from './routes';
import { SCOPES, type Scope } from './scopes';
import { TikTokStore } from './store';
import { TikTokTokens } from './tokens';
import { type FakeTikTokUserInput, addUser } from './users';

export { FakeTikTokError } from './errors';
export { LIFETIMES } from './tokens';
export { FIELD_SCOPES, SCOPES, type Scope } from './scopes';
export type { FakeTikTokRevocation } from './oauth-endpoints';
export type { FakeTikTokUserInput } from './users';

/**
 * A local TikTok for server tests, Playwright and the demo: Login Kit for Web (the authorization
 * page with PKCE, the token endpoint with refresh-token rotation, revocation) and the Display
 * API's user info with scope-limited fields and the per-endpoint rate limit, with TikTok's
 * refusals and error shapes.
 *
 * Every route is under `/{host}`: the app's test-only setting TIKTOK_TEST_SERVER_URL sends what it
 * would send to `https://{host}/{path}` to `{origin}/{host}/{path}`, for the hosts
 * www.tiktok.com and open.tiktokapis.com.
 */

/** Options of {@link startFakeTikTok}. */
export interface FakeTikTokOptions {
  clientKey: string;
  clientSecret: string;
  /** The app name on the authorization page (default "Collabify"). */
  appName?: string;
  /** Registered redirect URIs (exact match); any http(s) URL without a fragment when omitted. */
  redirectUris?: readonly string[];
  /** Refuse authorize requests without a code challenge (default false: optional on the web). */
  requirePkce?: boolean;
  /** Scopes approved for the app (default all three `user.info.*`). */
  approvedScopes?: readonly Scope[];
  /** Requests per sliding minute per endpoint (default 600). */
  rateLimitPerMinute?: number;
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** The clock (default the real one): code and token lifetimes, the rate-limit window. */
  now?: () => Date;
  /** Log each request to the console. */
  log?: boolean;
}

/** What a user does on the authorization page, for {@link FakeTikTok.consent}. */
export type FakeTikTokConsent =
  /** "Authorize" as this user, unticking `decline` (user.info.basic cannot be unticked). */
  | { username: string; decline?: readonly string[] }
  /** "Cancel". */
  | { deny: true };

/** A running fake. */
export interface FakeTikTok {
  /** `http://127.0.0.1:{port}`. */
  readonly origin: string;
  readonly port: number;
  /** Adds a user who can authorize the app; answers their ids. */
  addUser(user: FakeTikTokUserInput): { openId: string; unionId: string };
  /**
   * What a user does on the page `authorizeUrl` opens (`https://www.tiktok.com/v2/auth/authorize/?…`
   * or the same under this origin): answers the URL the browser is sent back to — also for the
   * refusals TikTok sends back (`?error=invalid_scope…`). Throws {@link FakeTikTokError} for a
   * request refused with a page (client key, redirect URI) and for an unknown user.
   */
  consent(authorizeUrl: string, consent: FakeTikTokConsent): Promise<string>;
  /** Ends the life of every access token issued so far (refresh tokens still work). */
  expireAccessTokens(): void;
  /** Every revocation through `/v2/oauth/revoke/`, oldest first. */
  readonly revoked: readonly FakeTikTokRevocation[];
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1. */
export async function startFakeTikTok(options: FakeTikTokOptions): Promise<FakeTikTok> {
  const clock = options.now;
  const now = clock ? () => clock().getTime() : () => Date.now();
  const store = new TikTokStore({
    clientKey: options.clientKey,
    clientSecret: options.clientSecret,
    name: options.appName ?? 'Collabify',
    redirectUris: options.redirectUris ?? null,
    requirePkce: options.requirePkce ?? false,
    approvedScopes: options.approvedScopes ?? SCOPES,
  });
  const tokens = new TikTokTokens(now);
  const revoked: FakeTikTokRevocation[] = [];
  const context = {
    store,
    tokens,
    now,
    revoked,
    rateLimit: new SlidingWindow(options.rateLimitPerMinute ?? 600, 60_000, now),
  };

  const local = await listen({
    name: 'tiktok',
    port: options.port,
    log: options.log,
    secretParams: ['code', 'code_challenge'],
    handle: (req, res) => routeTikTok(context, req, res),
    internalError: (res) => sendHtml(res, 500, errorPage('Error', 'Something went wrong.')),
  });
  store.origin = local.origin;

  return {
    origin: local.origin,
    port: local.port,
    addUser(input) {
      const user = addUser(store, input);
      return { openId: user.openId, unionId: user.unionId };
    },
    async consent(authorizeUrl, consent) {
      let url: URL;
      try {
        url = new URL(authorizeUrl);
      } catch {
        throw new FakeTikTokError(`Not a URL: ${authorizeUrl}`);
      }
      const path = url.origin === store.origin ? url.pathname : `/${url.hostname}${url.pathname}`;
      if (!/^\/www\.tiktok\.com\/v2\/auth\/authorize\/?$/.test(path))
        throw new FakeTikTokError(`Not a TikTok authorize URL: ${authorizeUrl}`);
      const check = checkAuthorize(store, (name) => url.searchParams.get(name));
      if (!check.ok) {
        if ('page' in check) throw new FakeTikTokError(`Something went wrong: ${check.page}`);
        return check.redirect;
      }
      if ('deny' in consent) return decideAuthorize(store, tokens, check, 'cancel');
      const user = store.findUser(consent.username);
      if (!user) throw new FakeTikTokError(`No TikTok user @${consent.username}`);
      return decideAuthorize(store, tokens, check, {
        openId: user.openId,
        decline: consent.decline ?? [],
      });
    },
    expireAccessTokens: () => tokens.expireAccessTokens(),
    get revoked() {
      return revoked.map((r) => ({ ...r, at: new Date(r.at) }));
    },
    close: () => local.close(),
  };
}
