import type { AnalyticsScript } from '../env';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { Session } from '@shared/schemas/auth';
import { buildApp } from '../app';
import type { AppContext } from '../context';
import type { Database, Db } from '../db/client';
import { primaryReads, type ReadRouting } from '../db/read-routing';
import { createMailer, type DkimKey } from '../integrations/smtp/client';
import { lazyJobQueue } from '../jobs/lazy-job-queue';
import { startJobQueue } from '../jobs/queue';
import { SessionTokens } from '../modules/auth/session-tokens';
import { GoogleClient, type GoogleConfig } from '../integrations/google/client';
import { FacebookClient, type FacebookConfig } from '../integrations/meta/facebook-client';
import { InstagramClient, type InstagramConfig } from '../integrations/meta/instagram-client';
import { TikTokClient, type TikTokConfig } from '../integrations/tiktok/client';
import { YouTubeDataClient, type YouTubeDataOptions } from '../integrations/google/youtube-data';
import {
  BusinessDiscoveryClient,
  type BusinessDiscoveryOptions,
} from '../integrations/meta/business-discovery';
import { ShopifyClient, type ShopifyConfig } from '../integrations/shopify/client';
import { StripeClient, type StripeConfig } from '../integrations/stripe/client';
import { SecretBox } from '../secret-box';
import { LocalDiskStorage } from '../uploads/storage';
import { type SmtpSink, startSmtpSink } from './smtp-sink';
import { createTestDatabase } from './test-database';

/** The app under test with its real database and real SMTP sink. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  ctx: AppContext;
  smtp: SmtpSink;
  /** `app.inject` from a given client address (rate limits are per address). */
  request(
    options: InjectOptions & { ip?: string; token?: string },
  ): Promise<LightMyRequestResponse>;
  /** `method url` as the holder of `token` (a visitor without one), with `payload` as JSON. */
  call(
    token: string | undefined,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** Signs a new user up through the API (code read from the SMTP sink). */
  signUp(
    input?: Partial<{
      email: string;
      password: string;
      name: string;
      role: 'advertiser' | 'influencer';
    }>,
  ): Promise<Session & { password: string }>;
  close(): Promise<void>;
}

let counter = 0;
/** A unique address per call, so tests never collide on the same email or rate-limit key. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++counter}@example.com`;
/** A unique client IP per call (for `request({ ip })`). */
export const uniqueIp = () => `10.0.${Math.floor(++counter / 250) % 250}.${(counter % 250) + 1}`;

/** Extracts the 6-digit code from a code mail's subject. */
export const codeFrom = (subject: string | undefined) =>
  /\b(\d{6})\b/.exec(subject ?? '')?.[1] ?? '';

/**
 * Builds the whole API on a fresh database with mail going to a loopback SMTP server.
 * `outboxDir` sets `ctx.outboxDir` (the dev outbox the app reads when SMTP is not configured);
 * mail still goes to the SMTP sink, so tests write the outbox files themselves.
 * `onRoute` sees every route as it registers (an `onRoute` hook added before any route).
 */
export async function buildTestApp(
  options: {
    ready?: () => boolean;
    staticDir?: string;
    /** The app's server renderer module (dist/ssr/entry-server.js, or a test's own). */
    serverRendererFile?: string;
    /** The analytics script, as ANALYTICS_SCRIPT_URL would configure it. */
    analytics?: AnalyticsScript;
    outboxDir?: string;
    onRoute?: (route: RouteOptions) => void;
    /** Turns the Shopify integration on (pointed at a local Shopify through `testServerUrl`). */
    shopify?: ShopifyConfig;
    /** Turns billing on against the given Stripe (the local one in tests). */
    stripe?: StripeConfig;
    /** Turns Google sign-in, YouTube and Gmail on against the given Google (the local one). */
    google?: GoogleConfig;
    /** Turns Facebook sign-in on against the given Meta (the local one). */
    facebook?: FacebookConfig;
    /** Turns Instagram sign-in on against the given Meta (the local one). */
    instagram?: InstagramConfig;
    /** Turns TikTok sign-in on against the given TikTok (the local one). */
    tiktok?: TikTokConfig;
    /** Turns YouTube refresh on against the given YouTube Data API (the local Google), with its daily quota. */
    youtubeData?: YouTubeDataOptions & { dailyQuota?: number };
    /** Turns Instagram refresh on through the given business discovery (the local Meta). */
    instagramDiscovery?: BusinessDiscoveryOptions;
    /** Signs every message with this DKIM key, as DKIM_DOMAIN/SELECTOR/PRIVATE_KEY would. */
    dkim?: DkimKey;
    /** The platform's postal address (MAIL_POSTAL_ADDRESS). */
    mailPostalAddress?: string;
    /** The VERP bounce domain (BOUNCE_DOMAIN). */
    bounceDomain?: string;
    /**
     * Where discovery reads go, given the primary (default: every read on it); a replica test
     * passes `replicaReads` over a second database.
     */
    reads?: (primary: Db) => Promise<ReadRouting>;
    /**
     * Also listen on 127.0.0.1 (a free port) and make that `ctx.appUrl`, for third parties that
     * call back (a local Shopify delivering webhooks).
     */
    listen?: boolean;
  } = {},
): Promise<TestApp> {
  const [database, smtp] = await Promise.all([createTestDatabase(), startSmtpSink()]);
  const secret = 'test-secret-that-is-at-least-32-characters-long';
  // Uploaded files go to a fresh temporary directory, removed by close().
  const uploadsDir = mkdtempSync(join(tmpdir(), 'collabify-uploads-'));
  const mailFrom = 'Collabify <no-reply@collabify.test>';
  const mailer = createMailer({
    smtpUrl: smtp.url,
    outboxDir: '/nonexistent',
    from: mailFrom,
    dkim: options.dkim,
    postalAddress: options.mailPostalAddress,
    pacer: { ratePerSecond: 200, concurrency: 5 },
  });
  const jobs = lazyJobQueue(() =>
    startJobQueue(database, (error) => console.error('job queue error', error)),
  );
  const reads = await (options.reads ?? (async (db: Db) => primaryReads(db)))(database.db);
  const ctx: AppContext = {
    db: database.db,
    reads,
    mailer,
    mailFrom,
    mailPostalAddress: options.mailPostalAddress ?? null,
    bounceDomain: options.bounceDomain ?? null,
    outboxDir: options.outboxDir,
    jobs,
    tokens: new SessionTokens(secret),
    secret,
    supportEmail: 'support@collabify.test',
    adminEmails: ['admin@example.com'],
    appUrl: 'http://localhost:3000',
    analytics: options.analytics ?? null,
    storage: new LocalDiskStorage(uploadsDir),
    secretBox: new SecretBox(Buffer.alloc(32, 1)),
    shopify: options.shopify ? new ShopifyClient(options.shopify) : null,
    stripe: options.stripe ? new StripeClient(options.stripe) : null,
    google: options.google ? new GoogleClient(options.google) : null,
    facebook: options.facebook ? new FacebookClient(options.facebook) : null,
    instagram: options.instagram ? new InstagramClient(options.instagram) : null,
    tiktok: options.tiktok ? new TikTokClient(options.tiktok) : null,
    youtubeData: options.youtubeData
      ? {
          client: new YouTubeDataClient(options.youtubeData),
          dailyQuota: options.youtubeData.dailyQuota ?? 10_000,
        }
      : null,
    instagramDiscovery: options.instagramDiscovery
      ? new BusinessDiscoveryClient(options.instagramDiscovery)
      : null,
  };
  // buildApp creates its Fastify instance synchronously: hook it before any route registers.
  const { onRoute } = options;
  const hookRoutes = (message: unknown) =>
    onRoute && (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', onRoute);
  subscribe('fastify.initialization', hookRoutes);
  const built = buildApp({
    ctx,
    isReady: options.ready ?? (() => true),
    staticDir: options.staticDir,
    serverRendererFile: options.serverRendererFile,
  });
  unsubscribe('fastify.initialization', hookRoutes);
  const app = await built;
  await app.ready();
  if (options.listen) ctx.appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const request: TestApp['request'] = ({ ip, token, headers, ...rest }) =>
    app.inject({
      ...rest,
      remoteAddress: ip ?? uniqueIp(),
      headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) },
    });

  const call: TestApp['call'] = (token, method, url, payload) =>
    request({ method, url, token, ...(payload && { payload }) });

  const signUp: TestApp['signUp'] = async (input = {}) => {
    const email = input.email ?? uniqueEmail();
    const password = input.password ?? 'correct horse battery';
    const earlier = new Set(smtp.messages);
    await request({
      method: 'POST',
      url: '/api/auth/generate-send-email-code',
      payload: { email },
    });
    // The code mail, not an earlier mail to the same address (e.g. a collaboration invitation).
    const mail = await smtp.waitFor(email, (m) => !earlier.has(m));
    const res = await request({
      method: 'POST',
      url: '/api/auth/logon',
      payload: {
        email,
        password,
        name: input.name ?? 'Test User',
        code: codeFrom(mail.email.subject),
        ...(input.role && { role: input.role }),
      },
    });
    if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    return { ...(res.json() as Session), password };
  };

  return {
    app,
    database,
    ctx,
    smtp,
    request,
    call,
    signUp,
    close: async () => {
      const closing = app.close();
      // Tests are over: a provider's socket still open (a webhook delivery cut off mid-request
      // on a loaded machine) would otherwise hold the close for the server's 60 s headers timeout.
      if (options.listen) app.server.closeAllConnections();
      await closing;
      reads.stop();
      await jobs.stop(1_000);
      mailer.close();
      await Promise.all([database.close(), smtp.close()]);
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
