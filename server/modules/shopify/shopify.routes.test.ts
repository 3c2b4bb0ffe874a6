import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHOPIFY_SCOPES } from '@shared/constants/shopify';
import { suggestedDiscountCode } from '@shared/format/discount-code';
import type { Collaboration, CollaborationDetail } from '@shared/schemas/collaborations';
import type {
  ShopifyCallbackResult,
  ShopifyDiscount,
  ShopifyLaunchResult,
  ShopifyProducts,
  ShopifyStatus,
} from '@shared/schemas/shopify';
import { emailMessages, emailSenders, shopifyShops, shopifyWebhooks } from '../../db/schema';
import { type FakeShopify, signShopifyQuery, startFakeShopify } from '@providers/shopify/server';
import { startShopifyWorkers } from '../../jobs/shopify-workers';
import { WEBHOOK_TOPICS } from './shopify-webhooks.service';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';

const API_KEY = 'test-shopify-key';
const API_SECRET = 'test-shopify-secret';

let t: TestApp;
let fake: FakeShopify;
/** The fake's clock runs this far ahead of the real one (to expire its tokens). */
let clockOffsetMs = 0;
let shopCount = 0;
let profileCount = 0;

beforeAll(async () => {
  fake = await startFakeShopify({
    apiKey: API_KEY,
    apiSecret: API_SECRET,
    now: () => Date.now() + clockOffsetMs,
    appUrl: 'http://127.0.0.1/shopify/launch',
  });
  t = await buildTestApp({
    listen: true,
    shopify: {
      apiKey: API_KEY,
      apiSecret: API_SECRET,
      apiVersion: '2026-10',
      scopes: SHOPIFY_SCOPES,
      appUrl: 'http://127.0.0.1',
      testServerUrl: fake.origin,
    },
  });
  await startShopifyWorkers(t.ctx);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A new shop in the fake, with two products. */
function newShop(currencyCode = 'USD') {
  const domain = `shop-${Date.now()}-${++shopCount}.myshopify.com`;
  fake.addShop({
    domain,
    name: `Shop ${shopCount}`,
    email: uniqueEmail('owner'),
    currencyCode,
    products: [
      { title: 'Linen Shirt', price: '60.00' },
      { title: 'Canvas Tote', price: '25.00' },
    ],
  });
  return domain;
}

const nowSeconds = () => String(Math.floor(Date.now() / 1000));

/** A query string signed as Shopify signs (with the app's secret unless another is given). */
const signed = (params: Record<string, string>, secret = API_SECRET) =>
  new URLSearchParams(signShopifyQuery(params, secret)).toString();

/** What the merchant's browser does on Shopify's authorize page: approve, and follow the redirect. */
async function approve(authorizeUrl: string): Promise<URL> {
  const url = new URL(authorizeUrl);
  const response = await fetch(`${url.origin}${url.pathname}/approve`, {
    method: 'POST',
    body: new URLSearchParams(url.search),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

const callback = (query: string, token?: string) =>
  t.request({ method: 'POST', url: `/api/users/connect-shopify/callback?${query}`, token });

/** Connects a new shop to a new advertiser through the whole install. */
async function connectedAdvertiser(currencyCode = 'USD') {
  const shop = newShop(currencyCode);
  const advertiser = await t.signUp({ name: 'Shop Owner' });
  const begin = await t.request({
    method: 'GET',
    url: `/api/users/connect-shopify?shop=${shop}`,
    token: advertiser.token,
  });
  expect(begin.statusCode, begin.body).toBe(200);
  const redirect = await approve(begin.json<{ url: string }>().url);
  const done = await callback(redirect.search.slice(1), advertiser.token);
  expect(done.statusCode, done.body).toBe(200);
  return { shop, token: advertiser.token, userId: advertiser.user.id, redirect };
}

/** An accepted collaboration of the advertiser with a new profile. */
async function acceptedCollaboration(
  advertiserToken: string,
  extra: { campaignId?: string } = {},
): Promise<Collaboration> {
  const email = uniqueEmail('creator');
  const [profile] = await insertInfluencers(t.database.db, 1, 50_000 + ++profileCount, {
    email,
    platform: 'instagram',
  });
  const influencer = await t.signUp({ email, role: 'influencer' });
  const proposed = await t.request({
    method: 'POST',
    url: '/api/collaboration',
    token: advertiserToken,
    payload: {
      influencerId: profile!.id,
      deliverables: '1 reel',
      compensation: 'discount_code',
      ...extra,
    },
  });
  expect(proposed.statusCode, proposed.body).toBe(201);
  const id = proposed.json<Collaboration>().id;
  const accepted = await t.request({
    method: 'PATCH',
    url: `/api/collaboration/${id}`,
    token: influencer.token,
    payload: { status: 'accepted' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json();
}

/** Waits for the job queue's worker (webhook registration and handling), polling every 50 ms. */
const eventually = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: 15_000, interval: 50 });

const createDiscount = (token: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/shopify-discount', token, payload });

const readCollaboration = async (token: string, id: string) =>
  (
    await t.request({ method: 'GET', url: `/api/collaboration/${id}`, token })
  ).json<CollaborationDetail>();

describe('connecting a shop', () => {
  it('answers Shopify’s authorize URL with the client id, scopes, redirect URI and a state', async () => {
    const shop = newShop();
    const advertiser = await t.signUp();
    const res = await t.request({
      method: 'GET',
      url: `/api/users/connect-shopify?shop=${shop.toUpperCase()}`,
      token: advertiser.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.pathname).toBe(`/${shop}/admin/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(API_KEY);
    expect(url.searchParams.get('scope')).toBe(SHOPIFY_SCOPES.join(','));
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.ctx.appUrl}/profile/shopify`);
    expect(url.searchParams.get('state')).toMatch(/^\w{10,}$/);
  });

  it('refuses a domain that is not a myshopify.com shop, naming query.shop', async () => {
    const advertiser = await t.signUp();
    const res = await t.request({
      method: 'GET',
      url: '/api/users/connect-shopify?shop=evil.example.com',
      token: advertiser.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('query.shop');
  });

  it('stores the expiring token and its refresh token encrypted, never in clear', async () => {
    const { shop, token, userId } = await connectedAdvertiser();
    const status = await t.request({ method: 'GET', url: '/api/users/shopify', token });
    expect(status.json<ShopifyStatus>()).toMatchObject({
      configured: true,
      connection: { shop, currencyCode: 'USD', scopes: [...SHOPIFY_SCOPES] },
    });
    const [row] = await t.database.db
      .select()
      .from(shopifyShops)
      .where(eq(shopifyShops.userId, userId));
    const [active] = fake.shop(shop).activeAccessTokens;
    expect(row!.accessToken).not.toContain(active!.token);
    expect(t.ctx.secretBox.open(row!.accessToken, shop)).toBe(active!.token);
    expect(row!.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(row!.refreshToken).toBeTruthy();
    expect(row!.refreshToken).not.toContain('shprt_');
  });

  it('subscribes the shop to the order, fulfilment and uninstall webhooks at install', async () => {
    const { shop } = await connectedAdvertiser();
    await eventually(() =>
      expect(
        fake
          .shop(shop)
          .webhookSubscriptions.map((s) => s.topic)
          .sort(),
      ).toEqual([
        'APP_UNINSTALLED',
        'FULFILLMENTS_CREATE',
        'FULFILLMENTS_UPDATE',
        'ORDERS_CREATE',
        'ORDERS_PAID',
        'ORDERS_UPDATED',
      ]),
    );
    expect(fake.shop(shop).webhookSubscriptions[0]!.uri).toBe(
      `${t.ctx.appUrl}/api/webhooks/shopify`,
    );
  });

  it('spends the state once: the same callback again is refused, naming query.state', async () => {
    const { redirect, token } = await connectedAdvertiser();
    // A fresh signature over the same state, so only the state is stale.
    const query = Object.fromEntries(redirect.searchParams);
    delete query.hmac;
    const again = await callback(signed({ ...query, timestamp: nowSeconds() }), token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].path).toBe('query.state');
  });

  it('refuses a callback whose HMAC is wrong, missing, stale or for a foreign domain', async () => {
    const shop = newShop();
    const advertiser = await t.signUp();
    const begin = await t.request({
      method: 'GET',
      url: `/api/users/connect-shopify?shop=${shop}`,
      token: advertiser.token,
    });
    const redirect = await approve(begin.json<{ url: string }>().url);
    const params = Object.fromEntries(redirect.searchParams);
    const unsigned = Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'hmac'));

    const tampered = new URLSearchParams({ ...params, code: 'forged-code' });
    const missing = new URLSearchParams(unsigned);
    const wrongKey = signed({ ...unsigned, timestamp: nowSeconds() }, 'not-the-secret');
    const stale = signed({ ...unsigned, timestamp: String(Number(nowSeconds()) - 600) });
    const foreign = signed({ ...unsigned, shop: 'shop.evil.com', timestamp: nowSeconds() });
    const cases: [string, string][] = [
      [tampered.toString(), 'query.hmac'],
      [missing.toString(), 'query.hmac'],
      [wrongKey, 'query.hmac'],
      [stale, 'query.timestamp'],
      [foreign, 'query.shop'],
    ];
    for (const [query, field] of cases) {
      const res = await callback(query, advertiser.token);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors[0].path).toBe(field);
    }
    // None of them spent the state: the genuine callback still connects.
    const genuine = await callback(redirect.search.slice(1), advertiser.token);
    expect(genuine.statusCode, genuine.body).toBe(200);
  });

  it('refuses a callback signed in as another account than the one that began it', async () => {
    const shop = newShop();
    const [owner, other] = await Promise.all([t.signUp(), t.signUp()]);
    const begin = await t.request({
      method: 'GET',
      url: `/api/users/connect-shopify?shop=${shop}`,
      token: owner.token,
    });
    const redirect = await approve(begin.json<{ url: string }>().url);
    expect((await callback(redirect.search.slice(1), other.token)).statusCode).toBe(403);
  });

  it('connects a shop to one account only', async () => {
    const { shop } = await connectedAdvertiser();
    const other = await t.signUp();
    const res = await t.request({
      method: 'GET',
      url: `/api/users/connect-shopify?shop=${shop}`,
      token: other.token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].path).toBe('query.shop');
  });
});

describe('app launch from the Shopify admin', () => {
  it('installs a new shop, creating its advertiser account, then signs it in on the next launch', async () => {
    const shop = newShop();
    const launchQuery = (url: string) => new URL(url).search.slice(1);
    const first = await t.request({
      method: 'GET',
      url: `/api/auth/shopify-login?${launchQuery(fake.launchUrl(shop))}`,
    });
    expect(first.statusCode, first.body).toBe(200);
    const install = first.json<ShopifyLaunchResult>();
    expect(install.kind).toBe('install');
    const redirect = await approve((install as { url: string }).url);
    const done = await callback(redirect.search.slice(1));
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json<ShopifyCallbackResult>();
    expect(result.session?.user).toMatchObject({
      email: fake.shop(shop).email,
      roles: ['advertiser'],
    });

    const again = await t.request({
      method: 'GET',
      url: `/api/auth/shopify-login?${launchQuery(fake.launchUrl(shop))}`,
    });
    const signedIn = again.json<ShopifyLaunchResult>();
    expect(signedIn.kind).toBe('session');
    expect(signedIn.kind === 'session' && signedIn.session.user.id).toBe(result.session!.user.id);
  });

  it('refuses a launch whose signature does not match', async () => {
    const shop = newShop();
    const query = new URL(fake.launchUrl(shop)).searchParams;
    query.set('shop', newShop());
    const res = await t.request({ method: 'GET', url: `/api/auth/shopify-login?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('query.hmac');
  });

  it('tells the login page that Shopify sign-in is on, without a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/shopify-login-setting' });
    expect(res.json()).toEqual({
      enabled: true,
      scopes: [...SHOPIFY_SCOPES],
      apiVersion: '2026-10',
    });
  });
});

describe('products and discounts', () => {
  it('lists the shop’s products with price ranges, searchable by title', async () => {
    const { token } = await connectedAdvertiser();
    const all = await t.request({ method: 'GET', url: '/api/shopify-product/self', token });
    expect(all.statusCode, all.body).toBe(200);
    const products = all.json<ShopifyProducts>().products;
    expect(products.map((p) => p.title)).toEqual(['Canvas Tote', 'Linen Shirt']);
    expect(products[1]).toMatchObject({
      status: 'ACTIVE',
      priceMin: { amount: '60.00', currencyCode: 'USD' },
    });
    const found = await t.request({
      method: 'GET',
      url: '/api/shopify-product/self?search=tote',
      token,
    });
    expect(found.json<ShopifyProducts>().products.map((p) => p.title)).toEqual(['Canvas Tote']);
  });

  it('gives a campaign a product of the shop, kept as a snapshot with its title', async () => {
    const { token } = await connectedAdvertiser();
    const [tote] = (
      await t.request({ method: 'GET', url: '/api/shopify-product/self', token })
    ).json<ShopifyProducts>().products;
    const created = await t.request({
      method: 'POST',
      url: '/api/campaign',
      token,
      payload: { name: 'Tote launch', shopifyProductId: tote!.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      product: 'Canvas Tote',
      shopifyProductId: tote!.id,
      shopifyProduct: { id: tote!.id, title: 'Canvas Tote', priceMin: tote!.priceMin },
    });
    const absent = await t.request({
      method: 'PATCH',
      url: `/api/campaign/${created.json().id}`,
      token,
      payload: { shopifyProductId: 'gid://shopify/Product/1' },
    });
    expect(absent.statusCode).toBe(400);
    expect(absent.json().errors[0].path).toBe('body.shopifyProductId');
    const cleared = await t.request({
      method: 'PATCH',
      url: `/api/campaign/${created.json().id}`,
      token,
      payload: { shopifyProductId: null },
    });
    expect(cleared.json()).toMatchObject({ product: 'Canvas Tote', shopifyProduct: null });
  });

  it('answers 409 without a connected shop', async () => {
    const advertiser = await t.signUp();
    const res = await t.request({
      method: 'GET',
      url: '/api/shopify-product/self',
      token: advertiser.token,
    });
    expect(res.statusCode).toBe(409);
  });

  it('creates a unique percentage code for an accepted collaboration, stored on it, mailed and listed', async () => {
    const { shop, token, userId } = await connectedAdvertiser();
    const collaboration = await acceptedCollaboration(token);
    const res = await createDiscount(token, {
      collaborationId: collaboration.id,
      valueType: 'percentage',
      value: 15,
      usageLimit: 100,
      appliesOncePerCustomer: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const discount = res.json<ShopifyDiscount>();
    const code = suggestedDiscountCode(collaboration.influencer.username, 15);
    expect(discount).toMatchObject({
      code,
      valueType: 'percentage',
      percentage: 15,
      usageLimit: 100,
      appliesOncePerCustomer: true,
      collaborationId: collaboration.id,
    });
    // Shopify got the fraction, not the percent.
    expect(fake.shop(shop).discountByCode(code)?.value).toEqual({
      type: 'percentage',
      percentage: 0.15,
    });
    const detail = await readCollaboration(token, collaboration.id);
    expect(detail.discountCode).toBe(code);
    expect(detail.sales).toEqual({ orders: 0, revenue: '0.00', currencyCode: 'USD' });
    expect(detail.events.at(-1)).toMatchObject({
      kind: 'discount_code_created',
      message: `Discount code ${code} created: 15% off`,
    });
    // `{{ discount_code }}` in outreach to this influencer is now their code.
    await t.database.db
      .insert(emailSenders)
      .values({ userId, email: uniqueEmail('sender'), name: 'Brand', verifiedAt: new Date() });
    const mail = await t.request({
      method: 'POST',
      url: '/api/mail',
      token,
      payload: {
        influencerId: collaboration.influencer.id,
        subject: 'Your code',
        content: '<p>Use {{ discount_code }} at checkout</p>',
      },
    });
    expect(mail.statusCode, mail.body).toBe(201);
    const [sent] = await t.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.id, mail.json<{ id: string }>().id));
    expect(sent!.html).toContain(`Use ${code} at checkout`);
    const listed = await t.request({
      method: 'GET',
      url: '/api/users/shopify/get-all-price-rules',
      token,
    });
    expect(listed.json().discounts.map((d: ShopifyDiscount) => d.code)).toContain(code);
  });

  it('turns Shopify’s userErrors into problems naming the field: taken code 409, bad end 400', async () => {
    const { token } = await connectedAdvertiser();
    const collaboration = await acceptedCollaboration(token);
    const taken = await createDiscount(token, {
      collaborationId: collaboration.id,
      code: 'welcome10',
      valueType: 'fixed_amount',
      value: 10,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].path).toBe('body.code');
    const ended = await createDiscount(token, {
      collaborationId: collaboration.id,
      valueType: 'fixed_amount',
      value: 10,
      endsAt: '2020-01-01T00:00:00Z',
    });
    expect(ended.statusCode, ended.body).toBe(400);
    expect(ended.json().errors[0].path).toBe('body.endsAt');
    // Nothing was attached: the collaboration still takes a code.
    expect((await readCollaboration(token, collaboration.id)).sales).toBeNull();
  });

  it('suggests a code with the collaboration’s mark when the short one is taken', async () => {
    const { token } = await connectedAdvertiser();
    const [first, second] = [
      await acceptedCollaboration(token),
      await acceptedCollaboration(token),
    ];
    const short = suggestedDiscountCode(second.influencer.username, 15);
    const body = { valueType: 'percentage', value: 15 };
    expect(
      (await createDiscount(token, { ...body, collaborationId: first.id, code: short })).statusCode,
    ).toBe(201);
    const suggested = await createDiscount(token, { ...body, collaborationId: second.id });
    expect(suggested.statusCode, suggested.body).toBe(201);
    expect(suggested.json<ShopifyDiscount>().code).toBe(
      `${short}-${second.id.slice(0, 4).toUpperCase()}`,
    );
  });

  it('keeps a Shopify code: the terms cannot swap it for another', async () => {
    const { token } = await connectedAdvertiser();
    const collaboration = await acceptedCollaboration(token);
    const body = { collaborationId: collaboration.id, valueType: 'percentage', value: 10 };
    expect((await createDiscount(token, body)).statusCode).toBe(201);
    const swapped = await t.request({
      method: 'PATCH',
      url: `/api/collaboration/${collaboration.id}`,
      token,
      payload: { discountCode: 'SOMETHINGELSE' },
    });
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().errors[0].path).toBe('body.discountCode');
  });

  it('refuses another advertiser’s collaboration (404) and a second code (409)', async () => {
    const { token } = await connectedAdvertiser();
    const other = await connectedAdvertiser();
    const collaboration = await acceptedCollaboration(token);
    const body = { collaborationId: collaboration.id, valueType: 'percentage', value: 10 };
    expect((await createDiscount(other.token, body)).statusCode).toBe(404);
    expect((await createDiscount(token, body)).statusCode).toBe(201);
    const second = await createDiscount(token, { ...body, code: 'ANOTHER10' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].path).toBe('body.collaborationId');
  });

  it('retries a THROTTLED query after the bucket refills, as Shopify documents', async () => {
    const { shop, token } = await connectedAdvertiser();
    fake.drainBucket(shop);
    const res = await t.request({ method: 'GET', url: '/api/shopify-product/self', token });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('expiring tokens', () => {
  it('refreshes the access token before it expires and stores the rotated refresh token', async () => {
    const { shop, token, userId } = await connectedAdvertiser();
    const [before] = await t.database.db
      .select()
      .from(shopifyShops)
      .where(eq(shopifyShops.userId, userId));
    await t.database.db
      .update(shopifyShops)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(shopifyShops.userId, userId));
    const res = await t.request({ method: 'GET', url: '/api/shopify-product/self', token });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(shopifyShops)
      .where(eq(shopifyShops.userId, userId));
    const open = (v: string | null) => t.ctx.secretBox.open(v!, shop);
    expect(open(after!.accessToken)).not.toBe(open(before!.accessToken));
    expect(open(after!.refreshToken)).not.toBe(open(before!.refreshToken));
    expect(fake.shop(shop).activeAccessTokens.map((a) => a.token)).toContain(
      open(after!.accessToken),
    );
  });

  it('refreshes and retries once when Shopify answers 401 for an expired token', async () => {
    const { token } = await connectedAdvertiser();
    clockOffsetMs = 2 * 3_600_000;
    try {
      const res = await t.request({ method: 'GET', url: '/api/shopify-product/self', token });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe('webhooks and attribution', () => {
  async function codedCollaboration(currencyCode = 'USD') {
    const advertiser = await connectedAdvertiser(currencyCode);
    await eventually(() =>
      expect(fake.shop(advertiser.shop).webhookSubscriptions).toHaveLength(WEBHOOK_TOPICS.length),
    );
    const campaign = await t.request({
      method: 'POST',
      url: '/api/campaign',
      token: advertiser.token,
      payload: { name: 'Spring drop' },
    });
    const campaignId = campaign.json<{ id: string }>().id;
    const collaboration = await acceptedCollaboration(advertiser.token, { campaignId });
    const res = await createDiscount(advertiser.token, {
      collaborationId: collaboration.id,
      code: `CODE${Date.now()}`,
      valueType: 'percentage',
      value: 10,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...advertiser, campaignId, collaboration, code: res.json<ShopifyDiscount>().code! };
  }

  it('attributes an order that used the code: orders, revenue, and the timeline', async () => {
    const { shop, token, collaboration, code } = await codedCollaboration();
    const { order } = await fake.placeOrder(shop, {
      discountCode: code.toLowerCase(),
      lineItems: [{ handle: 'linen-shirt', quantity: 1 }],
    });
    expect(order.current_total_price).toBe('54.00');
    await eventually(async () =>
      expect((await readCollaboration(token, collaboration.id)).sales).toEqual({
        orders: 1,
        revenue: '54.00',
        currencyCode: 'USD',
      }),
    );
    const detail = await readCollaboration(token, collaboration.id);
    expect(detail.events.at(-1)).toMatchObject({
      kind: 'order',
      message: `Order ${order.name} · 54.00 USD`,
    });
  });

  it('counts an order once whether it comes as create, paid or a duplicate delivery', async () => {
    const { shop, token, collaboration, code } = await codedCollaboration();
    const { deliveries } = await fake.placeOrder(shop, {
      discountCode: code,
      lineItems: [{ handle: 'canvas-tote', quantity: 2 }],
    });
    expect(deliveries.map((d) => d.topic)).toEqual(['orders/create', 'orders/paid']);
    const again = await fake.redeliver(deliveries[0]!.webhookId);
    expect(again.status).toBe(200);
    await eventually(async () => {
      const pending = await t.database.db
        .select()
        .from(shopifyWebhooks)
        .where(eq(shopifyWebhooks.shop, shop));
      expect(pending.filter((w) => w.topic.startsWith('orders/')).every((w) => w.processedAt)).toBe(
        true,
      );
    });
    expect((await readCollaboration(token, collaboration.id)).sales).toEqual({
      orders: 1,
      revenue: '45.00',
      currencyCode: 'USD',
    });
  });

  it('takes a refund off the revenue through orders/updated', async () => {
    const { shop, token, collaboration, code } = await codedCollaboration('EUR');
    const { order } = await fake.placeOrder(shop, {
      discountCode: code,
      lineItems: [{ handle: 'linen-shirt', quantity: 1 }],
    });
    await eventually(async () =>
      expect((await readCollaboration(token, collaboration.id)).sales?.orders).toBe(1),
    );
    await fake.refundOrder(shop, order.id, '14.00');
    await eventually(async () =>
      expect((await readCollaboration(token, collaboration.id)).sales).toEqual({
        orders: 1,
        revenue: '40.00',
        currencyCode: 'EUR',
      }),
    );
    expect((await readCollaboration(token, collaboration.id)).events.at(-1)).toMatchObject({
      kind: 'refund',
      message: `Refund on ${order.name} · -14.00 EUR`,
    });
  });

  it('answers 401 to a delivery with a bad HMAC and stores nothing', async () => {
    const { shop } = await codedCollaboration();
    const sent = await fake.sendWebhook(shop, 'orders/create', { id: 1 }, { secret: 'forged' });
    expect(sent.status).toBe(401);
    const stored = await t.database.db
      .select()
      .from(shopifyWebhooks)
      .where(eq(shopifyWebhooks.webhookId, sent.webhookId));
    expect(stored).toEqual([]);
  });

  it('answers the three privacy webhooks with 200', async () => {
    const { shop } = await codedCollaboration();
    const url = `${t.ctx.appUrl}/api/webhooks/shopify`;
    for (const topic of ['customers/data_request', 'customers/redact', 'shop/redact']) {
      const sent = await fake.sendWebhook(shop, topic, { shop_domain: shop, shop_id: 1 }, { url });
      expect(sent.status, topic).toBe(200);
    }
  });

  it('shows a campaign’s sales per influencer and My Influencers’ sales', async () => {
    const { shop, token, campaignId, collaboration, code } = await codedCollaboration();
    await fake.placeOrder(shop, {
      discountCode: code,
      lineItems: [{ handle: 'canvas-tote', quantity: 1 }],
    });
    await eventually(async () =>
      expect((await readCollaboration(token, collaboration.id)).sales?.orders).toBe(1),
    );
    const list = await t.request({
      method: 'POST',
      url: '/api/list',
      token,
      payload: { name: `Sold ${Date.now()}`, influencers: [collaboration.influencer.id] },
    });
    expect(list.statusCode, list.body).toBe(201);
    const saved = await t.request({ method: 'GET', url: '/api/list/saved', token });
    const sales = { orders: 1, revenue: '22.50', currencyCode: 'USD' };
    expect(saved.json().query[0].sales).toEqual(sales);
    const byCampaign = await t.request({
      method: 'GET',
      url: `/api/campaign/${campaignId}/sales`,
      token,
    });
    expect(byCampaign.json()).toEqual({
      total: sales,
      influencers: [
        {
          collaborationId: collaboration.id,
          influencerId: collaboration.influencer.id,
          username: collaboration.influencer.username,
          name: collaboration.influencer.name,
          discountCode: code,
          sales,
        },
      ],
    });
    const stranger = await t.signUp();
    const hidden = await t.request({
      method: 'GET',
      url: `/api/campaign/${campaignId}/sales`,
      token: stranger.token,
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('uninstall', () => {
  it('revokes the token at Shopify and forgets it', async () => {
    const { shop, token, userId } = await connectedAdvertiser();
    expect(fake.shop(shop).activeAccessTokens).toHaveLength(1);
    const res = await t.request({ method: 'DELETE', url: '/api/users/shopify/uninstall', token });
    expect(res.statusCode, res.body).toBe(204);
    expect(fake.shop(shop).activeAccessTokens).toHaveLength(0);
    const rows = await t.database.db
      .select()
      .from(shopifyShops)
      .where(eq(shopifyShops.userId, userId));
    expect(rows).toEqual([]);
    const status = await t.request({ method: 'GET', url: '/api/users/shopify', token });
    expect(status.json<ShopifyStatus>().connection).toBeNull();
  });

  it('forgets the token when the app/uninstalled webhook arrives', async () => {
    const { shop, userId } = await connectedAdvertiser();
    await eventually(() =>
      expect(fake.shop(shop).webhookSubscriptions).toHaveLength(WEBHOOK_TOPICS.length),
    );
    await fake.uninstall(shop);
    await eventually(async () =>
      expect(
        await t.database.db.select().from(shopifyShops).where(eq(shopifyShops.userId, userId)),
      ).toEqual([]),
    );
  });
});

describe('without Shopify keys', () => {
  it('says so on the profile and answers 503 naming the integration on every Shopify call', async () => {
    const bare = await buildTestApp();
    try {
      const advertiser = await bare.signUp();
      const status = await bare.request({
        method: 'GET',
        url: '/api/users/shopify',
        token: advertiser.token,
      });
      expect(status.json()).toEqual({ configured: false, connection: null });
      const setting = await bare.request({ method: 'GET', url: '/api/auth/shopify-login-setting' });
      expect(setting.json()).toMatchObject({ enabled: false, apiVersion: null });
      const calls = [
        ['GET', '/api/users/connect-shopify?shop=acme.myshopify.com'],
        ['GET', '/api/shopify-product/self'],
        ['GET', '/api/users/shopify/get-all-price-rules'],
        ['DELETE', '/api/users/shopify/uninstall'],
        ['GET', '/api/auth/shopify-login?shop=acme.myshopify.com&timestamp=1&hmac=x'],
      ] as const;
      for (const [method, url] of calls) {
        const res = await bare.request({ method, url, token: advertiser.token });
        expect(res.statusCode, url).toBe(503);
        expect(res.json().title).toBe('Shopify is not configured');
      }
    } finally {
      await bare.close();
    }
  });
});
