import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPIFY_SCOPES } from '@shared/constants/shopify';
import { signShopifyQuery } from '@providers/shopify/server';
import { billingAccounts, emailSenders, shopifyShops, socialAccounts, users } from './db/schema';
import type { ProviderName } from './errors';
import { GoogleClient } from './integrations/google/client';
import { FacebookClient } from './integrations/meta/facebook-client';
import { S3Storage } from './integrations/s3/client';
import { ShopifyClient } from './integrations/shopify/client';
import { createMailer, type Mailer } from './integrations/smtp/client';
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
 * documents naming the provider, with nothing half-written (README "Providers down"): one route
 * per provider, its client pointed at a closed port, then at a stand-in answering garbage.
 */
let t: TestApp;
/** Stand-ins and mailers to close at the end. */
const closers: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await t.close();
});

/** A call to a route, and a reading of what it must leave unchanged when the provider fails. */
interface Arranged {
  send(): Promise<LightMyRequestResponse>;
  written(): Promise<unknown>;
}

/** One provider: the route that calls it, and how its client is pointed elsewhere. */
interface ProviderCase {
  provider: ProviderName;
  route: string;
  /** Points the app's client for the provider at `address` (a stand-in, or a closed port). */
  use(address: { url: string; port: number }): void;
  /** A stand-in answering what the provider's contract does not allow. */
  garbage(): Promise<StandIn>;
  /** Prepares the call (a user, an issued state…), after {@link ProviderCase.use}. */
  arrange(): Promise<Arranged>;
}

const post = (url: string, payload: object, token?: string) =>
  t.request({ method: 'POST', url, payload, token });

/** How many accounts and social connections exist: a failed sign-in adds neither. */
const accounts = () =>
  Promise.all(
    [users, socialAccounts].map(
      async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n,
    ),
  );

/** A sign-in callback's post: a state the API issued (its consent page's), and any code. */
function signIn(url: string, provider: string): () => Promise<Arranged> {
  return async () => {
    const state = new URL(await startAuthorization(t, provider)).searchParams.get('state')!;
    return {
      send: () => post(url, { code: 'a-code-from-the-provider', state }),
      written: accounts,
    };
  };
}

/** A new brand account. */
async function brand() {
  const { token, user } = await t.signUp();
  return { token, userId: user.id };
}

const SHOPIFY_SECRET = 'shopify-provider-down-secret';

/** An install begun by a new advertiser, and Shopify's signed redirect back posted. */
async function shopifyInstall(): Promise<Arranged> {
  const { token, userId } = await brand();
  const shop = `provider-down-${Date.now()}.myshopify.com`;
  const begin = await t.request({
    method: 'GET',
    url: `/api/users/connect-shopify?shop=${shop}`,
    token,
  });
  const state = new URL(begin.json<{ url: string }>().url).searchParams.get('state')!;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const query = new URLSearchParams(
    signShopifyQuery({ code: 'shopify-code', shop, state, timestamp }, SHOPIFY_SECRET),
  );
  return {
    send: () => post(`/api/users/connect-shopify/callback?${query}`, {}, token),
    written: () => t.database.db.select().from(shopifyShops).where(eq(shopifyShops.userId, userId)),
  };
}

/** A new brand's draft campaign, and a real PNG posted as its image. */
async function campaignImage(): Promise<Arranged> {
  const { token } = await brand();
  const { id } = (await post('/api/campaign', { name: 'Provider down' }, token)).json<{
    id: string;
  }>();
  const data = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const image = multipart([{ name: 'image', filename: 'a.png', contentType: 'image/png', data }]);
  return {
    send: () => t.request({ method: 'POST', url: `/api/campaign/image/${id}`, token, ...image }),
    written: async () =>
      (await t.request({ method: 'GET', url: `/api/campaign/${id}`, token })).json<{
        imageUrl: string | null;
      }>().imageUrl,
  };
}

/** The mailer the SMTP case puts in place once its brand has signed up (through the test one). */
let nextMailer: Mailer | null = null;

const CASES: ProviderCase[] = [
  {
    provider: 'Google',
    route: 'POST /api/auth/google-login',
    use: ({ url }) => {
      t.ctx.google = new GoogleClient({ clientId: 'g', clientSecret: 's', testServerUrl: url });
    },
    garbage: () => startGarbageHttp(HTML_PAGE),
    // Discovery comes first, so any token-shaped credential reaches Google.
    arrange: async () => ({
      send: () => post('/api/auth/google-login', { credential: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' }),
      written: accounts,
    }),
  },
  {
    provider: 'Meta',
    route: 'POST /api/auth/facebook-login',
    use: ({ url }) => {
      t.ctx.facebook = new FacebookClient({ appId: '1357', appSecret: 's', testServerUrl: url });
    },
    garbage: () => startGarbageHttp(HTML_PAGE),
    arrange: signIn('/api/auth/facebook-login', 'facebook'),
  },
  {
    provider: 'TikTok',
    route: 'POST /api/auth/influencer-tiktok-login',
    use: ({ url }) => {
      t.ctx.tiktok = new TikTokClient({ clientKey: 'k', clientSecret: 's', testServerUrl: url });
    },
    garbage: () =>
      startGarbageHttp({ status: 500, contentType: 'application/json', body: '{"err' }),
    arrange: signIn('/api/auth/influencer-tiktok-login', 'tiktok'),
  },
  {
    provider: 'Shopify',
    route: 'POST /api/users/connect-shopify/callback',
    use: ({ url }) => {
      t.ctx.shopify = new ShopifyClient({
        apiKey: 'shopify-provider-down-key',
        apiSecret: SHOPIFY_SECRET,
        apiVersion: '2026-10',
        scopes: SHOPIFY_SCOPES,
        appUrl: 'http://127.0.0.1',
        testServerUrl: url,
      });
    },
    garbage: () => startGarbageHttp(HTML_PAGE),
    arrange: shopifyInstall,
  },
  {
    provider: 'Stripe',
    route: 'GET /api/users/createCheckoutSession/starter',
    use: ({ url }) => {
      t.ctx.stripe = new StripeClient({
        secretKey: 'sk_test_provider_down',
        webhookSecret: 'whsec_provider_down',
        prices: { starter: 'price_starter', pro: 'price_pro' },
        testServerUrl: url,
      });
    },
    garbage: () => startGarbageHttp(HTML_PAGE),
    arrange: async () => {
      const { token, userId } = await brand();
      return {
        send: () =>
          t.request({ method: 'GET', url: '/api/users/createCheckoutSession/starter', token }),
        written: () =>
          t.database.db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)),
      };
    },
  },
  {
    provider: 'S3',
    route: 'POST /api/campaign/image/:id',
    use: ({ url }) => {
      const storage = new S3Storage({
        endpoint: url,
        region: 'us-east-1',
        bucket: 'collabify-provider-down',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.collabify.test',
        forcePathStyle: true,
      });
      closers.push(() => storage.close());
      t.ctx.storage = storage;
    },
    garbage: () => startGarbageHttp({ ...HTML_PAGE, status: 500 }),
    arrange: campaignImage,
  },
  {
    provider: 'SMTP',
    route: 'POST /api/users/email-sender',
    use: ({ port }) => {
      const from = 'Collabify <no-reply@collabify.test>';
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: '/none',
        from,
      });
      closers.push(() => mailer.close());
      nextMailer = mailer;
    },
    garbage: () => startGarbageTcp(),
    arrange: async () => {
      const { token, userId } = await brand();
      t.ctx.mailer = nextMailer!;
      return {
        send: () =>
          post('/api/users/email-sender', { email: uniqueEmail('sender'), name: 'X' }, token),
        written: () =>
          t.database.db.select().from(emailSenders).where(eq(emailSenders.userId, userId)),
      };
    },
  },
];

/**
 * Points the case's client at `address`, makes its call and asserts the problem `status` naming
 * the provider, with what the call must not write unchanged; the app's clients are restored.
 */
async function expectFailure(
  c: ProviderCase,
  address: { url: string; port: number },
  status: 502 | 503,
) {
  const saved = { ...t.ctx };
  try {
    c.use(address);
    const { send, written } = await c.arrange();
    const before = await written();
    expectProviderProblem(await send(), status, c.provider);
    expect(await written()).toEqual(before);
  } finally {
    Object.assign(t.ctx, saved);
  }
}

describe.each(CASES)('$provider ($route)', (c) => {
  it(`answers 503 naming ${c.provider} and writes nothing when it cannot be reached`, async () => {
    await expectFailure(c, await closedPort(), 503);
  });

  it(`answers 502 naming ${c.provider} and writes nothing when it answers garbage`, async () => {
    const standIn = await c.garbage();
    closers.push(() => standIn.close());
    await expectFailure(c, standIn, 502);
    expect(standIn.requests).toBeGreaterThan(0);
  });
});
