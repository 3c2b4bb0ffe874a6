import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWTPayload } from 'jose';
import {
  AccountStore,
  type FakeAccount,
  type FakeAccountInput,
  type FakeChannelInput,
} from './accounts';
import { authorizeApiCall } from './api-auth';
import { GoogleApiError, notFound } from './api-error';
import {
  type AuthorizeRequest,
  approve,
  checkAuthorizeRequest,
  deny,
  silentAuthorize,
} from './authorize';
import { authenticateClient } from './client-auth';
import { discoveryDocument, issuerOf } from './discovery';
import { FakeGoogleError } from './errors';
import { Gmail, type SentMessage } from './gmail';
import { BodyTooLarge, bearerToken, headerValue, redirect, sendHtml, sendSvg } from '../kit/http';
import { listen } from '../kit/server';
import { parseParams, readGoogleBody, sendJson } from './http';
import { idTokenClaims, signIdToken } from './id-token';
import { newConsentId } from './ids';
import { initials } from '../kit/avatar';
import { avatarUrl, labelSvg } from './images';
import { KeyRing, newSigningKey } from './keys';
import { OAuthError } from '../kit/oauth-error';
import { authorizeErrorPage, consentPage, homePage, messagePage } from './pages';
import { GMAIL_SEND_SCOPES, OPENID, USERINFO_EMAIL, USERINFO_PROFILE } from './scopes';
import { type RevokedToken, TokenStore } from './tokens';
import { userinfo, userinfoChallenge } from './userinfo';
import { YouTubeOutage, handleYouTube } from './youtube';
import { YouTubeQuota } from './youtube-quota';

export { FakeGoogleError } from './errors';
export { issuerOf } from './discovery';
export { s256Challenge } from './pkce';
export { roundSubscriberCount } from './youtube-resources';
export type { FakeAccount, FakeAccountInput, FakeChannelInput, FakeVideoInput } from './accounts';
export type { SentMessage } from './gmail';
export type { RevokedToken, TokenResponse } from './tokens';

/**
 * A local Google for server tests, Playwright and the demo: OpenID Connect discovery, the
 * authorization endpoint's consent page (code flow with PKCE), the token, revoke and userinfo
 * endpoints, RS256 ID tokens with published rotating keys, YouTube Data API v3 reads and Gmail
 * `users.messages.send`. Everything answers under a host prefix — the app's test-only
 * `GOOGLE_TEST_SERVER_URL` sends what it would send to `https://{host}/{path}` to
 * `{origin}/{host}/{path}`.
 */

/** Options of {@link startFakeGoogle}. */
export interface FakeGoogleOptions {
  /** The OAuth client's id (the only one the fake knows). */
  clientId: string;
  clientSecret: string;
  /** Registered redirect URIs (exact match, as Google); any http(s) URL when omitted. */
  redirectUris?: string[];
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** The clock (default the real one): tests move it to expire codes and tokens. */
  now?: () => Date;
  /** Messages an account may send per 24 hours through Gmail (default 500, consumer Gmail's cap). */
  dailySendLimit?: number;
  /** YouTube Data API units per Pacific day (default 10,000); each call costs 1. */
  youtubeDailyQuota?: number;
  /** An API key that reads public YouTube data with `key=` (none by default: keys are refused). */
  apiKey?: string;
  /** The app's name on the consent page (default "Collabify"). */
  appName?: string;
  /** Log each request to the console. */
  log?: boolean;
}

/** Options of {@link FakeGoogle.idToken}. */
export interface IdTokenOptions {
  /** Sign with this key (a published one, or one dropped by dropOldKeys). */
  kid?: string;
  /** `exp - iat` (default 3600); negative for an expired token. */
  expiresInSeconds?: number;
  /** `aud` (default the client id); `azp` follows when a string. */
  audience?: string | string[];
  /** `iss` (default the fake's issuer). */
  issuer?: string;
  /** Sign with a fresh key that is never published (a forged token). */
  signWithUnpublishedKey?: boolean;
}

/** A request to the YouTube Data API, as the fake received it. */
export interface YouTubeCall {
  /** The method's resource: `channels`, `videos`, `playlistItems` (or `search` … the fake refuses). */
  resource: string;
  /** The query parameters (`key` included). */
  params: Record<string, string>;
}

/** Who the person picked on the consent page, or that they cancelled. */
export type ConsentChoice = { email: string } | { deny: true };

/** A running fake. */
export interface FakeGoogle {
  /** `http://127.0.0.1:{port}`. */
  readonly origin: string;
  /** `{origin}/accounts.google.com`: the `iss` of its ID tokens and its discovery base. */
  readonly issuer: string;
  readonly clientId: string;
  /** Adds a Google account (with a YouTube channel when `channel` is given); answers it with its sub. */
  addAccount(input: FakeAccountInput): FakeAccount;
  /**
   * Adds a public YouTube channel that no account owns (nobody signs in as it): `channels.list`
   * by id or handle, its uploads playlist and `videos.list` read it like any channel. Throws
   * {@link FakeGoogleError} for a malformed channel or a taken id or handle.
   */
  addChannel(channel: FakeChannelInput): FakeChannelInput;
  /** The account with this email; throws {@link FakeGoogleError} when there is none. */
  account(email: string): FakeAccount;
  /**
   * Does what a person does on the consent page of `authorizeUrl` (the app's redirect to
   * `{origin}/accounts.google.com/o/oauth2/v2/auth?…`): continues as the account, or cancels.
   * Answers the callback URL (`redirect_uri?code=…` or `?error=access_denied`). Throws
   * {@link FakeGoogleError} where the page would show an error and redirect nowhere.
   */
  consent(authorizeUrl: string, choice: ConsentChoice): Promise<string>;
  /**
   * An ID token for the account with `email` — every claim Google sets with openid email profile,
   * `claims` overriding them (undefined removes one) — for tests of forged, expired or foreign
   * tokens.
   */
  idToken(
    claims: { email: string } & Record<string, unknown>,
    options?: IdTokenOptions,
  ): Promise<string>;
  /** Makes a new signing key, keeping the previous one published; answers the new kid. */
  rotateKeys(): Promise<string>;
  /** Unpublishes every key but the signing one. */
  dropOldKeys(): void;
  /** The kid that signs now. */
  readonly signingKeyId: string;
  /** The kids published at /oauth2/v3/certs, newest first. */
  readonly publishedKeyIds: readonly string[];
  /** Every message sent through Gmail, oldest first (live; do not modify). */
  readonly sentMail: readonly SentMessage[];
  /** Every token revoked (revoke endpoint, or a reused code), oldest first (live). */
  readonly revoked: readonly RevokedToken[];
  /** Every access token issued so far answers 401 from now on; refresh tokens still work. */
  expireAccessTokens(): void;
  /** YouTube units used today (Pacific Time). */
  readonly youtubeQuotaUsed: number;
  /** Spends today's YouTube quota: the next call answers 403 quotaExceeded. */
  exhaustYouTubeQuota(): void;
  /**
   * A YouTube outage: the next `count` calls to a YouTube method answer Google's backend error —
   * 503 UNAVAILABLE "The service is currently unavailable." (default) or 500 INTERNAL "Internal
   * error encountered.", reason `backendError` — before credentials are checked and without
   * spending quota. `failYouTube(0)` ends it.
   */
  failYouTube(count: number, status?: 500 | 503): void;
  /** Every request to the YouTube Data API, oldest first (live; do not modify). */
  readonly youtubeCalls: readonly YouTubeCall[];
  close(): Promise<void>;
}

const AUTHORIZE_PATH = '/accounts.google.com/o/oauth2/v2/auth';
const CONSENT_TTL_MS = 60 * 60 * 1000;
const CERTS_CACHE = 'public, max-age=0, must-revalidate, no-transform';
const GMAIL_SEND = /^\/gmail\.googleapis\.com\/gmail\/v1\/users\/([^/]+)\/messages\/send$/;
const YOUTUBE = /^\/www\.googleapis\.com\/youtube\/v3\/([A-Za-z]+)$/;

/** Starts the fake on 127.0.0.1. */
export async function startFakeGoogle(options: FakeGoogleOptions): Promise<FakeGoogle> {
  const nowMs = () => (options.now ? options.now().getTime() : Date.now());
  const nowSeconds = () => Math.floor(nowMs() / 1000);
  const appName = options.appName ?? 'Collabify';
  const client = { clientId: options.clientId, clientSecret: options.clientSecret };
  const keys = await KeyRing.create();
  const accounts = new AccountStore();
  let origin = '';
  let issuer = '';

  const tokens = new TokenStore(accounts, nowMs, (account, facts) =>
    signIdToken(
      idTokenClaims(account, {
        issuer,
        audience: options.clientId,
        issuedAt: nowSeconds(),
        ...facts,
      }),
      keys.current,
    ),
  );
  const gmail = new Gmail(options.dailySendLimit ?? 500, nowMs);
  const quota = new YouTubeQuota(options.youtubeDailyQuota ?? 10_000, nowMs);
  const outage = new YouTubeOutage();
  const youtubeCalls: YouTubeCall[] = [];
  const pendingConsents = new Map<string, { request: AuthorizeRequest; expiresAt: number }>();
  const authorizeClient = {
    clientId: options.clientId,
    ...(options.redirectUris ? { redirectUris: options.redirectUris } : {}),
  };

  const accountByEmail = (email: string) => {
    const account = accounts.byEmailAddress(email);
    if (!account) throw new FakeGoogleError(`No account with email ${email}`);
    return account;
  };

  /** GET /o/oauth2/v2/auth: the consent page, a refusal page, or (prompt=none) a redirect. */
  const authorizePage = (res: ServerResponse, query: URLSearchParams) => {
    const check = checkAuthorizeRequest(authorizeClient, query);
    if (!check.ok) return sendHtml(res, check.status, authorizeErrorPage(check));
    const { request } = check;
    if (request.prompt.includes('none')) {
      const hinted = request.loginHint ? accounts.byEmailAddress(request.loginHint) : undefined;
      return redirect(res, silentAuthorize(tokens, request, hinted));
    }
    for (const [id, pending] of pendingConsents)
      if (pending.expiresAt <= nowMs()) pendingConsents.delete(id);
    const consentId = newConsentId();
    pendingConsents.set(consentId, { request, expiresAt: nowMs() + CONSENT_TTL_MS });
    return sendHtml(
      res,
      200,
      consentPage({ appName, consentId, request, accounts: accounts.all() }),
    );
  };

  /** POST /o/oauth2/v2/auth/consent: the page's "Continue as …" or "Cancel". */
  const consentChoice = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams(await readGoogleBody(req));
    const id = form.get('consent') ?? '';
    const pending = pendingConsents.get(id);
    pendingConsents.delete(id);
    if (!pending || pending.expiresAt <= nowMs()) {
      return sendHtml(
        res,
        400,
        messagePage(
          'Sign-in expired',
          'This sign-in request has expired or was already answered. Go back to the app and try again.',
        ),
      );
    }
    if (form.get('deny') === '1') return redirect(res, deny(pending.request));
    const account = accounts.bySubject(form.get('account') ?? '');
    if (!account)
      return sendHtml(res, 400, messagePage('Unknown account', 'There is no such account here.'));
    return redirect(res, approve(tokens, pending.request, account, true));
  };

  /** POST /token: client authentication, then the grant. */
  const token = async (req: IncomingMessage, res: ServerResponse) => {
    const params = parseParams(req, await readGoogleBody(req));
    authenticateClient(client, params, headerValue(req, 'authorization'));
    const grantType = params.grant_type ?? '';
    if (grantType === 'authorization_code')
      return sendJson(res, 200, await tokens.exchangeCode(params));
    if (grantType === 'refresh_token') return sendJson(res, 200, await tokens.refresh(params));
    throw new OAuthError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
  };

  /** POST /revoke: `token=` in the body or the query. */
  const revoke = async (req: IncomingMessage, res: ServerResponse, query: URLSearchParams) => {
    const params = parseParams(req, await readGoogleBody(req));
    const value = params.token ?? query.get('token') ?? '';
    if (!value) throw new OAuthError(400, 'invalid_request', 'Missing required parameter: token');
    if (!tokens.revoke(value))
      throw new OAuthError(400, 'invalid_token', 'Token expired or revoked');
    return sendJson(res, 200, {});
  };

  const image = (res: ServerResponse, label: string, seed: string) =>
    sendSvg(res, labelSvg(label, seed), 86_400);

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const query = url.searchParams;

    if (method === 'GET' && path === '/accounts.google.com/.well-known/openid-configuration') {
      return sendJson(res, 200, discoveryDocument(origin), {
        'cache-control': 'public, max-age=3600',
      });
    }
    if (method === 'GET' && path === AUTHORIZE_PATH) return authorizePage(res, query);
    if (method === 'POST' && path === `${AUTHORIZE_PATH}/consent`) return consentChoice(req, res);
    if (method === 'POST' && path === '/oauth2.googleapis.com/token') return token(req, res);
    if (method === 'POST' && path === '/oauth2.googleapis.com/revoke')
      return revoke(req, res, query);
    if (method === 'GET' && path === '/www.googleapis.com/oauth2/v3/certs')
      return sendJson(res, 200, keys.jwks(), { 'cache-control': CERTS_CACHE });
    if (method === 'GET' && path === '/www.googleapis.com/oauth2/v1/certs')
      return sendJson(res, 200, keys.pemCerts(), { 'cache-control': CERTS_CACHE });
    if (
      (method === 'GET' || method === 'POST') &&
      (path === '/openidconnect.googleapis.com/v1/userinfo' ||
        path === '/www.googleapis.com/oauth2/v3/userinfo')
    ) {
      return sendJson(res, 200, userinfo(tokens, accounts, bearerToken(req)));
    }

    const youtube = YOUTUBE.exec(path);
    if (youtube && method === 'GET') {
      youtubeCalls.push({ resource: youtube[1]!, params: Object.fromEntries(query) });
      const answer = handleYouTube(
        {
          accounts,
          tokens,
          quota,
          outage,
          origin,
          ...(options.apiKey ? { apiKey: options.apiKey } : {}),
        },
        youtube[1]!,
        query,
        { authorization: headerValue(req, 'authorization'), key: query.get('key') },
      );
      return sendJson(res, answer.status, answer.body);
    }

    const gmailSend = GMAIL_SEND.exec(path);
    if (gmailSend && method === 'POST') {
      const record = authorizeApiCall(
        tokens,
        options.apiKey,
        { authorization: headerValue(req, 'authorization'), key: query.get('key') },
        {
          service: 'gmail.googleapis.com',
          method: 'caribou.api.proto.MailboxService.SendMessage',
          scopes: GMAIL_SEND_SCOPES,
          allowsApiKey: false,
        },
      )!;
      const account = accounts.bySubject(record.sub)!;
      let userId = gmailSend[1]!;
      try {
        userId = decodeURIComponent(userId);
      } catch {
        // A malformed escape is kept as sent: it names no user.
      }
      if (userId !== 'me' && userId.toLowerCase() !== account.email.toLowerCase()) {
        const message = `Delegation denied for ${account.email}`;
        throw new GoogleApiError(403, message, 'PERMISSION_DENIED', [
          { message, domain: 'global', reason: 'forbidden' },
        ]);
      }
      return sendJson(res, 200, await gmail.send(account, await readGoogleBody(req)));
    }

    const avatar = /^\/lh3\.googleusercontent\.com\/a\/(\d+)(=[\w-]+)?$/.exec(path);
    if (avatar && method === 'GET') {
      const account = accounts.bySubject(avatar[1]!);
      if (account) return image(res, initials(account.name), account.sub);
    }
    const channelImage = /^\/yt3\.ggpht\.com\/(UC[\w-]{22})(=[\w-]+)?$/.exec(path);
    if (channelImage && method === 'GET') {
      const channel = accounts.channelById(channelImage[1]!);
      if (channel) return image(res, initials(channel.title), channel.id);
    }
    const videoImage = /^\/i\.ytimg\.com\/vi\/([\w-]{11})\/\w+\.jpg$/.exec(path);
    if (videoImage && method === 'GET') return image(res, '▶', videoImage[1]!);

    if (method === 'GET' && path === '/') {
      return sendHtml(
        res,
        200,
        homePage({
          origin,
          issuer,
          clientId: options.clientId,
          accounts: accounts.all(),
          publicChannels: accounts.publicChannelList(),
          sentMail: gmail.sent,
        }),
      );
    }
    if (/^\/(www|gmail|oauth2|openidconnect)\./.test(path)) throw notFound();
    return sendHtml(res, 404, messagePage('Not Found', 'There is nothing at this address.'));
  };

  const local = await listen({
    name: 'google',
    port: options.port,
    log: options.log,
    secretParams: ['token', 'code', 'key'],
    handle: route,
    refusal: (error, req, res) => {
      if (error instanceof GoogleApiError) sendJson(res, error.code, error.body(), error.headers);
      else if (error instanceof OAuthError) {
        const isUserinfo = /userinfo$/.test(new URL(req.url ?? '/', origin).pathname);
        sendJson(
          res,
          error.status,
          error.body(),
          isUserinfo ? { 'www-authenticate': userinfoChallenge(error) } : {},
        );
      } else if (error instanceof BodyTooLarge)
        sendJson(res, 413, { error: 'Request Entity Too Large' });
      else return false;
      return true;
    },
    internalError: (res) =>
      sendJson(res, 500, {
        error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' },
      }),
  });
  origin = local.origin;
  issuer = issuerOf(origin);

  return {
    origin,
    issuer,
    clientId: options.clientId,
    addAccount: (input) => accounts.add(input, (sub) => avatarUrl(origin, sub)),
    addChannel: (channel) => accounts.addChannel(channel),
    account: accountByEmail,
    async consent(authorizeUrl, choice) {
      const url = new URL(authorizeUrl);
      if (url.origin !== origin || url.pathname !== AUTHORIZE_PATH)
        throw new FakeGoogleError(`Not this fake's authorization endpoint: ${authorizeUrl}`);
      const check = checkAuthorizeRequest(authorizeClient, url.searchParams);
      if (!check.ok)
        throw new FakeGoogleError(`Error ${check.status}: ${check.error} — ${check.description}`);
      const { request } = check;
      if (request.prompt.includes('none')) {
        const hinted = request.loginHint ? accounts.byEmailAddress(request.loginHint) : undefined;
        return silentAuthorize(tokens, request, hinted);
      }
      if ('deny' in choice) return deny(request);
      return approve(tokens, request, accountByEmail(choice.email), true);
    },
    async idToken({ email, ...overrides }, idOptions = {}) {
      const account = accountByEmail(email);
      const audience = idOptions.audience ?? options.clientId;
      const claims: JWTPayload = {
        ...idTokenClaims(account, {
          issuer: idOptions.issuer ?? issuer,
          audience: options.clientId,
          scopes: [OPENID, USERINFO_EMAIL, USERINFO_PROFILE],
          issuedAt: nowSeconds(),
          ...(idOptions.expiresInSeconds !== undefined
            ? { expiresInSeconds: idOptions.expiresInSeconds }
            : {}),
        }),
        aud: audience,
        ...(typeof audience === 'string' ? { azp: audience } : {}),
      };
      for (const [name, value] of Object.entries(overrides)) {
        if (value === undefined) delete claims[name];
        else claims[name] = value;
      }
      let key = keys.current;
      if (idOptions.signWithUnpublishedKey) key = await newSigningKey();
      else if (idOptions.kid !== undefined) {
        const found = keys.byKid(idOptions.kid);
        if (!found) throw new FakeGoogleError(`No key with kid ${idOptions.kid}`);
        key = found;
      }
      return signIdToken(claims, key);
    },
    rotateKeys: async () => (await keys.rotate()).kid,
    dropOldKeys: () => keys.dropOld(),
    get signingKeyId() {
      return keys.current.kid;
    },
    get publishedKeyIds() {
      return keys.publishedKeys().map((k) => k.kid);
    },
    sentMail: gmail.sent,
    revoked: tokens.revoked,
    expireAccessTokens: () => tokens.expireAccessTokens(),
    get youtubeQuotaUsed() {
      return quota.used;
    },
    exhaustYouTubeQuota: () => quota.exhaust(),
    failYouTube: (count, status = 503) => outage.fail(count, status),
    youtubeCalls,
    close: () => local.close(),
  };
}
