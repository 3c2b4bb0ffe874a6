import '@shopify/shopify-api/adapters/node';
import { setTimeout as delay } from 'node:timers/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiVersion } from '@shopify/shopify-api';
import {
  GraphqlQueryError,
  HttpMaxRetriesError,
  HttpRequestError,
  HttpResponseError,
  InvalidHmacError,
  LogSeverity,
  Session,
  shopifyApi,
  type Shopify,
} from '@shopify/shopify-api';
import { abstractFetch, setAbstractFetchFunc } from '@shopify/shopify-api/runtime';
import pRetry, { AbortError } from 'p-retry';
import { providerBadResponse, providerUnavailable } from '../../errors';
import { providerFailure } from '../provider-failure';

/** What the Shopify integration needs from the environment. */
export interface ShopifyConfig {
  /** The app's client id and secret (SHOPIFY_API_KEY, SHOPIFY_API_SECRET). */
  apiKey: string;
  apiSecret: string;
  /** The pinned Admin API version, e.g. `2026-10`. */
  apiVersion: string;
  scopes: readonly string[];
  /** Public base URL of Collabify (redirect URI and webhook address are built from it). */
  appUrl: string;
  /** Test and local demo only: `https://<shop>/…` goes to `<testServerUrl>/<shop>/…`. */
  testServerUrl?: string;
}

/** An offline access token as Shopify grants it (expiring offline tokens, Dec 2025+). */
export interface ShopifyGrant {
  accessToken: string;
  /** Granted scopes, as Shopify lists them. */
  scopes: string[];
  /** When the access token stops working; null for a non-expiring token. */
  expiresAt: Date | null;
  refreshToken: string | null;
  refreshTokenExpiresAt: Date | null;
}

/** Shopify refused the access token (HTTP 401): it expired or was revoked. */
export class ShopifyUnauthorizedError extends Error {
  constructor() {
    super('Shopify refused the access token');
    this.name = 'ShopifyUnauthorizedError';
  }
}

/** Shopify refused a request (token exchange, GraphQL errors, HTTP 4xx/5xx); `status` is its HTTP status. */
export class ShopifyRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ShopifyRequestError';
  }
}

/** Still throttled after the documented waits. */
export class ShopifyThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Shopify is throttling requests to this shop');
    this.name = 'ShopifyThrottledError';
  }
}

/** A verified webhook delivery's headers. */
export interface ShopifyWebhookHeaders {
  /** As Shopify names it in `X-Shopify-Topic`, e.g. `orders/create`. */
  topic: string;
  shop: string;
  webhookId: string;
  apiVersion: string;
}

/**
 * Retries of a THROTTLED query. Shopify's rate-limit guide: when a query is throttled, wait until
 * enough of the bucket is restored (`(requestedQueryCost − currentlyAvailable) / restoreRate`
 * seconds) and send it again; nothing more aggressive. Two tries after the first keep a user's
 * request under ~10 s even on a drained Standard bucket.
 * https://shopify.dev/docs/api/usage/rate-limits#graphql-admin-api-rate-limits
 */
const THROTTLE_RETRIES = 2;
/** Longest wait for the bucket before giving up, in seconds. */
const MAX_THROTTLE_WAIT_SECONDS = 5;

/** The cost extension Shopify adds to every Admin GraphQL response. */
interface QueryCost {
  requestedQueryCost?: number;
  throttleStatus?: { currentlyAvailable: number; restoreRate: number };
}

/** Seconds to wait before a throttled query can run, from the response's cost extension. */
function throttleWaitSeconds(cost: QueryCost | undefined): number {
  const status = cost?.throttleStatus;
  if (!status || !cost?.requestedQueryCost || status.restoreRate <= 0) return 1;
  const missing = cost.requestedQueryCost - status.currentlyAvailable;
  return Math.max(0, Math.ceil(missing / status.restoreRate));
}

/** Whether a GraphQL error body says THROTTLED; returns its cost extension when it does. */
function throttledCost(error: unknown): QueryCost | undefined | false {
  if (!(error instanceof GraphqlQueryError)) return false;
  const body = error.body as {
    errors?: { graphQLErrors?: { extensions?: { code?: string } }[] };
    extensions?: { cost?: QueryCost };
  };
  const throttled = body.errors?.graphQLErrors?.some((e) => e.extensions?.code === 'THROTTLED');
  return throttled ? body.extensions?.cost : false;
}

/**
 * Collabify's only door to Shopify, on the official `@shopify/shopify-api` SDK: OAuth (authorize
 * URL, query HMAC, code exchange, token refresh), the Admin GraphQL API, webhook HMAC checks and
 * token revocation. Contract: research/integrations.md §1 and shopify.dev as cited per method.
 */
export class ShopifyClient {
  readonly #shopify: Shopify;
  readonly #config: ShopifyConfig;

  constructor(config: ShopifyConfig) {
    this.#config = config;
    const url = new URL(config.appUrl);
    this.#shopify = shopifyApi({
      apiKey: config.apiKey,
      apiSecretKey: config.apiSecret,
      scopes: [...config.scopes],
      hostName: url.host,
      hostScheme: url.protocol === 'http:' ? 'http' : 'https',
      apiVersion: config.apiVersion as ApiVersion,
      isEmbeddedApp: false,
      // The SDK's own log lines are dropped: some name shops and URLs that carry codes.
      logger: { level: LogSeverity.Error, log: () => undefined },
    });
    if (config.testServerUrl) useTestServer(config.testServerUrl);
  }

  get apiVersion(): string {
    return this.#config.apiVersion;
  }

  get scopes(): readonly string[] {
    return this.#config.scopes;
  }

  /** Origins product images are served from (Shopify's CDN; the test server's own in tests). */
  get imageOrigins(): string[] {
    const test = this.#config.testServerUrl && new URL(this.#config.testServerUrl).origin;
    return ['https://cdn.shopify.com', ...(test ? [test] : [])];
  }

  /** A shop domain as Shopify issues them (`<name>.myshopify.com`, SDK rules), or null. */
  sanitizeShop(shop: string): string | null {
    return this.#shopify.utils.sanitizeShop(shop, false) ?? null;
  }

  /** A fresh single-use OAuth `state` nonce (SDK). */
  nonce(): string {
    return this.#shopify.auth.nonce();
  }

  /**
   * Shopify's authorize page for installing on `shop` (authorization code grant, offline access):
   * `https://<shop>/admin/oauth/authorize?client_id&scope&redirect_uri&state&grant_options[]`.
   * https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/authorization-code-grant
   */
  authorizeUrl(shop: string, state: string, redirectUri: string): string {
    const query = new URLSearchParams({
      client_id: this.#config.apiKey,
      scope: this.#config.scopes.join(','),
      redirect_uri: redirectUri,
      state,
      'grant_options[]': '',
    });
    return this.publicUrl(`https://${shop}/admin/oauth/authorize?${query}`);
  }

  /**
   * Checks a query Shopify signed (install callback, app launch): the hex HMAC-SHA256 over every
   * other parameter, compared in constant time, and the timestamp within 90 s (SDK rules).
   * Resolves false for a wrong, missing or stale signature.
   */
  async verifySignedQuery(query: URLSearchParams): Promise<boolean> {
    try {
      return await this.#shopify.utils.validateHmac(query);
    } catch (error) {
      if (error instanceof InvalidHmacError) return false;
      throw error;
    }
  }

  /**
   * Exchanges an authorization code for an expiring offline token and its refresh token:
   * `POST https://<shop>/admin/oauth/access_token {client_id, client_secret, code, expiring: "1"}`.
   * (The SDK's `auth.callback` does the same but reads the state from its own signed cookie; here
   * the state is checked against the database, so the exchange is sent through the SDK's fetch.)
   * @throws ShopifyRequestError when Shopify refuses the code (used, expired, wrong secret); 503
   * when Shopify cannot be reached; 502 for a 5xx or an answer that is not a grant.
   */
  async exchangeCode(shop: string, code: string): Promise<ShopifyGrant> {
    try {
      const response = await abstractFetch(
        this.publicUrl(`https://${shop}/admin/oauth/access_token`),
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            client_id: this.#config.apiKey,
            client_secret: this.#config.apiSecret,
            code,
            expiring: '1',
          }),
        },
      );
      if (response.status >= 500) throw providerBadResponse('Shopify');
      if (!response.ok)
        throw new ShopifyRequestError('Shopify refused the authorization code', response.status);
      return grantFrom((await response.json()) as AccessTokenResponse);
    } catch (error) {
      throw toShopifyError(error);
    }
  }

  /**
   * Trades a refresh token for a new access token and a new (rotated) refresh token (SDK
   * `auth.refreshToken`). Persist both: the old refresh token stops working once the new one is used.
   * @throws ShopifyRequestError when Shopify refuses the refresh token (a 4xx); 503 when Shopify
   * cannot be reached; 502 for a 5xx or an answer that is not JSON.
   */
  async refresh(shop: string, refreshToken: string): Promise<ShopifyGrant> {
    try {
      const { session } = await this.#shopify.auth.refreshToken({ shop, refreshToken });
      return {
        accessToken: session.accessToken ?? '',
        scopes: (session.scope ?? '').split(',').filter(Boolean),
        expiresAt: session.expires ?? null,
        refreshToken: session.refreshToken ?? null,
        refreshTokenExpiresAt: session.refreshTokenExpires ?? null,
      };
    } catch (error) {
      // Only a 4xx is Shopify refusing the token (the caller then forgets the shop).
      const { code } = error instanceof HttpResponseError ? error.response : { code: 0 };
      if (code >= 400 && code < 500)
        throw new ShopifyRequestError('Shopify refused the refresh token', code);
      throw toShopifyError(error);
    }
  }

  /**
   * Runs an Admin GraphQL operation (`POST https://<shop>/admin/api/<version>/graphql.json`) and
   * returns its `data`. A THROTTLED answer waits as Shopify documents and tries again (see
   * THROTTLE_RETRIES).
   * @throws ShopifyUnauthorizedError on 401; ShopifyThrottledError when still throttled;
   * ShopifyRequestError for other refusals (GraphQL `errors`, HTTP 4xx); 503 when Shopify cannot
   * be reached; 502 for a 5xx or a non-JSON answer.
   */
  async graphql<T>(
    shop: string,
    accessToken: string,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<T> {
    const session = new Session({ id: `offline_${shop}`, shop, state: '', isOnline: false });
    session.accessToken = accessToken;
    const client = new this.#shopify.clients.Graphql({ session });
    let lastWait = 1;
    try {
      return await pRetry(
        async () => {
          try {
            const response = await client.request<T>(query, variables ? { variables } : {});
            return response.data as T;
          } catch (error) {
            const cost = throttledCost(error);
            if (cost === false) throw new AbortError(toShopifyError(error));
            lastWait = throttleWaitSeconds(cost);
            throw error;
          }
        },
        {
          retries: THROTTLE_RETRIES,
          minTimeout: 0,
          maxTimeout: 0,
          shouldRetry: () => lastWait <= MAX_THROTTLE_WAIT_SECONDS,
          onFailedAttempt: async ({ retriesLeft }) => {
            if (retriesLeft > 0 && lastWait <= MAX_THROTTLE_WAIT_SECONDS)
              await delay(lastWait * 1000);
          },
        },
      );
    } catch (error) {
      if (throttledCost(error) !== false) throw new ShopifyThrottledError(lastWait);
      throw error;
    }
  }

  /**
   * Subscribes the shop's `topics` to `callbackUrl` with the SDK's webhook registry (creates what
   * is missing, updates what differs). Returns the topics Shopify refused.
   */
  async registerWebhooks(
    shop: string,
    accessToken: string,
    topics: readonly string[],
    callbackUrl: string,
  ): Promise<string[]> {
    const noop = async () => undefined;
    this.#shopify.webhooks.addHandlers(
      Object.fromEntries(
        topics.map((topic) => [topic, { deliveryMethod: 'http', callbackUrl, callback: noop }]),
      ) as Parameters<Shopify['webhooks']['addHandlers']>[0],
    );
    const session = new Session({ id: `offline_${shop}`, shop, state: '', isOnline: false });
    session.accessToken = accessToken;
    const result = await this.#shopify.webhooks.register({ session });
    return Object.entries(result)
      .filter(([, outcomes]) => outcomes.some((o) => !o.success))
      .map(([topic]) => topic);
  }

  /**
   * Revokes the app's access to the shop, as uninstalling does:
   * `DELETE https://<shop>/admin/api_permissions/current.json` with the token.
   * A token Shopify no longer knows (401) counts as revoked.
   * @throws ShopifyRequestError for other refusals.
   */
  async revoke(shop: string, accessToken: string): Promise<void> {
    const response = await abstractFetch(
      this.publicUrl(`https://${shop}/admin/api_permissions/current.json`),
      { method: 'DELETE', headers: { 'X-Shopify-Access-Token': accessToken } },
    );
    if (!response.ok && response.status !== 401)
      throw new ShopifyRequestError('Shopify refused to revoke the token', response.status);
  }

  /**
   * Checks a webhook delivery (SDK `webhooks.validate`): base64 HMAC-SHA256 of the raw body with
   * the client secret, compared in constant time, and the required headers. Null when invalid.
   */
  async verifyWebhook(
    rawBody: string,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<ShopifyWebhookHeaders | null> {
    const result = await this.#shopify.webhooks.validate({
      rawBody,
      rawRequest: request,
      rawResponse: response,
    });
    if (!result.valid || !('topic' in result)) return null;
    // The SDK answers the GraphQL enum (ORDERS_CREATE); the header says orders/create.
    const header = request.headers['x-shopify-topic'] ?? request.headers['shopify-topic'];
    return {
      topic: typeof header === 'string' ? header : result.topic,
      shop: result.domain,
      webhookId: result.webhookId,
      apiVersion: result.apiVersion,
    };
  }

  /** The URL a browser or the server really uses: rewritten to the test server when one is set. */
  private publicUrl(url: string): string {
    return this.#config.testServerUrl ? toTestServer(this.#config.testServerUrl, url) : url;
  }
}

/** The token endpoint's JSON answer (offline, expiring). */
interface AccessTokenResponse {
  access_token: string;
  scope: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
}

function grantFrom(body: AccessTokenResponse): ShopifyGrant {
  if (typeof body?.access_token !== 'string' || typeof body.scope !== 'string')
    throw providerBadResponse('Shopify');
  const now = Date.now();
  const at = (seconds: number | undefined) => (seconds ? new Date(now + seconds * 1000) : null);
  return {
    accessToken: body.access_token,
    scopes: body.scope.split(',').filter(Boolean),
    expiresAt: at(body.expires_in),
    refreshToken: body.refresh_token ?? null,
    refreshTokenExpiresAt: at(body.refresh_token_expires_in),
  };
}

/**
 * Answers Shopify's contract does not allow: a 5xx (or the SDK giving up after retrying one), a
 * non-JSON answer (the SDK's HttpResponseError for a 2xx), a body that is not JSON, or a grant
 * missing its fields.
 */
const isBadResponse = (error: unknown) =>
  error instanceof HttpMaxRetriesError ||
  (error instanceof HttpResponseError &&
    (error.response.code >= 500 || error.response.code < 400)) ||
  error instanceof SyntaxError;

/**
 * Maps the SDK's errors to this module's: Shopify out of reach (the SDK's HttpRequestError, "no
 * response available", or a network error of fetch) is 503 `provider-unavailable:shopify`, a
 * bad answer ({@link isBadResponse}) 502 `provider-bad-response:shopify`.
 */
function toShopifyError(error: unknown): Error {
  if (error instanceof HttpRequestError) return providerUnavailable('Shopify');
  const failure = providerFailure('Shopify', error, isBadResponse);
  if (failure) return failure;
  if (error instanceof HttpResponseError) {
    if (error.response.code === 401) return new ShopifyUnauthorizedError();
    return new ShopifyRequestError(error.message, error.response.code);
  }
  if (error instanceof GraphqlQueryError) return new ShopifyRequestError(error.message, 200);
  return error instanceof Error ? error : new Error(String(error));
}

/** `https://<shop>/<path>` → `<server>/<shop>/<path>`; other URLs unchanged. */
function toTestServer(server: string, url: string): string {
  const match = /^https:\/\/([^/]+\.myshopify\.com)(\/.*)?$/.exec(url);
  return match ? `${server.replace(/\/$/, '')}/${match[1]}${match[2] ?? ''}` : url;
}

/** The test server the SDK's fetch is sent to, once {@link useTestServer} wrapped it. */
let testServer: string | undefined;

/**
 * Sends the SDK's requests to the local test server (both SDKs force https, research §1.1):
 * wraps the SDK's fetch once per process; a later client may point it elsewhere.
 */
function useTestServer(server: string) {
  if (testServer === undefined) {
    const original = abstractFetch;
    setAbstractFetchFunc((input, init) =>
      original(
        typeof input === 'string' && testServer ? toTestServer(testServer, input) : input,
        init,
      ),
    );
  }
  testServer = server;
}
