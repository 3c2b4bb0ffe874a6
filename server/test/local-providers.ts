import { SHOPIFY_SCOPES } from '@shared/constants/shopify';
import { type FakeGoogle, startFakeGoogle } from '@providers/google/server';
import { type FakeMeta, startFakeMeta } from '@providers/meta/server';
import { type FakeShopify, startFakeShopify } from '@providers/shopify/server';
import { type FakeStripe, startFakeStripe } from '@providers/stripe/server';
import { type FakeTikTok, startFakeTikTok } from '@providers/tiktok/server';
import type { buildTestApp } from './build-test-app';

/** The options {@link buildTestApp} takes. */
type TestAppOptions = NonNullable<Parameters<typeof buildTestApp>[0]>;

/** The local Shopify, Stripe, Google, Meta and TikTok of one test file, and how to reach them. */
export interface LocalProviders {
  shopify: FakeShopify;
  stripe: FakeStripe;
  google: FakeGoogle;
  meta: FakeMeta;
  tiktok: FakeTikTok;
  /**
   * buildTestApp options that turn every integration on against them: Shopify, billing, Google,
   * Facebook, Instagram and TikTok sign-in, and the YouTube and Instagram profile refresh.
   */
  appOptions: TestAppOptions;
  close(): Promise<void>;
}

/**
 * Starts the five local vendor servers (providers/) on free ports, with credentials named after
 * `name` (`<name>-key`, `sk_test_<name>` …) so each test file's are its own, and a YouTube Data
 * API key and an Instagram business-discovery access for the profile refresh. `shopifyAppUrl` is
 * the App URL the local Shopify's admin launches (see FakeShopifyOptions.appUrl).
 */
export async function startLocalProviders(
  name: string,
  { shopifyAppUrl }: { shopifyAppUrl?: string } = {},
): Promise<LocalProviders> {
  const facebook = { appId: '3030303030303030', appSecret: `${name}-facebook` };
  const instagram = { appId: '4040404040404040', appSecret: `${name}-instagram` };
  const youtubeKey = `${name}-youtube-key`;
  const google = { clientId: `${name}.apps.googleusercontent.com`, clientSecret: `${name}-google` };
  const tiktokApp = { clientKey: `${name}-tiktok`, clientSecret: `${name}-tiktok-secret` };
  const shopifyApp = { apiKey: `${name}-key`, apiSecret: `${name}-secret` };
  const stripeKeys = { secretKey: `sk_test_${name}`, webhookSecret: `whsec_${name}` };
  const [shopify, stripe, googleServer, tiktok, meta] = await Promise.all([
    startFakeShopify({ ...shopifyApp, appUrl: shopifyAppUrl }),
    startFakeStripe(stripeKeys),
    startFakeGoogle({ ...google, apiKey: youtubeKey }),
    startFakeTikTok(tiktokApp),
    startFakeMeta({ facebook, instagram }),
  ]);
  const discovery = meta.addBusinessDiscoveryAccess();
  return {
    shopify,
    stripe,
    google: googleServer,
    meta,
    tiktok,
    appOptions: {
      youtubeData: {
        apiKey: youtubeKey,
        baseUrl: `${googleServer.origin}/www.googleapis.com/youtube/v3`,
      },
      instagramDiscovery: {
        accessToken: discovery.accessToken,
        igUserId: discovery.igUserId,
        appSecret: facebook.appSecret,
        graphUrl: `${meta.origin}/graph.facebook.com`,
      },
      facebook: { ...facebook, testServerUrl: meta.origin },
      instagram: { ...instagram, testServerUrl: meta.origin },
      tiktok: { ...tiktokApp, testServerUrl: tiktok.origin },
      google: { ...google, testServerUrl: googleServer.origin },
      stripe: {
        ...stripeKeys,
        prices: { starter: 'price_local_starter', pro: 'price_local_pro' },
        testServerUrl: stripe.origin,
      },
      shopify: {
        ...shopifyApp,
        apiVersion: '2026-10',
        scopes: SHOPIFY_SCOPES,
        appUrl: 'http://127.0.0.1',
        testServerUrl: shopify.origin,
      },
    },
    close: async () => {
      await Promise.all([
        shopify.close(),
        stripe.close(),
        googleServer.close(),
        meta.close(),
        tiktok.close(),
      ]);
    },
  };
}
