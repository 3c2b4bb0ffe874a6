import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPIFY_SCOPES } from '@shared/constants/shopify';
import { signShopifyQuery } from '@providers/shopify/server';
import { billingAccounts, emailSenders, shopifyShops, socialAccounts, users } from './db/schema';
import { GoogleClient } from './integrations/google/client';
import { FacebookClient } from './integrations/meta/facebook-client';
import { S3Storage } from './integrations/s3/client';
import { ShopifyClient } from './integrations/shopify/client';
import { createMailer } from './integrations/smtp/client';
import { StripeClient } from './integrations/stripe/client';
import { TikTokClient } from './integrations/tiktok/client';
import { buildTestApp, type TestApp, uniqueEmail } from './test/build-test-app';
import { multipart } from './test/multipart';
import { startAuthorization } from './test/oauth';
import {
  closedPort,
  expectProviderProblem,
  HTML_PAGE,
  startGarbageHttp,
  startGarbageTcp,
  type StandIn,
} from './test/provider-down';

/**
 * Every provider out of reach answers 503, every provider answering garbage 502, as problem
 * documents naming the provider, with nothing half-written (README "Providers down").
 */
let t: TestApp;
const standIns: StandIn[] = [];

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await Promise.all(standIns.map((s) => s.close()));
  await t.close();
});

async function garbage(...args: Parameters<typeof startGarbageHttp>) {
  const standIn = await startGarbageHttp(...args);
  standIns.push(standIn);
  return standIn;
}

const rows = async (table: typeof users | typeof socialAccounts) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('Google sign-in (POST /api/auth/google-login)', () => {
  const google = (testServerUrl: string) =>
    new GoogleClient({ clientId: 'collabify-test', clientSecret: 'secret', testServerUrl });
  const credential = { credential: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' };

  it('answers 503 naming Google and creates no user when Google cannot be reached', async () => {
    t.ctx.google = google((await closedPort()).url);
    const before = await rows(users);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/google-login',
      payload: credential,
    });
    expectProviderProblem(res, 503, 'Google');
    expect(await rows(users)).toBe(before);
  });

  it('answers 502 naming Google when its discovery document is an HTML page', async () => {
    const standIn = await garbage();
    t.ctx.google = google(standIn.url);
    const before = await rows(users);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/google-login',
      payload: credential,
    });
    expectProviderProblem(res, 502, 'Google');
    expect(standIn.requests).toBeGreaterThan(0);
    expect(await rows(users)).toBe(before);
  });
});

/** A sign-in callback's body: a state the API issued (its consent page's), and any code. */
async function callback(provider: string) {
  const state = new URL(await startAuthorization(t, provider)).searchParams.get('state')!;
  return { code: 'a-code-the-provider-gave', state };
}

describe('Facebook sign-in (POST /api/auth/facebook-login)', () => {
  const facebook = (testServerUrl: string) =>
    new FacebookClient({ appId: '1357924680135792', appSecret: 'secret', testServerUrl });
  const login = async () =>
    t.request({
      method: 'POST',
      url: '/api/auth/facebook-login',
      payload: await callback('facebook'),
    });

  it('answers 503 naming Meta and connects nothing when Meta cannot be reached', async () => {
    t.ctx.facebook = facebook((await closedPort()).url);
    const before = [await rows(users), await rows(socialAccounts)];
    expectProviderProblem(await login(), 503, 'Meta');
    expect([await rows(users), await rows(socialAccounts)]).toEqual(before);
  });

  it('answers 502 naming Meta when the Graph API answers an HTML page', async () => {
    const standIn = await garbage();
    t.ctx.facebook = facebook(standIn.url);
    const before = [await rows(users), await rows(socialAccounts)];
    expectProviderProblem(await login(), 502, 'Meta');
    expect(standIn.requests).toBeGreaterThan(0);
    expect([await rows(users), await rows(socialAccounts)]).toEqual(before);
  });
});

describe('TikTok sign-in (POST /api/auth/influencer-tiktok-login)', () => {
  const tiktok = (testServerUrl: string) =>
    new TikTokClient({ clientKey: 'tiktok-key', clientSecret: 'secret', testServerUrl });
  const login = async () =>
    t.request({
      method: 'POST',
      url: '/api/auth/influencer-tiktok-login',
      payload: await callback('tiktok'),
    });

  it('answers 503 naming TikTok and connects nothing when TikTok cannot be reached', async () => {
    t.ctx.tiktok = tiktok((await closedPort()).url);
    const before = [await rows(users), await rows(socialAccounts)];
    expectProviderProblem(await login(), 503, 'TikTok');
    expect([await rows(users), await rows(socialAccounts)]).toEqual(before);
  });

  it('answers 502 naming TikTok when its token endpoint answers a truncated JSON 500', async () => {
    const standIn = await garbage({ status: 500, contentType: 'application/json', body: '{"err' });
    t.ctx.tiktok = tiktok(standIn.url);
    const before = [await rows(users), await rows(socialAccounts)];
    expectProviderProblem(await login(), 502, 'TikTok');
    expect(standIn.requests).toBe(1);
    expect([await rows(users), await rows(socialAccounts)]).toEqual(before);
  });
});

describe('Stripe checkout (GET /api/users/createCheckoutSession/:plan)', () => {
  const stripe = (testServerUrl: string) =>
    new StripeClient({
      secretKey: 'sk_test_provider_down',
      webhookSecret: 'whsec_provider_down',
      prices: { starter: 'price_starter', pro: 'price_pro' },
      testServerUrl,
    });
  async function checkout() {
    const brand = await t.signUp();
    const res = await t.request({
      method: 'GET',
      url: '/api/users/createCheckoutSession/starter',
      token: brand.token,
    });
    const [account] = await t.database.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, brand.user.id));
    return { res, customer: account?.stripeCustomerId ?? null };
  }

  it('answers 503 naming Stripe and stores no customer when Stripe cannot be reached', async () => {
    t.ctx.stripe = stripe((await closedPort()).url);
    const { res, customer } = await checkout();
    expectProviderProblem(res, 503, 'Stripe');
    expect(customer).toBeNull();
  });

  it('answers 502 naming Stripe and stores no customer when Stripe answers an HTML page', async () => {
    const standIn = await garbage();
    t.ctx.stripe = stripe(standIn.url);
    const { res, customer } = await checkout();
    expectProviderProblem(res, 502, 'Stripe');
    expect(standIn.requests).toBeGreaterThan(0);
    expect(customer).toBeNull();
  });
});

describe('Shopify install (POST /api/users/connect-shopify/callback)', () => {
  const secret = 'shopify-provider-down-secret';
  const shopify = (testServerUrl: string) =>
    new ShopifyClient({
      apiKey: 'shopify-provider-down-key',
      apiSecret: secret,
      apiVersion: '2026-10',
      scopes: SHOPIFY_SCOPES,
      appUrl: 'http://127.0.0.1',
      testServerUrl,
    });
  /** Begins an install as a new advertiser and posts Shopify's signed redirect back. */
  async function install() {
    const advertiser = await t.signUp();
    const shop = `provider-down-${Date.now()}.myshopify.com`;
    const begin = await t.request({
      method: 'GET',
      url: `/api/users/connect-shopify?shop=${shop}`,
      token: advertiser.token,
    });
    expect(begin.statusCode, begin.body).toBe(200);
    const state = new URL(begin.json<{ url: string }>().url).searchParams.get('state')!;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const query = new URLSearchParams(
      signShopifyQuery({ code: 'shopify-code', shop, state, timestamp }, secret),
    );
    const res = await t.request({
      method: 'POST',
      url: `/api/users/connect-shopify/callback?${query}`,
      token: advertiser.token,
    });
    const shops = await t.database.db
      .select()
      .from(shopifyShops)
      .where(eq(shopifyShops.userId, advertiser.user.id));
    return { res, shops };
  }

  it('answers 503 naming Shopify and connects no shop when Shopify cannot be reached', async () => {
    t.ctx.shopify = shopify((await closedPort()).url);
    const { res, shops } = await install();
    expectProviderProblem(res, 503, 'Shopify');
    expect(shops).toEqual([]);
  });

  it('answers 502 naming Shopify and connects no shop when the token exchange answers HTML', async () => {
    const standIn = await garbage();
    t.ctx.shopify = shopify(standIn.url);
    const { res, shops } = await install();
    expectProviderProblem(res, 502, 'Shopify');
    expect(standIn.requests).toBe(1);
    expect(shops).toEqual([]);
  });
});

describe('Campaign image upload to S3 (POST /api/campaign/image/:id)', () => {
  const s3 = (endpoint: string) =>
    new S3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: 'collabify-provider-down',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.collabify.test',
      forcePathStyle: true,
    });
  /** A new brand's draft campaign and a real PNG posted as its image. */
  async function upload() {
    const brand = await t.signUp();
    const created = await t.request({
      method: 'POST',
      url: '/api/campaign',
      token: brand.token,
      payload: { name: 'Provider down' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const data = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#5436F5' },
    })
      .png()
      .toBuffer();
    const res = await t.request({
      method: 'POST',
      url: `/api/campaign/image/${id}`,
      token: brand.token,
      ...multipart([{ name: 'image', filename: 'photo.png', contentType: 'image/png', data }]),
    });
    const after = await t.request({
      method: 'GET',
      url: `/api/campaign/${id}`,
      token: brand.token,
    });
    return { res, imageUrl: after.json<{ imageUrl: string | null }>().imageUrl };
  }

  it('answers 503 naming S3 and keeps no image when the bucket cannot be reached', async () => {
    t.ctx.storage = s3((await closedPort()).url);
    const { res, imageUrl } = await upload();
    expectProviderProblem(res, 503, 'S3');
    expect(imageUrl).toBeNull();
  });

  it('answers 502 naming S3 and keeps no image when the bucket answers 500 with HTML', async () => {
    const standIn = await garbage({ ...HTML_PAGE, status: 500 });
    t.ctx.storage = s3(standIn.url);
    const { res, imageUrl } = await upload();
    expectProviderProblem(res, 502, 'S3');
    expect(standIn.requests).toBeGreaterThan(0);
    expect(imageUrl).toBeNull();
  });
});

describe('Sender verification mail over SMTP (POST /api/users/email-sender)', () => {
  /** Signs a brand up (its code mail through the test mailer), then sets its sender over `port`. */
  async function setSenderOver(port: number) {
    const brand = await t.signUp();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'Collabify <no-reply@collabify.test>',
    });
    const original = t.ctx.mailer;
    t.ctx.mailer = mailer;
    try {
      const res = await t.request({
        method: 'POST',
        url: '/api/users/email-sender',
        token: brand.token,
        payload: { email: uniqueEmail('sender'), name: 'Provider Down' },
      });
      const senders = await t.database.db
        .select()
        .from(emailSenders)
        .where(eq(emailSenders.userId, brand.user.id));
      return { res, senders };
    } finally {
      t.ctx.mailer = original;
      mailer.close();
    }
  }

  it('answers 503 naming SMTP and stores no sender when the mail server cannot be reached', async () => {
    const { res, senders } = await setSenderOver((await closedPort()).port);
    expectProviderProblem(res, 503, 'SMTP');
    expect(senders).toEqual([]);
  });

  it('answers 502 naming SMTP and stores no sender when the server greets with HTML', async () => {
    const standIn = await startGarbageTcp();
    standIns.push(standIn);
    const { res, senders } = await setSenderOver(standIn.port);
    expectProviderProblem(res, 502, 'SMTP');
    expect(standIn.requests).toBeGreaterThan(0);
    expect(senders).toEqual([]);
  });
});
