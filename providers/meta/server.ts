import { sendHtml } from '../kit/http';
import { listen } from '../kit/server';
import {
  type FakeFacebookPageInput,
  type FakeFacebookUserInput,
  type FakeInstagramAccountInput,
  addFacebookPage,
  addFacebookUser,
  addInstagramAccount,
} from './accounts';
import {
  type FakeBusinessDiscoveryAccess,
  type FakeBusinessDiscoveryAccessInput,
  addBusinessDiscoveryAccess,
} from './discovery-access';
import { FakeMetaError } from './errors';
import { checkFacebookDialog, decideFacebook } from './facebook-dialog';
import { numericId, randomBase62 } from './ids';
import { checkInstagramAuthorize, decideInstagram } from './instagram-authorize';
import { errorPage } from './pages';
import { routeMeta } from './routes';
import { MetaStore } from './store';
import { type FacebookToken, type InstagramToken, MetaTokens } from './tokens';
import { type GraphCall, GraphTraffic } from './traffic';

export { FakeMetaError } from './errors';
export { LIFETIMES } from './tokens';
export { BUSINESS_DISCOVERY_SCOPES } from './scopes';
export type { FacebookToken, InstagramToken } from './tokens';
export type { InstagramAccountType, InstagramMediaType } from './store';
export type { GraphCall } from './traffic';
export type {
  FakeFacebookPageInput,
  FakeFacebookUserInput,
  FakeInstagramAccountInput,
  FakeInstagramMediaInput,
} from './accounts';
export type {
  FakeBusinessDiscoveryAccess,
  FakeBusinessDiscoveryAccessInput,
} from './discovery-access';

/**
 * A local Meta for server tests, Playwright and the demo: Facebook Login (dialog, code exchange,
 * `debug_token`, `/me`, permissions), Instagram API with Instagram Login (authorize, short-
 * and long-lived tokens, refresh, `/me`, media) and Instagram business discovery through
 * graph.facebook.com, with Meta's refusals, error shapes, usage headers and rate limits.
 *
 * Every route is under `/{host}`: the app's test-only setting META_TEST_SERVER_URL sends what it
 * would send to `https://{host}/{path}` to `{origin}/{host}/{path}`, for the hosts
 * www.facebook.com, graph.facebook.com, www.instagram.com, api.instagram.com and
 * graph.instagram.com.
 */

/** An app's credentials as the App Dashboard shows them. */
export interface FakeMetaApp {
  appId: string;
  appSecret: string;
  /** The name the dialogs and `debug_token` show (default "Collabify"). */
  name?: string;
}

/** Options of {@link startFakeMeta}. */
export interface FakeMetaOptions {
  /** The Facebook Login app (graph.facebook.com, the dialog). */
  facebook: FakeMetaApp;
  /** The Instagram app of "Instagram API with Instagram Login" (its own id and secret). */
  instagram: FakeMetaApp;
  /** Valid OAuth Redirect URIs of both apps (exact match); any http(s) URL when omitted. */
  redirectUris?: readonly string[];
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** The clock (default the real one): code and token lifetimes, issue times, rate windows. */
  now?: () => Date;
  /**
   * Business discovery calls one Instagram account may make in a rolling hour (default 200);
   * past it calls answer code 80002 and `estimated_time_to_regain_access`.
   */
  businessDiscoveryCallsPerHour?: number;
  /**
   * graph.facebook.com calls the app may make in a rolling hour (default 20,000; Meta: 200 ×
   * daily active users), reported in `X-App-Usage`; past it calls answer code 4.
   */
  appCallsPerHour?: number;
  /** Log each request to the console. */
  log?: boolean;
}

/** What a person does on a dialog, for {@link FakeMeta.consent}. */
export type FakeMetaConsent =
  /** Facebook: this person continues; Instagram: this account (professional id) allows. */
  | { userId: string; decline?: readonly string[] }
  /** Instagram: this account allows. */
  | { username: string; decline?: readonly string[] }
  /** "Cancel". */
  | { deny: true };

/** A running fake. */
export interface FakeMeta {
  /** `http://127.0.0.1:{port}`. */
  readonly origin: string;
  readonly port: number;
  /** Adds a person who can log in with Facebook; answers the app-scoped id. */
  addFacebookUser(user: FakeFacebookUserInput): { id: string };
  /** Adds an Instagram account; answers its professional id (`userId`) and app-scoped id. */
  addInstagramAccount(account: FakeInstagramAccountInput): { userId: string; appScopedId: string };
  /** Adds a Page linking a business or creator account to the people who manage it. */
  addFacebookPage(page: FakeFacebookPageInput): { id: string };
  /**
   * Sets up business discovery for the app: a person managing a Page linked to an Instagram
   * business account, with a 60-day user token holding `instagram_basic`,
   * `pages_read_engagement` and `pages_show_list` (or `scopes`).
   */
  addBusinessDiscoveryAccess(
    options?: FakeBusinessDiscoveryAccessInput,
  ): FakeBusinessDiscoveryAccess;
  /**
   * A live 60-day user token of the Facebook app for a person, with exactly `scopes` (e.g. one
   * lacking business discovery's permissions).
   */
  issueFacebookToken(facebookUserId: string, scopes: readonly string[]): string;
  /**
   * The next `count` Graph calls (graph.facebook.com, graph.instagram.com) answer `status`:
   * 500 `{"error": {"message": "An unknown error has occurred.", "code": 1, "is_transient":
   * true, …}}`, 503 code 2 "Service temporarily unavailable".
   */
  failGraph(count: number, status?: number): void;
  /** Every Graph call answered so far, oldest first (host, method, path, status). */
  readonly graphCalls: readonly GraphCall[];
  /**
   * What a person does on the dialog `authorizeUrl` opens (the URL the app redirects to, with
   * `https://www.facebook.com/…` / `https://www.instagram.com/…` or this origin): answers the
   * URL the browser is sent back to. `decline` unticks optional permissions (`email`, optional
   * `instagram_business_*`). Throws {@link FakeMetaError} when the dialog refuses the request,
   * for an unknown person or account, and for a personal Instagram account (its page offers
   * Cancel only).
   */
  consent(authorizeUrl: string, consent: FakeMetaConsent): Promise<string>;
  /** A live Facebook user token issued to another app (`debug_token` shows its app_id). */
  tokenOfOtherApp(facebookUserId: string): string;
  /** The app id `tokenOfOtherApp` tokens belong to. */
  readonly otherAppId: string;
  /** Ends the life of every token issued so far, Facebook and Instagram. */
  expireTokens(): void;
  /** Every Facebook token issued (copies), oldest first. */
  readonly facebookTokens: readonly FacebookToken[];
  /** Every Instagram token issued (copies), oldest first. */
  readonly instagramTokens: readonly InstagramToken[];
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1. */
export async function startFakeMeta(options: FakeMetaOptions): Promise<FakeMeta> {
  const clock = options.now;
  const now = clock ? () => clock().getTime() : () => Date.now();
  const app = (config: FakeMetaApp) => ({
    appId: config.appId,
    appSecret: config.appSecret,
    name: config.name ?? 'Collabify',
  });
  const store = new MetaStore(
    app(options.facebook),
    app(options.instagram),
    { appId: numericId(15, '9'), appSecret: randomBase62(32), name: 'Another App' },
    options.redirectUris ?? null,
  );
  const tokens = new MetaTokens(now);
  const traffic = new GraphTraffic(now, {
    appCallsPerHour: options.appCallsPerHour ?? 20_000,
    businessDiscoveryCallsPerHour: options.businessDiscoveryCallsPerHour ?? 200,
  });
  const context = { store, tokens, now, appTokens: new Set<string>(), traffic };

  const local = await listen({
    name: 'meta',
    port: options.port,
    log: options.log,
    secretParams: ['access_token', 'input_token', 'code', 'client_secret'],
    handle: (req, res) => routeMeta(context, req, res),
    internalError: (res) => sendHtml(res, 500, errorPage('Error', 'Something went wrong.')),
  });
  store.origin = local.origin;

  /** Host and path of an authorize URL given with Meta's host or under this origin. */
  const locate = (authorizeUrl: string) => {
    let url: URL;
    try {
      url = new URL(authorizeUrl);
    } catch {
      throw new FakeMetaError(`Not a URL: ${authorizeUrl}`);
    }
    if (url.origin === store.origin) {
      const [, host = '', ...rest] = url.pathname.split('/');
      return { host, path: `/${rest.join('/')}`, params: url.searchParams };
    }
    return { host: url.hostname, path: url.pathname, params: url.searchParams };
  };

  return {
    origin: local.origin,
    port: local.port,
    otherAppId: store.otherApp.appId,
    addFacebookUser: (input) => ({ id: addFacebookUser(store, input).id }),
    addInstagramAccount(input) {
      const account = addInstagramAccount(store, input);
      return { userId: account.userId, appScopedId: account.appScopedId };
    },
    async consent(authorizeUrl, consent) {
      const { host, path, params } = locate(authorizeUrl);
      const param = (name: string) => params.get(name);
      const decline = 'deny' in consent ? [] : (consent.decline ?? []);
      if (host === 'www.facebook.com' && /^\/(v\d+\.\d+\/)?dialog\/oauth\/?$/.test(path)) {
        const check = checkFacebookDialog(store, param);
        if (!check.ok) throw new FakeMetaError(`${check.title}: ${check.message}`);
        if ('deny' in consent) return decideFacebook(store, tokens, check, 'cancel');
        if (!('userId' in consent))
          throw new FakeMetaError('Facebook Login needs { userId } (a Facebook user id)');
        return decideFacebook(store, tokens, check, { userId: consent.userId, decline });
      }
      if (
        (host === 'www.instagram.com' || host === 'api.instagram.com') &&
        /^\/oauth\/authorize\/?$/.test(path)
      ) {
        const check = checkInstagramAuthorize(store, param);
        if (!check.ok) throw new FakeMetaError(`${check.title}: ${check.message}`);
        if ('deny' in consent) return decideInstagram(store, tokens, check, 'cancel');
        const account = store.findInstagramAccount(consent);
        if (!account) throw new FakeMetaError(`No Instagram account ${JSON.stringify(consent)}`);
        return decideInstagram(store, tokens, check, { accountId: account.userId, decline });
      }
      throw new FakeMetaError(`Not a Facebook Login or Instagram authorize URL: ${authorizeUrl}`);
    },
    addFacebookPage: (input) => ({ id: addFacebookPage(store, input).id }),
    addBusinessDiscoveryAccess: (input) => addBusinessDiscoveryAccess(store, tokens, input),
    issueFacebookToken(facebookUserId, scopes) {
      if (!store.facebookUsers.has(facebookUserId))
        throw new FakeMetaError(`No Facebook user with id ${facebookUserId}`);
      return tokens.issueFacebookToken({
        appId: store.facebook.appId,
        userId: facebookUserId,
        scopes: [...scopes],
        declined: [],
      }).token;
    },
    failGraph(count, status = 500) {
      if (!Number.isSafeInteger(count) || count < 0)
        throw new FakeMetaError(`failGraph needs a non-negative count, got ${count}`);
      if (status < 500 || status > 599)
        throw new FakeMetaError(`failGraph needs a 5xx status, got ${status}`);
      traffic.failNext(count, status);
    },
    get graphCalls() {
      return structuredClone(traffic.calls);
    },
    tokenOfOtherApp(facebookUserId) {
      if (!store.facebookUsers.has(facebookUserId))
        throw new FakeMetaError(`No Facebook user with id ${facebookUserId}`);
      return tokens.issueFacebookToken({
        appId: store.otherApp.appId,
        userId: facebookUserId,
        scopes: ['email', 'public_profile'],
        declined: [],
      }).token;
    },
    expireTokens: () => tokens.expireAll(),
    get facebookTokens() {
      return structuredClone([...tokens.facebookTokens.values()]);
    },
    get instagramTokens() {
      return structuredClone([...tokens.instagramTokens.values()]);
    },
    close: () => local.close(),
  };
}
