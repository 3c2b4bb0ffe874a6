import { defineConfig, devices } from '@playwright/test';
import { E2E_APP } from './e2e/support/app';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { E2E_DATA_DIR } from './e2e/support/paths';
import { E2E_SHOPIFY } from './e2e/support/shopify';
import { E2E_STRIPE } from './e2e/support/stripe';
import { E2E_GOOGLE } from './e2e/support/google';
import { E2E_META } from './e2e/support/meta';
import { E2E_TIKTOK } from './e2e/support/tiktok';

/** Port of the server the e2e suite starts (fresh embedded database under E2E_DATA_DIR). */
const PORT = E2E_APP.port;
const APP_URL = E2E_APP.origin;

/**
 * E2E against the built app served by the real server, in Debian's Chromium (/usr/bin/chromium).
 * Playwright downloads no browser: `npm run test:e2e` installs Debian's chromium when missing.
 */
export default defineConfig({
  testDir: './e2e',
  // Two workers, each test on its own: a test mostly waits (on the server, a poll, a provider),
  // so while one waits the other's browser works. Specs share only the demo accounts (read, or
  // written in ways no other spec counts) and make every other account, list and address their own.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: APP_URL,
    // Recording a trace (screencast and DOM snapshots at every action) costs CPU in every test:
    // CI records one only when retrying a failed test, locally every failure keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${E2E_DATA_DIR} && node dist/server/main.js`,
      env: {
        PORT: String(PORT),
        // The address the browser uses: Shopify redirects back to it and delivers webhooks to it.
        APP_URL,
        DATA_DIR: E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
        // Notification emails batch 15 s of events (not 3 minutes), so a spec sees its email.
        NOTIFICATION_EMAIL_DELAY_SECONDS: '15',
        // Sign-ups in the specs name their own client address (support/accounts.ts).
        TRUST_PROXY: 'true',
        SHOPIFY_API_KEY: E2E_SHOPIFY.apiKey,
        SHOPIFY_API_SECRET: E2E_SHOPIFY.apiSecret,
        SHOPIFY_TEST_SERVER_URL: E2E_SHOPIFY.origin,
        STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
        STRIPE_PRICE_STARTER: E2E_STRIPE.prices.starter,
        STRIPE_PRICE_PRO: E2E_STRIPE.prices.pro,
        STRIPE_TEST_SERVER_URL: E2E_STRIPE.origin,
        GOOGLE_CLIENT_ID: E2E_GOOGLE.clientId,
        GOOGLE_CLIENT_SECRET: E2E_GOOGLE.clientSecret,
        GOOGLE_TEST_SERVER_URL: E2E_GOOGLE.origin,
        FACEBOOK_APP_ID: E2E_META.facebook.appId,
        FACEBOOK_APP_SECRET: E2E_META.facebook.appSecret,
        INSTAGRAM_APP_ID: E2E_META.instagram.appId,
        INSTAGRAM_APP_SECRET: E2E_META.instagram.appSecret,
        META_TEST_SERVER_URL: E2E_META.origin,
        YOUTUBE_API_KEY: E2E_GOOGLE.youtubeApiKey,
        INSTAGRAM_DISCOVERY_TOKEN: E2E_META.discovery.accessToken,
        INSTAGRAM_DISCOVERY_ACCOUNT_ID: E2E_META.discovery.igUserId,
        TIKTOK_CLIENT_KEY: E2E_TIKTOK.clientKey,
        TIKTOK_CLIENT_SECRET: E2E_TIKTOK.clientSecret,
        TIKTOK_TEST_SERVER_URL: E2E_TIKTOK.origin,
      },
      // Listening is enough here: the providers start while it imports the datasets, and
      // support/global-setup.ts waits for /api/health before the first test.
      port: PORT,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx providers/shopify/cli.ts',
      env: {
        SHOPIFY_FAKE_PORT: String(E2E_SHOPIFY.port),
        SHOPIFY_API_KEY: E2E_SHOPIFY.apiKey,
        SHOPIFY_API_SECRET: E2E_SHOPIFY.apiSecret,
        APP_URL,
      },
      url: `${E2E_SHOPIFY.origin}/${E2E_SHOPIFY.shop}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx providers/stripe/cli.ts',
      env: {
        STRIPE_FAKE_PORT: String(E2E_STRIPE.port),
        STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
        APP_URL,
      },
      url: `${E2E_STRIPE.origin}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx providers/google/cli.ts',
      env: {
        GOOGLE_FAKE_PORT: String(E2E_GOOGLE.port),
        GOOGLE_CLIENT_ID: E2E_GOOGLE.clientId,
        GOOGLE_CLIENT_SECRET: E2E_GOOGLE.clientSecret,
        YOUTUBE_API_KEY: E2E_GOOGLE.youtubeApiKey,
        GOOGLE_REDIRECT_URIS: ['google', 'youtube', 'gmail']
          .map((provider) => `${APP_URL}/auth/callback/${provider}`)
          .join(','),
      },
      url: `${E2E_GOOGLE.origin}/accounts.google.com/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx providers/meta/cli.ts',
      env: {
        META_FAKE_PORT: String(E2E_META.port),
        FACEBOOK_APP_ID: E2E_META.facebook.appId,
        FACEBOOK_APP_SECRET: E2E_META.facebook.appSecret,
        INSTAGRAM_APP_ID: E2E_META.instagram.appId,
        INSTAGRAM_APP_SECRET: E2E_META.instagram.appSecret,
        INSTAGRAM_DISCOVERY_TOKEN: E2E_META.discovery.accessToken,
        INSTAGRAM_DISCOVERY_ACCOUNT_ID: E2E_META.discovery.igUserId,
      },
      url: `${E2E_META.origin}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx providers/tiktok/cli.ts',
      env: {
        TIKTOK_FAKE_PORT: String(E2E_TIKTOK.port),
        TIKTOK_CLIENT_KEY: E2E_TIKTOK.clientKey,
        TIKTOK_CLIENT_SECRET: E2E_TIKTOK.clientSecret,
      },
      url: `${E2E_TIKTOK.origin}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
