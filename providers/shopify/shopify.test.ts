import '@shopify/shopify-api/adapters/node';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ApiVersion,
  DeliveryMethod,
  GraphqlQueryError,
  HttpResponseError,
  LogSeverity,
  type Session,
  shopifyApi,
} from '@shopify/shopify-api';
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readBody, send } from '../kit/http';
import { type Listening, listen } from '../kit/server';
import { closeAfterEach, pageForms, viaLocal } from '../kit/testing';
import { type FakeShopify, startFakeShopify } from './server';
import { queryHmac, signShopifyQuery } from './signing';

/**
 * The fake is exercised through the official SDK (@shopify/shopify-api 15.0.0): a small app
 * server runs `auth.begin` / `auth.callback` and `webhooks.validate`, and every request the SDK
 * sends to `https://{shop}/…` is rewritten to `{fake origin}/{shop}/…` by the abstract fetch.
 */

const API_KEY = 'test-api-key';
const API_SECRET = 'test-api-secret';
const SHOP = 'acme.myshopify.com';
const SCOPES = ['read_products', 'write_discounts', 'read_orders'];
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let fakeOrigin = '';

beforeAll(() => {
  // What the app's test-only setting does: https://{shop}/… → {origin}/{shop}/…
  setAbstractFetchFunc(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol === 'https:' && url.hostname.endsWith('.myshopify.com')) {
      return fetch(viaLocal(fakeOrigin, url.href), init);
    }
    return fetch(input, init);
  });
});

/** A webhook the test app received, with both checks. */
interface Received {
  topic: string;
  webhookId: string;
  body: string;
  sdkValid: boolean;
  hmacValid: boolean;
  status: number;
}

/** The app under test: SDK OAuth routes and a webhook receiver, on a free port. */
class TestApp {
  readonly received: Received[] = [];
  /** Status the webhook receiver answers to valid deliveries. */
  webhookStatus = 200;
  sessions: Session[] = [];
  lastCallbackQuery: Record<string, string> = {};
  readonly shopify;
  private constructor(
    private readonly local: Listening,
    secret: string,
    scopes: string[],
  ) {
    this.shopify = TestApp.sdk(local.origin, secret, scopes);
  }

  get origin(): string {
    return this.local.origin;
  }

  /** An SDK instance configured for an app served at `origin`. */
  static sdk(origin: string, secret = API_SECRET, scopes = SCOPES) {
    return shopifyApi({
      apiKey: API_KEY,
      apiSecretKey: secret,
      scopes,
      hostName: origin.replace(/^http:\/\//, ''),
      hostScheme: 'http',
      apiVersion: ApiVersion.October26,
      isEmbeddedApp: false,
      logger: { level: LogSeverity.Error },
    });
  }

  static async start(scopes = SCOPES, secret = API_SECRET): Promise<TestApp> {
    const holder: { app?: TestApp } = {};
    const local = await listen({
      name: 'shopify-test-app',
      handle: (req, res) => holder.app!.handle(req, res),
      internalError: (res) => send(res, 500, ''),
    });
    holder.app = new TestApp(local, secret, scopes);
    return holder.app;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    if (url.pathname === '/auth') {
      await this.shopify.auth.begin({
        shop: url.searchParams.get('shop')!,
        callbackPath: '/auth/callback',
        isOnline: false,
        rawRequest: req,
        rawResponse: res,
      });
      return;
    }
    if (url.pathname === '/auth/callback') {
      this.lastCallbackQuery = Object.fromEntries(url.searchParams);
      const { session } = await this.shopify.auth.callback({
        rawRequest: req,
        rawResponse: res,
        expiring: true,
      });
      this.sessions.push(session);
      res.end('installed');
      return;
    }
    if (url.pathname === '/webhooks') {
      const raw = Buffer.from(await readBody(req), 'utf8');
      const check = await this.shopify.webhooks.validate({
        rawBody: raw.toString('utf8'),
        rawRequest: req,
        rawResponse: res,
      });
      const expected = createHmac('sha256', API_SECRET).update(raw).digest();
      const given = Buffer.from(String(req.headers['x-shopify-hmac-sha256'] ?? ''), 'base64');
      const hmacValid = given.length === expected.length && timingSafeEqual(given, expected);
      const status = check.valid && hmacValid ? this.webhookStatus : 401;
      this.received.push({
        topic: String(req.headers['x-shopify-topic']),
        webhookId: String(req.headers['x-shopify-webhook-id']),
        body: raw.toString('utf8'),
        sdkValid: check.valid,
        hmacValid,
        status,
      });
      res.statusCode = status;
      res.end();
      return;
    }
    res.statusCode = 404;
    res.end();
  }

  close(): Promise<void> {
    return this.local.close();
  }
}

/** Cookie header from a response's Set-Cookie lines. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The fake's origin for a https://{shop}/… URL the app redirected the browser to. */
const toFake = (location: string) => viaLocal(fakeOrigin, location);

/** The fields the install page's form posts. */
const hiddenFields = (page: string) => new URLSearchParams(pageForms(page)[0]!.fields);

let clock = Date.now();
let fake: FakeShopify;
let app: TestApp;
const closeLater = closeAfterEach();

async function setup(options: { scopes?: string[]; allowedRedirectUrls?: string[] } = {}) {
  clock = Date.now();
  fake = await startFakeShopify({
    apiKey: API_KEY,
    apiSecret: API_SECRET,
    now: () => clock,
    appUrl: 'http://127.0.0.1:9/shopify/launch',
    ...(options.allowedRedirectUrls ? { allowedRedirectUrls: options.allowedRedirectUrls } : {}),
  });
  fakeOrigin = fake.origin;
  fake.addShop({
    domain: SHOP,
    name: 'Acme Outdoor',
    email: 'owner@acme.example',
    currencyCode: 'USD',
    products: [
      { title: 'Trail Backpack', price: '59.00' },
      { title: 'Snow Board', price: '120.00', status: 'ACTIVE' },
      { title: 'Snow Goggles', price: '45.50' },
      { title: 'Winter Gloves', price: '19.99', status: 'DRAFT' },
    ],
  });
  app = await TestApp.start(options.scopes ?? SCOPES);
  closeLater(() => fake.close());
  closeLater(() => app.close());
}

/**
 * The merchant starts an install: SDK begin (302 to Shopify) → the fake's install page (200);
 * answers the page's HTML and the SDK's cookies the callback needs.
 */
async function openInstallPage(): Promise<{ page: string; cookies: string }> {
  const begin = await fetch(`${app.origin}/auth?shop=${SHOP}`, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER },
  });
  expect(begin.status).toBe(302);
  const authorize = await fetch(toFake(begin.headers.get('location')!), {
    headers: { 'user-agent': BROWSER },
  });
  expect(authorize.status).toBe(200);
  return { page: await authorize.text(), cookies: cookiesOf(begin) };
}

/** A merchant installs the app: SDK begin → fake's page → "Install app" → SDK callback. */
async function install(): Promise<Session> {
  const { page, cookies } = await openInstallPage();
  const approve = await approveInstall(page);
  expect(approve.status).toBe(302);
  const callback = await fetch(approve.headers.get('location')!, {
    headers: { cookie: cookies, 'user-agent': BROWSER },
  });
  expect(callback.status).toBe(200);
  return app.sessions.at(-1)!;
}

/** "Install app" on the fake's install page: its redirect back to the app, with the code. */
function approveInstall(page: string): Promise<Response> {
  return fetch(`${fakeOrigin}/${SHOP}/admin/oauth/authorize/approve`, {
    method: 'POST',
    body: hiddenFields(page),
    redirect: 'manual',
  });
}

/** Approves the install page and trades its code, without the SDK, for a non-expiring token. */
async function approveForOfflineToken(page: string) {
  const approve = await approveInstall(page);
  const code = new URL(approve.headers.get('location')!).searchParams.get('code');
  return tokenRequest({ client_id: API_KEY, client_secret: API_SECRET, code, expiring: '0' });
}

async function gql<T = Record<string, unknown>>(
  session: Session,
  query: string,
  variables?: Record<string, unknown>,
) {
  const client = new app.shopify.clients.Graphql({ session });
  return client.request<T>(query, variables ? { variables } : {});
}

async function rawGql(token: string, query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${fakeOrigin}/${SHOP}/admin/api/2026-10/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GqlBody,
  };
}

/** An Admin GraphQL response body as the tests read it. */
interface GqlBody {
  data?: Record<string, unknown> | null;
  errors: {
    message: string;
    path?: string[];
    locations?: { line: number; column: number }[];
    extensions: Record<string, unknown>;
  }[];
  extensions: {
    cost: {
      requestedQueryCost: number;
      actualQueryCost: number | null;
      throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
    };
  };
}

async function tokenRequest(body: Record<string, unknown>) {
  const response = await fetch(`${fakeOrigin}/${SHOP}/admin/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('OAuth install', () => {
  it('shows the install page, and the SDK callback validates the HMAC and state and gets an expiring offline token', async () => {
    await setup();
    const { page } = await openInstallPage();
    expect(page).toContain('<h1>Install Collabify</h1>');
    expect(page).toContain('Acme Outdoor');
    for (const scope of SCOPES) expect(page).toContain(scope);
    expect(page).toContain('>Install app</button>');
    expect(page).toContain('>Cancel</a>');

    const session = await install();
    expect(session.shop).toBe(SHOP);
    expect(session.accessToken).toMatch(/^shpat_[0-9a-f]{32}$/);
    expect(session.refreshToken).toMatch(/^shprt_[0-9a-f]{32}$/);
    expect(session.scope).toBe(SCOPES.join(','));
    expect(session.expires!.getTime() - Date.now()).toBeGreaterThan(3590_000);
    expect(Object.keys(app.lastCallbackQuery).sort()).toEqual([
      'code',
      'hmac',
      'host',
      'shop',
      'state',
      'timestamp',
    ]);
    expect(await app.shopify.utils.validateHmac(app.lastCallbackQuery)).toBe(true);
    expect(atob(app.lastCallbackQuery.host!)).toBe('admin.shopify.com/store/acme');
    expect(fake.shop(SHOP).installed).toBe(true);
    expect(fake.shop(SHOP).activeAccessTokens.map((t) => t.token)).toEqual([session.accessToken]);
  });

  it('refuses a reused code, and a wrong client secret, with an OAuth error body', async () => {
    await setup();
    await install();
    const code = app.lastCallbackQuery.code;
    const reused = await tokenRequest({
      client_id: API_KEY,
      client_secret: API_SECRET,
      code,
      expiring: '1',
    });
    expect(reused).toEqual({
      status: 400,
      body: {
        error: 'invalid_request',
        error_description: 'The authorization code was not found or was already used',
      },
    });
    const wrongSecret = await tokenRequest({
      client_id: API_KEY,
      client_secret: 'nope',
      code,
      expiring: '1',
    });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.error).toBe('invalid_client');
  });

  it('answers a non-expiring offline token for expiring "0"', async () => {
    await setup();
    const { page } = await openInstallPage();
    const granted = await approveForOfflineToken(page);
    expect(granted.status).toBe(200);
    expect(Object.keys(granted.body).sort()).toEqual(['access_token', 'scope']);
  });

  it('answers an online token with its user for grant_options[]=per-user', async () => {
    await setup();
    const authorize = new URLSearchParams({
      client_id: API_KEY,
      scope: 'read_products',
      redirect_uri: `${app.origin}/auth/callback`,
      state: 'n0nce',
      'grant_options[]': 'per-user',
    });
    const page = await (
      await fetch(`${fakeOrigin}/${SHOP}/admin/oauth/authorize?${authorize}`)
    ).text();
    const granted = await approveForOfflineToken(page);
    expect(granted.body).toMatchObject({
      access_token: expect.stringMatching(/^shpua_/),
      scope: 'read_products',
      expires_in: 86400,
      associated_user_scope: 'read_products',
      associated_user: { account_owner: true },
    });
  });

  it('refuses an unknown client_id, a missing state, an unknown scope and a redirect_uri outside the allowed ones', async () => {
    await setup({ allowedRedirectUrls: ['http://127.0.0.1:1/auth/callback'] });
    const base = {
      client_id: API_KEY,
      scope: 'read_products',
      redirect_uri: 'http://127.0.0.1:1/auth/callback',
      state: 'n0nce',
      'grant_options[]': '',
    };
    const refused = async (params: Record<string, string>) => {
      const response = await fetch(
        `${fakeOrigin}/${SHOP}/admin/oauth/authorize?${new URLSearchParams(params)}`,
      );
      return { status: response.status, text: await response.text() };
    };
    expect((await refused(base)).status).toBe(200);
    const unknownClient = await refused({ ...base, client_id: 'someone-else' });
    expect(unknownClient.status).toBe(400);
    expect(unknownClient.text).toContain(
      'Could not find Shopify API application with api_key someone-else',
    );
    const noState: Record<string, string> = { ...base };
    delete noState.state;
    expect((await refused(noState)).text).toContain('The state parameter is missing');
    expect((await refused({ ...base, scope: 'read_products,read_everything' })).text).toContain(
      'The access scope is invalid: read_everything',
    );
    expect(
      (await refused({ ...base, redirect_uri: 'https://evil.example/auth/callback' })).text,
    ).toContain('The redirect_uri is not whitelisted');
  });

  it('answers 404 for a shop it does not know', async () => {
    await setup();
    const response = await fetch(
      `${fakeOrigin}/nobody.myshopify.com/admin/oauth/authorize?client_id=${API_KEY}`,
    );
    expect(response.status).toBe(404);
    const api = await fetch(`${fakeOrigin}/nobody.myshopify.com/admin/api/2026-10/graphql.json`, {
      method: 'POST',
    });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ errors: 'Not Found' });
  });
});

describe('tokens', () => {
  it('refreshes through auth.refreshToken, rotating the refresh token; the old one lasts until the new one is used', async () => {
    await setup();
    const first = await install();
    const { session: second } = await app.shopify.auth.refreshToken({
      shop: SHOP,
      refreshToken: first.refreshToken!,
    });
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.refreshToken).toMatch(/^shprt_/);

    // The response was "lost": retrying the previous refresh token still works…
    const { session: retry } = await app.shopify.auth.refreshToken({
      shop: SHOP,
      refreshToken: first.refreshToken!,
    });
    expect(retry.accessToken).toMatch(/^shpat_/);
    // …until a replacement is used, which retires it.
    await app.shopify.auth.refreshToken({ shop: SHOP, refreshToken: second.refreshToken! });
    const retired = await app.shopify.auth
      .refreshToken({ shop: SHOP, refreshToken: first.refreshToken! })
      .catch((e: unknown) => e);
    expect(retired).toBeInstanceOf(HttpResponseError);
    expect((retired as HttpResponseError).response.code).toBe(400);
    expect((retired as HttpResponseError).response.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an expired access token with 401, and a refreshed one works', async () => {
    await setup();
    const session = await install();
    expect((await gql(session, '{ shop { name } }')).data).toEqual({
      shop: { name: 'Acme Outdoor' },
    });

    clock += 3601_000;
    const raw = await rawGql(session.accessToken!, '{ shop { name } }');
    expect(raw.status).toBe(401);
    expect(raw.body).toEqual({
      errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
    const error = await gql(session, '{ shop { name } }').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpResponseError);
    expect((error as HttpResponseError).response.code).toBe(401);

    const { session: fresh } = await app.shopify.auth.refreshToken({
      shop: SHOP,
      refreshToken: session.refreshToken!,
    });
    expect((await gql(fresh, '{ shop { name } }')).data).toEqual({
      shop: { name: 'Acme Outdoor' },
    });
  });

  it('refuses an expired refresh token', async () => {
    await setup();
    const session = await install();
    clock += 91 * 24 * 3600 * 1000;
    const expired = await tokenRequest({
      client_id: API_KEY,
      client_secret: API_SECRET,
      refresh_token: session.refreshToken,
      grant_type: 'refresh_token',
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe('invalid_grant');
  });
});

describe('Admin GraphQL', () => {
  it('answers shop, products (search, cursors) and code discounts through the SDK client', async () => {
    await setup();
    const session = await install();
    const shop = await gql(session, '{ shop { id name email myshopifyDomain currencyCode } }');
    expect(shop.data).toEqual({
      shop: {
        id: expect.stringMatching(/^gid:\/\/shopify\/Shop\/\d+$/),
        name: 'Acme Outdoor',
        email: 'owner@acme.example',
        myshopifyDomain: SHOP,
        currencyCode: 'USD',
      },
    });
    expect(shop.headers!['X-Shopify-Api-Version']).toEqual(['2026-10']);

    const PRODUCTS = `query($first: Int!, $after: String, $query: String) {
      products(first: $first, after: $after, query: $query) {
        edges { cursor node { id title status } }
        nodes { handle totalInventory featuredImage { url altText width height }
                priceRangeV2 { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
                variants(first: 5) { nodes { id title price sku } } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
    type Page = {
      products: {
        edges: { cursor: string; node: { id: string; title: string; status: string } }[];
        nodes: {
          handle: string;
          featuredImage: { url: string };
          priceRangeV2: { minVariantPrice: { amount: string; currencyCode: string } };
        }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const active = await gql<Page>(session, PRODUCTS, { first: 2, query: 'status:active' });
    expect(active.data!.products.edges.map((e) => e.node.title)).toEqual([
      'Trail Backpack',
      'Snow Board',
    ]);
    expect(active.data!.products.pageInfo.hasNextPage).toBe(true);
    expect(active.data!.products.nodes[0]!.priceRangeV2.minVariantPrice).toEqual({
      amount: '59.00',
      currencyCode: 'USD',
    });
    expect(active.data!.products.nodes[0]!.featuredImage.url).toBe(
      `${fakeOrigin}/${SHOP}/images/trail-backpack.svg`,
    );
    const next = await gql<Page>(session, PRODUCTS, {
      first: 2,
      after: active.data!.products.pageInfo.endCursor,
      query: 'status:active',
    });
    expect(next.data!.products.edges.map((e) => e.node.title)).toEqual(['Snow Goggles']);
    expect(next.data!.products.pageInfo.hasNextPage).toBe(false);
    const snow = await gql<Page>(session, PRODUCTS, { first: 10, query: 'title:*snow*' });
    expect(snow.data!.products.edges.map((e) => e.node.title)).toEqual([
      'Snow Board',
      'Snow Goggles',
    ]);
    const image = await fetch(active.data!.products.nodes[0]!.featuredImage.url);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');

    const DISCOUNTS = `{ codeDiscountNodes(first: 10) { nodes { id codeDiscount { __typename ... on DiscountCodeBasic {
      title status asyncUsageCount codes(first: 1) { nodes { code } }
      customerGets { value { __typename ... on DiscountPercentage { percentage } ... on DiscountAmount { amount { amount currencyCode } appliesOnEachItem } }
                     items { ... on AllDiscountItems { allItems } } } } } } } }`;
    const discounts = await gql<{
      codeDiscountNodes: {
        nodes: {
          codeDiscount: {
            status: string;
            codes: { nodes: { code: string }[] };
            customerGets: { value: unknown };
          };
        }[];
      };
    }>(session, DISCOUNTS);
    expect(
      discounts.data!.codeDiscountNodes.nodes.map((n) => [
        n.codeDiscount.codes.nodes[0]!.code,
        n.codeDiscount.status,
        n.codeDiscount.customerGets.value,
      ]),
    ).toEqual([
      ['WELCOME10', 'ACTIVE', { __typename: 'DiscountPercentage', percentage: 0.1 }],
      [
        'SPRING5',
        'EXPIRED',
        {
          __typename: 'DiscountAmount',
          amount: { amount: '5.00', currencyCode: 'USD' },
          appliesOnEachItem: false,
        },
      ],
    ]);
    const byCode = await gql(
      session,
      '{ codeDiscountNodeByCode(code: "welcome10") { codeDiscount { ... on DiscountCodeBasic { title } } } }',
    );
    expect(byCode.data).toEqual({
      codeDiscountNodeByCode: { codeDiscount: { title: 'Welcome 10% off' } },
    });
  });

  it('reports UNLISTED products as such from 2025-10, and as ACTIVE to older versions', async () => {
    await setup();
    const session = await install();
    const product = fake.addProduct(SHOP, {
      title: 'Secret Sample',
      price: '5.00',
      status: 'UNLISTED',
    });
    const query = `{ product(id: "gid://shopify/Product/${product.id}") { status onlineStoreUrl } }`;
    const at = async (version: string) => {
      const response = await fetch(`${fakeOrigin}/${SHOP}/admin/api/${version}/graphql.json`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-access-token': session.accessToken!,
        },
        body: JSON.stringify({ query }),
      });
      expect(response.headers.get('x-shopify-api-version')).toBe(version);
      return ((await response.json()) as GqlBody).data;
    };
    expect(await at('2026-10')).toEqual({
      product: {
        status: 'UNLISTED',
        onlineStoreUrl: `${fakeOrigin}/${SHOP}/products/secret-sample`,
      },
    });
    expect(await at('2025-07')).toMatchObject({ product: { status: 'ACTIVE' } });
  });

  it('creates a code discount, and answers userErrors for refused input', async () => {
    await setup();
    const session = await install();
    const CREATE = `mutation($basicCodeDiscount: DiscountCodeBasicInput!) {
      discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) {
        codeDiscountNode { id codeDiscount { ... on DiscountCodeBasic { title status startsAt endsAt usageLimit appliesOncePerCustomer asyncUsageCount codes(first: 1) { nodes { code } } customerGets { value { ... on DiscountPercentage { percentage } } } } } }
        userErrors { field code message } } }`;
    const input = {
      title: 'Creator @jane 15%',
      code: 'JANE15',
      startsAt: new Date(clock).toISOString(),
      endsAt: null,
      context: { all: 'ALL' },
      customerGets: { value: { percentage: 0.15 }, items: { all: true } },
      usageLimit: 500,
      appliesOncePerCustomer: true,
      combinesWith: { orderDiscounts: false, productDiscounts: false, shippingDiscounts: true },
    };
    type Created = {
      discountCodeBasicCreate: {
        codeDiscountNode: unknown;
        userErrors: { field: string[]; code: string; message: string }[];
      };
    };
    const created = await gql<Created>(session, CREATE, { basicCodeDiscount: input });
    expect(created.data!.discountCodeBasicCreate.userErrors).toEqual([]);
    expect(created.data!.discountCodeBasicCreate.codeDiscountNode).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/DiscountCodeNode\/\d+$/),
      codeDiscount: {
        title: 'Creator @jane 15%',
        status: 'ACTIVE',
        usageLimit: 500,
        appliesOncePerCustomer: true,
        asyncUsageCount: 0,
        codes: { nodes: [{ code: 'JANE15' }] },
        customerGets: { value: { percentage: 0.15 } },
      },
    });
    expect(created.extensions?.cost?.requestedQueryCost).toBe(10);

    const refused = async (patch: Record<string, unknown>) =>
      (await gql<Created>(session, CREATE, { basicCodeDiscount: { ...input, ...patch } })).data!
        .discountCodeBasicCreate;
    const taken = await refused({ code: 'jane15' });
    expect(taken.codeDiscountNode).toBeNull();
    expect(taken.userErrors).toEqual([
      { field: ['basicCodeDiscount', 'code'], code: 'TAKEN', message: expect.any(String) },
    ]);
    expect(
      (
        await refused({
          code: 'X1',
          customerGets: { value: { percentage: 15 }, items: { all: true } },
        })
      ).userErrors,
    ).toEqual([
      {
        field: ['basicCodeDiscount', 'customerGets', 'value', 'percentage'],
        code: 'VALUE_OUTSIDE_RANGE',
        message: expect.any(String),
      },
    ]);
    expect(
      (
        await refused({
          code: 'X2',
          customerGets: { value: { discountAmount: { amount: '0' } }, items: { all: true } },
        })
      ).userErrors[0],
    ).toMatchObject({
      field: ['basicCodeDiscount', 'customerGets', 'value', 'discountAmount', 'amount'],
      code: 'GREATER_THAN',
    });
    expect(
      (
        await refused({
          code: 'X3',
          customerGets: {
            value: { percentage: 0.1, discountAmount: { amount: '5' } },
            items: { all: true },
          },
        })
      ).userErrors[0],
    ).toMatchObject({
      field: ['basicCodeDiscount', 'customerGets', 'value'],
      code: 'TOO_MANY_ARGUMENTS',
    });
    expect(
      (await refused({ code: 'X4', endsAt: new Date(clock - 1000).toISOString() })).userErrors[0],
    ).toMatchObject({ field: ['basicCodeDiscount', 'endsAt'], code: 'INVALID' });
    expect((await refused({ code: 'X5', usageLimit: 0 })).userErrors[0]).toMatchObject({
      field: ['basicCodeDiscount', 'usageLimit'],
      code: 'GREATER_THAN',
    });
    expect((await refused({ code: 'X6', title: ' ' })).userErrors[0]).toMatchObject({
      field: ['basicCodeDiscount', 'title'],
      code: 'BLANK',
    });
    expect(fake.shop(SHOP).discounts.map((d) => d.code)).toEqual([
      'WELCOME10',
      'SPRING5',
      'JANE15',
    ]);
  });

  it('refuses fields the token has no scope for with ACCESS_DENIED', async () => {
    await setup({ scopes: ['read_products'] });
    const session = await install();
    const error = await gql(session, '{ codeDiscountNodes(first: 1) { nodes { id } } }').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GraphqlQueryError);
    const graphQLErrors = (error as GraphqlQueryError).body!.errors.graphQLErrors;
    expect(graphQLErrors[0]).toMatchObject({
      message:
        'Access denied for codeDiscountNodes field. Required access: `read_discounts` access scope.',
      path: ['codeDiscountNodes'],
      extensions: { code: 'ACCESS_DENIED' },
    });
    const mutation = await rawGql(
      session.accessToken!,
      'mutation { discountCodeBasicCreate(basicCodeDiscount: {title: "x"}) { userErrors { message } } }',
    );
    expect(mutation.body.errors[0]!.extensions.code).toBe('ACCESS_DENIED');
    expect(mutation.body.data).toEqual({ discountCodeBasicCreate: null });
  });

  it('refuses what the schema does not have (undefinedField), running nothing', async () => {
    await setup();
    const session = await install();
    const error = await gql(session, '{ shop { name plan { displayName } } }').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GraphqlQueryError);
    const raw = await rawGql(session.accessToken!, '{ shop { name plan { displayName } } }');
    expect(raw.status).toBe(200);
    expect(raw.body.data).toBeUndefined();
    expect(raw.body.errors).toEqual([
      {
        message: "Field 'plan' doesn't exist on type 'Shop'",
        locations: [{ line: 1, column: 15 }],
        extensions: { code: 'undefinedField', typeName: 'Shop', fieldName: 'plan' },
      },
    ]);
    const orders = await rawGql(session.accessToken!, '{ orders(first: 5) { nodes { id } } }');
    expect(orders.body.errors[0]!.extensions).toEqual({
      code: 'undefinedField',
      typeName: 'QueryRoot',
      fieldName: 'orders',
    });
    const arg = await rawGql(
      session.accessToken!,
      '{ products(first: 1, vendor: "x") { nodes { id } } }',
    );
    expect(arg.body.errors[0]!).toMatchObject({
      message: "Field 'products' doesn't accept argument 'vendor'",
      extensions: { code: 'argumentNotAccepted' },
    });
  });

  it('reports extensions.cost by the documented rules, and refuses a page above 250 or a query above 1000 points', async () => {
    await setup();
    const session = await install();
    const small = await rawGql(
      session.accessToken!,
      '{ products(first: 10) { nodes { id title } } }',
    );
    // Connection: 2 + first × (1 per node) requested; 2 + 4 nodes returned actually.
    expect(small.body.extensions.cost).toEqual({
      requestedQueryCost: 12,
      actualQueryCost: 6,
      throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 1994, restoreRate: 100 },
    });
    const nested = await rawGql(
      session.accessToken!,
      '{ shop { name } products(first: 10) { edges { node { variants(first: 5) { nodes { id } } } } } }',
    );
    expect(nested.body.extensions.cost.requestedQueryCost).toBe(1 + 2 + 10 * (1 + 2 + 5));
    const tooBig = await rawGql(session.accessToken!, '{ products(first: 251) { nodes { id } } }');
    expect(tooBig.body.data).toBeNull();
    expect(tooBig.body.errors[0]!).toMatchObject({
      path: ['products'],
      extensions: { code: 'BAD_REQUEST' },
    });
    const noSize = await rawGql(session.accessToken!, '{ products { nodes { id } } }');
    expect(noSize.body.errors[0]!.message).toBe('you must provide one of first or last');
    const expensive = await rawGql(
      session.accessToken!,
      '{ products(first: 100) { nodes { variants(first: 100) { nodes { id } } } } }',
    );
    expect(expensive.body.errors[0]!.extensions).toMatchObject({
      code: 'MAX_COST_EXCEEDED',
      maxCost: 1000,
    });
    expect(expensive.body.extensions.cost.actualQueryCost).toBeNull();
  });

  it('answers THROTTLED after the bucket is drained, and runs again once the clock refilled it', async () => {
    await setup();
    const session = await install();
    fake.drainBucket(SHOP);
    const error = await gql(session, '{ shop { name } }').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlQueryError);
    expect((error as GraphqlQueryError).message).toBe('Throttled');
    const body = (error as GraphqlQueryError).body!;
    expect(body.errors.graphQLErrors).toEqual([
      {
        message: 'Throttled',
        extensions: {
          code: 'THROTTLED',
          documentation: 'https://shopify.dev/api/usage/rate-limits',
        },
      },
    ]);
    expect(body.extensions.cost).toEqual({
      requestedQueryCost: 1,
      actualQueryCost: null,
      throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 0, restoreRate: 100 },
    });
    const raw = await rawGql(session.accessToken!, '{ shop { name } }');
    expect(raw.status).toBe(200);
    expect(raw.body.data).toBeUndefined();

    clock += 1000;
    const ok = await gql(session, '{ shop { name } }');
    expect(ok.data).toEqual({ shop: { name: 'Acme Outdoor' } });
    expect(ok.extensions?.cost?.throttleStatus?.currentlyAvailable).toBe(99);
  });
});

describe('webhooks', () => {
  async function registerAll(session: Session) {
    app.shopify.webhooks.addHandlers({
      ORDERS_CREATE: { deliveryMethod: DeliveryMethod.Http, callbackUrl: '/webhooks' },
      ORDERS_PAID: { deliveryMethod: DeliveryMethod.Http, callbackUrl: '/webhooks' },
      ORDERS_UPDATED: { deliveryMethod: DeliveryMethod.Http, callbackUrl: '/webhooks' },
      REFUNDS_CREATE: { deliveryMethod: DeliveryMethod.Http, callbackUrl: '/webhooks' },
      APP_UNINSTALLED: { deliveryMethod: DeliveryMethod.Http, callbackUrl: '/webhooks' },
    });
    return app.shopify.webhooks.register({ session });
  }

  it('webhooks.register creates the subscriptions once, and order deliveries pass webhooks.validate', async () => {
    await setup();
    const session = await install();
    const first = await registerAll(session);
    for (const topic of [
      'ORDERS_CREATE',
      'ORDERS_PAID',
      'ORDERS_UPDATED',
      'REFUNDS_CREATE',
      'APP_UNINSTALLED',
    ]) {
      expect(first[topic]).toEqual([
        expect.objectContaining({ success: true, operation: 'create' }),
      ]);
    }
    expect(fake.shop(SHOP).webhookSubscriptions.map((s) => [s.topic, s.uri])).toContainEqual([
      'ORDERS_CREATE',
      `${app.origin}/webhooks`,
    ]);
    const again = await registerAll(session);
    expect(Object.values(again).flat()).toEqual([]);

    const product = fake.shop(SHOP).products[0]!;
    const { order, deliveries } = await fake.placeOrder(SHOP, {
      discountCode: 'welcome10',
      lineItems: [{ productId: product.id, quantity: 1 }],
    });
    expect(deliveries.map((d) => [d.topic, d.status])).toEqual([
      ['orders/create', 200],
      ['orders/paid', 200],
    ]);
    expect(app.received.map((r) => [r.topic, r.sdkValid, r.hmacValid])).toEqual([
      ['orders/create', true, true],
      ['orders/paid', true, true],
    ]);
    const payload = JSON.parse(app.received[0]!.body);
    expect(payload).toMatchObject({
      id: order.id,
      admin_graphql_api_id: `gid://shopify/Order/${order.id}`,
      name: '#1001',
      order_number: 1001,
      currency: 'USD',
      financial_status: 'paid',
      total_line_items_price: '59.00',
      subtotal_price: '53.10',
      total_discounts: '5.90',
      total_price: '53.10',
      current_total_price: '53.10',
      total_price_set: { shop_money: { amount: '53.10', currency_code: 'USD' } },
      discount_codes: [{ code: 'WELCOME10', amount: '5.90', type: 'percentage' }],
      discount_applications: [
        {
          type: 'discount_code',
          code: 'WELCOME10',
          value: '10.0',
          value_type: 'percentage',
          allocation_method: 'across',
          target_selection: 'all',
        },
      ],
      line_items: [
        {
          product_id: product.id,
          quantity: 1,
          price: '59.00',
          discount_allocations: [{ amount: '5.90', discount_application_index: 0 }],
        },
      ],
      customer: { email: 'customer@example.com' },
      refunds: [],
    });
    expect(payload.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    const used = await gql(
      session,
      '{ codeDiscountNodeByCode(code: "WELCOME10") { codeDiscount { ... on DiscountCodeBasic { asyncUsageCount } } } }',
    );
    expect(used.data).toEqual({ codeDiscountNodeByCode: { codeDiscount: { asyncUsageCount: 1 } } });
  });

  it('webhooks.register updates changed subscriptions and deletes the ones no longer handled', async () => {
    await setup();
    const session = await install();
    await registerAll(session);
    // The same app, redeployed: orders/create now asks for two fields, only app/uninstalled stays.
    const redeployed = TestApp.sdk(app.origin);
    redeployed.webhooks.addHandlers({
      ORDERS_CREATE: {
        deliveryMethod: DeliveryMethod.Http,
        callbackUrl: '/webhooks',
        includeFields: ['total_price', 'id'],
      },
      APP_UNINSTALLED: { deliveryMethod: DeliveryMethod.Http, callbackUrl: '/webhooks' },
    });
    const result = await redeployed.webhooks.register({ session });
    expect(result.ORDERS_CREATE).toEqual([
      expect.objectContaining({ operation: 'update', success: true }),
    ]);
    expect(result.APP_UNINSTALLED).toEqual([]);
    for (const topic of ['ORDERS_PAID', 'ORDERS_UPDATED', 'REFUNDS_CREATE']) {
      expect(result[topic]).toEqual([
        expect.objectContaining({ operation: 'delete', success: true }),
      ]);
    }
    expect(fake.shop(SHOP).webhookSubscriptions.map((s) => [s.topic, s.includeFields])).toEqual([
      ['ORDERS_CREATE', ['id', 'total_price']],
      ['APP_UNINSTALLED', []],
    ]);
    const { order } = await fake.placeOrder(SHOP, {
      lineItems: [{ handle: 'snow-board', quantity: 1 }],
    });
    expect(app.received.map((r) => [r.topic, JSON.parse(r.body)])).toEqual([
      ['orders/create', { id: order.id, total_price: '120.00' }],
    ]);
  });

  it('records what the receiver answered, signs wrongly on request, and redelivers the same body and webhook id', async () => {
    await setup();
    const session = await install();
    await registerAll(session);
    const forged = await fake.sendWebhook(
      SHOP,
      'orders/create',
      { id: 1 },
      { secret: 'not-the-secret' },
    );
    expect(forged.status).toBe(401);
    expect(app.received.at(-1)).toMatchObject({ sdkValid: false, hmacValid: false });

    app.webhookStatus = 500;
    const sent = await fake.sendWebhook(SHOP, 'orders/create', { id: 2, name: '#1002' });
    expect(sent.status).toBe(500);
    app.webhookStatus = 200;
    const again = await fake.redeliver(sent.webhookId);
    expect(again.status).toBe(200);
    const [a, b] = app.received.slice(-2);
    expect(b!.webhookId).toBe(a!.webhookId);
    expect(b!.body).toBe(a!.body);
    expect(
      fake
        .shop(SHOP)
        .deliveries.slice(-2)
        .map((d) => [d.webhookId, d.status, d.redelivery]),
    ).toEqual([
      [sent.webhookId, 500, false],
      [sent.webhookId, 200, true],
    ]);
  });

  it('logs a failed delivery as a warning naming the URL and the fix, never silently', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logged = await startFakeShopify({ apiKey: API_KEY, apiSecret: API_SECRET, log: true });
    closeLater(() => logged.close());
    logged.addShop({
      domain: SHOP,
      name: 'Acme Outdoor',
      email: 'owner@acme.example',
      currencyCode: 'USD',
    });
    const gone = await listen({
      name: 'gone-app',
      handle: async (_req, res) => send(res, 200, ''),
      internalError: (res) => send(res, 500, ''),
    });
    await gone.close();
    const deadUrl = `${gone.origin}/api/webhooks/shopify`;
    const refusing = await listen({
      name: 'refusing-app',
      handle: async (_req, res) => send(res, 401, ''),
      internalError: (res) => send(res, 500, ''),
    });
    closeLater(() => refusing.close());

    await logged.sendWebhook(SHOP, 'orders/create', { id: 1 }, { url: deadUrl });
    await logged.sendWebhook(SHOP, 'orders/paid', { id: 1 }, { url: refusing.origin });
    const lines = warn.mock.calls.map((call) => String(call[0]));
    log.mockRestore();
    warn.mockRestore();
    expect(lines).toEqual([
      `[shopify-local] webhook orders/create for ${SHOP} to ${deadUrl} FAILED (TypeError: fetch failed (ECONNREFUSED)); ` +
        `not retried by the local Shopify. Nothing answers at ${gone.origin}: start Collabify there, or start ` +
        'the app with APP_URL set to its URL and connect the shop again (the app subscribed this address ' +
        'from its APP_URL when the shop was connected).',
      `[shopify-local] webhook orders/paid for ${SHOP} to ${refusing.origin} FAILED (answered 401); ` +
        'not retried by the local Shopify. The app refused it: see its log (a 400 or 401 usually means ' +
        'SHOPIFY_API_SECRET differs between the app and the local provider).',
    ]);
  });

  it('refunds send refunds/create and orders/updated with the lower current total', async () => {
    await setup();
    const session = await install();
    await registerAll(session);
    const { order } = await fake.placeOrder(SHOP, {
      lineItems: [{ handle: 'snow-board', quantity: 2 }],
    });
    expect(order.total_price).toBe('240.00');
    const { deliveries } = await fake.refundOrder(SHOP, order.id, '40.00');
    expect(deliveries.map((d) => d.topic)).toEqual(['refunds/create', 'orders/updated']);
    const refund = JSON.parse(deliveries[0]!.body);
    expect(refund).toMatchObject({
      order_id: order.id,
      transactions: [{ kind: 'refund', amount: '40.00', status: 'success' }],
    });
    const updated = JSON.parse(deliveries[1]!.body);
    expect(updated).toMatchObject({
      id: order.id,
      total_price: '240.00',
      current_total_price: '200.00',
      financial_status: 'partially_refunded',
    });
    expect(updated.refunds).toHaveLength(1);
    await expect(fake.refundOrder(SHOP, order.id, '500.00')).rejects.toThrow('exceeds');
  });

  it('refuses an order with an unknown, expired or used-up code', async () => {
    await setup();
    const line = { handle: 'trail-backpack', quantity: 1 };
    await expect(
      fake.placeOrder(SHOP, { discountCode: 'NOPE', lineItems: [line] }),
    ).rejects.toThrow('Unknown discount code');
    await expect(
      fake.placeOrder(SHOP, { discountCode: 'SPRING5', lineItems: [line] }),
    ).rejects.toThrow('expired');
    const session = await install();
    await gql(
      session,
      `mutation { discountCodeBasicCreate(basicCodeDiscount: { title: "Once", code: "ONCE", startsAt: "${new Date(clock - 1000).toISOString()}",
      usageLimit: 1, context: { all: ALL }, customerGets: { value: { discountAmount: { amount: "100.00" } }, items: { all: true } } }) { userErrors { message } } }`,
    );
    const { order } = await fake.placeOrder(SHOP, { discountCode: 'ONCE', lineItems: [line] });
    expect(order.total_discounts).toBe('59.00');
    expect(order.total_price).toBe('0.00');
    await expect(
      fake.placeOrder(SHOP, { discountCode: 'ONCE', lineItems: [line] }),
    ).rejects.toThrow('usage limit');
  });

  it('DELETE api_permissions/current.json revokes every token, sends app/uninstalled and drops the subscriptions', async () => {
    await setup();
    const session = await install();
    await registerAll(session);
    const response = await fetch(`${fakeOrigin}/${SHOP}/admin/api_permissions/current.json`, {
      method: 'DELETE',
      headers: { 'x-shopify-access-token': session.accessToken! },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(app.received.map((r) => [r.topic, r.sdkValid])).toEqual([['app/uninstalled', true]]);
    expect(JSON.parse(app.received[0]!.body)).toMatchObject({
      name: 'Acme Outdoor',
      email: 'owner@acme.example',
      domain: SHOP,
      myshopify_domain: SHOP,
      currency: 'USD',
    });
    expect(fake.shop(SHOP)).toMatchObject({
      installed: false,
      activeAccessTokens: [],
      activeRefreshTokens: [],
      webhookSubscriptions: [],
    });
    expect((await rawGql(session.accessToken!, '{ shop { name } }')).status).toBe(401);
    const refresh = await tokenRequest({
      client_id: API_KEY,
      client_secret: API_SECRET,
      refresh_token: session.refreshToken,
      grant_type: 'refresh_token',
    });
    expect(refresh.status).toBe(400);
  });
});

describe('draft orders and fulfilments', () => {
  const CREATE = `mutation($input: DraftOrderInput!) {
    draftOrderCreate(input: $input) { draftOrder { id status order { id name } } userErrors { field message } } }`;
  const COMPLETE = `mutation($id: ID!) {
    draftOrderComplete(id: $id) { draftOrder { id status order { id name tags customAttributes { key value } } } userErrors { field message } } }`;
  const CANCEL = `mutation($orderId: ID!) {
    orderCancel(orderId: $orderId, reason: OTHER, refund: false, restock: true) { job { id } orderCancelUserErrors { field message code } } }`;

  it('refuses draft orders without write_draft_orders, as Shopify does', async () => {
    await setup();
    const session = await install();
    await expect(gql(session, CREATE, { input: { lineItems: [] } })).rejects.toThrow(
      /Access denied for draftOrderCreate field. Required access: `write_draft_orders`/,
    );
  });

  it('completes a 100 %-off draft once, checks stock, and ships and cancels as the admin does', async () => {
    await setup({ scopes: [...SCOPES, 'write_draft_orders', 'write_orders', 'read_fulfillments'] });
    const session = await install();
    const backpack = fake.shop(SHOP).products[0]!;
    backpack.variants[0]!.inventoryQuantity = 2;
    const variantId = `gid://shopify/ProductVariant/${backpack.variants[0]!.id}`;
    const draft = async (quantity: number) => {
      const created = await gql<{ draftOrderCreate: { draftOrder: { id: string } } }>(
        session,
        CREATE,
        {
          input: {
            lineItems: [{ variantId, quantity }],
            appliedDiscount: { value: 100, valueType: 'PERCENTAGE', title: 'Gift' },
            shippingAddress: {
              firstName: 'Jane',
              lastName: 'Doe',
              address1: '1 Main St',
              city: 'Austin',
              provinceCode: 'TX',
              zip: '73301',
              countryCode: 'US',
            },
            tags: ['collabify-gift'],
            customAttributes: [{ key: 'collabify_collaboration_id', value: 'c-1' }],
          },
        },
      );
      return created.data!.draftOrderCreate.draftOrder.id;
    };
    type Completed = {
      draftOrderComplete: {
        draftOrder: { status: string; order: { id: string; name: string; tags: string[] } } | null;
        userErrors: { message: string }[];
      };
    };
    const tooMany = await gql<Completed>(session, COMPLETE, { id: await draft(3) });
    expect(tooMany.data!.draftOrderComplete.userErrors).toEqual([
      { field: null, message: 'Not enough inventory available for Trail Backpack' },
    ]);
    const id = await draft(2);
    const first = await gql<Completed>(session, COMPLETE, { id });
    const again = await gql<Completed>(session, COMPLETE, { id });
    expect(first.data!.draftOrderComplete.draftOrder).toMatchObject({
      status: 'COMPLETED',
      order: { tags: ['collabify-gift'] },
    });
    expect(again.data!.draftOrderComplete.draftOrder!.order.id).toBe(
      first.data!.draftOrderComplete.draftOrder!.order.id,
    );
    const [order] = fake.shop(SHOP).orders;
    expect(fake.shop(SHOP).orders).toHaveLength(1);
    expect(order).toMatchObject({
      total_price: '0.00',
      total_line_items_price: '118.00',
      source_name: 'shopify_draft_order',
      note_attributes: [{ name: 'collabify_collaboration_id', value: 'c-1' }],
      shipping_address: { city: 'Austin', country_code: 'US' },
    });
    expect(backpack.variants[0]!.inventoryQuantity).toBe(0);

    const { fulfillment } = await fake.fulfillOrder(SHOP, order!.id, {
      carrier: 'UPS',
      trackingNumber: '1Z1',
    });
    expect(fulfillment).toMatchObject({
      tracking_company: 'UPS',
      tracking_url: expect.stringContaining('1Z1'),
      shipment_status: null,
    });
    const cancel = await gql<{ orderCancel: { orderCancelUserErrors: { message: string }[] } }>(
      session,
      CANCEL,
      { orderId: order!.admin_graphql_api_id },
    );
    expect(cancel.data!.orderCancel.orderCancelUserErrors[0]!.message).toBe(
      'Cannot cancel a fulfilled order',
    );
    expect((await fake.markDelivered(SHOP, order!.id)).fulfillment.shipment_status).toBe(
      'delivered',
    );
  });
});

describe('pages', () => {
  it('places an order from the checkout page and shows its total', async () => {
    await setup();
    const form = new URLSearchParams({
      product: 'trail-backpack',
      quantity: '1',
      discountCode: 'WELCOME10',
      email: 'ann@example.com',
    });
    const placed = await fetch(`${fakeOrigin}/${SHOP}/checkout`, { method: 'POST', body: form });
    expect(placed.status).toBe(200);
    expect(await placed.text()).toContain('Order #1001 placed — total 53.10 USD');
    const refused = await fetch(`${fakeOrigin}/${SHOP}/checkout`, {
      method: 'POST',
      body: new URLSearchParams({
        product: 'trail-backpack',
        quantity: '1',
        discountCode: 'BOGUS',
      }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('<p role="alert">Unknown discount code</p>');
    const page = await (await fetch(`${fakeOrigin}/${SHOP}/checkout`)).text();
    expect(page).toContain('<label for="discountCode">Discount code</label>');
    expect(page).not.toContain('Winter Gloves');
  });

  it('launches the app from the admin with a fresh query the SDK validates', async () => {
    await setup();
    const home = await (await fetch(`${fakeOrigin}/${SHOP}`)).text();
    expect(home).toContain('Install Collabify');
    const launch = await fetch(`${fakeOrigin}/${SHOP}/admin/apps/collabify`, {
      redirect: 'manual',
    });
    expect(launch.status).toBe(302);
    const url = new URL(launch.headers.get('location')!);
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:9/shopify/launch');
    const query = Object.fromEntries(url.searchParams);
    expect(Object.keys(query).sort()).toEqual(['hmac', 'host', 'shop', 'timestamp']);
    expect(await app.shopify.utils.validateHmac(query)).toBe(true);
  });
});

describe('signing helpers', () => {
  it('match the published HMAC example and what the SDK accepts', async () => {
    // Example from Shopify's OAuth docs as reproduced by hexdocs.pm/exshopify/Shopify.HMAC.html.
    expect(
      queryHmac(
        {
          code: '0907a61c0c8d55e99db179b68161bc00',
          shop: 'some-shop.myshopify.com',
          timestamp: '1337178173',
        },
        'hush',
      ),
    ).toBe('4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20');
    await setup();
    const signed = signShopifyQuery(
      {
        shop: SHOP,
        host: 'YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvYWNtZQ',
        timestamp: String(Math.floor(Date.now() / 1000)),
      },
      API_SECRET,
    );
    expect(await app.shopify.utils.validateHmac(signed)).toBe(true);
    expect(await app.shopify.utils.validateHmac({ ...signed, shop: 'other.myshopify.com' })).toBe(
      false,
    );
    // Spaces, '+' and '=' are encoded as the SDK serialises them (URLSearchParams, + → %20).
    const odd = signShopifyQuery(
      { shop: SHOP, timestamp: String(Math.floor(Date.now() / 1000)), locale: 'en a+b=c&d' },
      API_SECRET,
    );
    expect(await app.shopify.utils.validateHmac(odd)).toBe(true);
  });
});
