import { resolve } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pretty from 'pino-pretty';
import { buildApp } from './app';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import {
  primaryReads,
  type ReadRouting,
  replicaReads,
  type ReplicaReadsOptions,
} from './db/read-routing';
import { memoryRecentWriters, redisRecentWriters } from './db/recent-writers';
import { openReplica } from './db/replica';
import { loggableError } from './db/pg-errors';
import { analyticsScript, appUrl, dkimAlignmentWarning, dkimKey, type Env } from './env';
import { serializeRequest } from './log';
import { S3Storage } from './integrations/s3/client';
import { createMailer } from './integrations/smtp/client';
import { lazyJobQueue } from './jobs/lazy-job-queue';
import { startEmailWorkers } from './jobs/email-workers';
import { startBounceReceiver } from './jobs/bounce-receiver';
import type { BounceListener } from './integrations/smtp/bounce-listener';
import { startShopifyWorkers } from './jobs/shopify-workers';
import { startRefreshWorkers } from './jobs/refresh-workers';
import { startNotificationWorkers } from './jobs/notification-workers';
import { YouTubeDataClient } from './integrations/google/youtube-data';
import { BusinessDiscoveryClient } from './integrations/meta/business-discovery';
import { viaTestServer } from './integrations/test-server-url';
import { startJobQueue } from './jobs/queue';
import { SessionTokens } from './modules/auth/session-tokens';
import { getDataQuality } from './modules/influencers/influencers.service';
import { resolveEncryptionKey, resolveJwtSecret } from './secrets';
import { SecretBox } from './secret-box';
import { GoogleClient } from './integrations/google/client';
import { FacebookClient } from './integrations/meta/facebook-client';
import { InstagramClient } from './integrations/meta/instagram-client';
import { TikTokClient } from './integrations/tiktok/client';
import { ShopifyClient } from './integrations/shopify/client';
import { StripeClient } from './integrations/stripe/client';
import { SHOPIFY_SCOPES } from '@shared/constants/shopify';
import { importBundledDatasets } from './import/bundled';
import { StartupTracker } from './startup-progress';
import type { DeliveryConfig, DeliveryWorker } from './modules/email-delivery/delivery-worker';
import { LocalDiskStorage, type Storage } from './uploads/storage';
import { DEMO_PASSWORD, DEMO_SEED_ACCOUNTS, seedDemoAccounts } from './seed/demo-accounts';
import { seedDemoCampaigns } from './seed/demo-campaigns';
import { seedDemoCollaborations } from './seed/demo-collaborations';
import { seedDemoPlan } from './seed/demo-plan';
import { PROJECT_ROOT } from './paths';

/** Outreach sending settings from the environment (EMAIL_*) and the database engine. */
export function emailDeliveryConfig(env: Env, engine: 'pglite' | 'postgres'): DeliveryConfig {
  return {
    singleConnection: engine === 'pglite',
    ratePerSecond: env.EMAIL_RATE_PER_SECOND,
    concurrency: env.EMAIL_WORKER_CONCURRENCY,
    retryBaseSeconds: env.EMAIL_RETRY_BASE_SECONDS,
    staleSeconds: env.EMAIL_WORKER_STALE_SECONDS,
    autoPauseFailures: env.EMAIL_AUTO_PAUSE_FAILURES,
  };
}

/** The Shopify app when SHOPIFY_API_KEY and SHOPIFY_API_SECRET are set (env checks both or neither). */
export function createShopify(env: Env): ShopifyClient | null {
  if (!env.SHOPIFY_API_KEY || !env.SHOPIFY_API_SECRET) return null;
  return new ShopifyClient({
    apiKey: env.SHOPIFY_API_KEY,
    apiSecret: env.SHOPIFY_API_SECRET,
    apiVersion: env.SHOPIFY_API_VERSION,
    scopes: SHOPIFY_SCOPES,
    appUrl: appUrl(env),
    testServerUrl: env.SHOPIFY_TEST_SERVER_URL,
  });
}

/** The Stripe client when all four STRIPE_* settings are set (env.ts refuses a partial set). */
export function createStripe(env: Env): StripeClient | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STARTER, STRIPE_PRICE_PRO } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_STARTER || !STRIPE_PRICE_PRO)
    return null;
  return new StripeClient({
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: { starter: STRIPE_PRICE_STARTER, pro: STRIPE_PRICE_PRO },
    testServerUrl: env.STRIPE_TEST_SERVER_URL,
  });
}

/** The Google client when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
export function createGoogle(env: Env): GoogleClient | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return new GoogleClient({
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    testServerUrl: env.GOOGLE_TEST_SERVER_URL,
  });
}

/** The Facebook client when FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set. */
export function createFacebook(env: Env): FacebookClient | null {
  if (!env.FACEBOOK_APP_ID || !env.FACEBOOK_APP_SECRET) return null;
  return new FacebookClient({
    appId: env.FACEBOOK_APP_ID,
    appSecret: env.FACEBOOK_APP_SECRET,
    testServerUrl: env.META_TEST_SERVER_URL,
  });
}

/** The Instagram client when INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET are set. */
export function createInstagram(env: Env): InstagramClient | null {
  if (!env.INSTAGRAM_APP_ID || !env.INSTAGRAM_APP_SECRET) return null;
  return new InstagramClient({
    appId: env.INSTAGRAM_APP_ID,
    appSecret: env.INSTAGRAM_APP_SECRET,
    testServerUrl: env.META_TEST_SERVER_URL,
  });
}

/** The TikTok client when TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET are set. */
export function createTikTok(env: Env): TikTokClient | null {
  if (!env.TIKTOK_CLIENT_KEY || !env.TIKTOK_CLIENT_SECRET) return null;
  return new TikTokClient({
    clientKey: env.TIKTOK_CLIENT_KEY,
    clientSecret: env.TIKTOK_CLIENT_SECRET,
    testServerUrl: env.TIKTOK_TEST_SERVER_URL,
  });
}

/** The official bases of the provider APIs (integrations.md §3.4, §4.3). */
const YOUTUBE_DATA_API = 'https://www.googleapis.com/youtube/v3';
const GRAPH_API = 'https://graph.facebook.com';

/** The YouTube Data API client for provider refresh when YOUTUBE_API_KEY is set. */
export function createYouTubeData(env: Env): AppContext['youtubeData'] {
  if (!env.YOUTUBE_API_KEY) return null;
  return {
    client: new YouTubeDataClient({
      apiKey: env.YOUTUBE_API_KEY,
      baseUrl: viaTestServer(YOUTUBE_DATA_API, env.GOOGLE_TEST_SERVER_URL),
    }),
    dailyQuota: env.YOUTUBE_DAILY_QUOTA,
  };
}

/** Instagram business discovery for provider refresh when INSTAGRAM_DISCOVERY_* are set. */
export function createInstagramDiscovery(env: Env): BusinessDiscoveryClient | null {
  if (!env.INSTAGRAM_DISCOVERY_TOKEN || !env.INSTAGRAM_DISCOVERY_ACCOUNT_ID) return null;
  return new BusinessDiscoveryClient({
    accessToken: env.INSTAGRAM_DISCOVERY_TOKEN,
    igUserId: env.INSTAGRAM_DISCOVERY_ACCOUNT_ID,
    appSecret: env.FACEBOOK_APP_SECRET,
    graphUrl: viaTestServer(GRAPH_API, env.META_TEST_SERVER_URL),
  });
}

/**
 * What one process runs: `web` serves the HTTP API and the app, `worker` sends outreach email
 * from the job queue. Default both; on PostgreSQL any number of each can run side by side.
 */
export type Service = 'web' | 'worker';

/** A running server and how to stop it cleanly. */
export interface RunningServer {
  app: FastifyInstance;
  /** Stops accepting requests, then closes the mailer and the database (releasing the PGlite lock). */
  close(): Promise<void>;
}

/**
 * Where uploads go: the S3-compatible bucket when S3_BUCKET is set (env validation guarantees its
 * keys and public URL), otherwise DATA_DIR/uploads on this machine's disk.
 */
export function createStorage(env: Env): Storage {
  if (!env.S3_BUCKET) return new LocalDiskStorage(resolve(env.DATA_DIR, 'uploads'));
  const { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = env;
  if (!S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY || !S3_PUBLIC_URL) {
    throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL');
  }
  return new S3Storage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: S3_PUBLIC_URL,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  });
}

/**
 * Where discovery reads go: with DATABASE_REPLICA_URL (PostgreSQL only: env.ts refuses it with the
 * embedded database) the replica, with read-after-write marks in Redis when REDIS_URL is set (so
 * every web process knows who just wrote) or in this process; otherwise the primary.
 * `onChange` hears the replica's state changes (in sync, lagging, down).
 */
export async function createReadRouting(
  env: Env,
  database: Database,
  redis: Redis | undefined,
  onChange: ReplicaReadsOptions['onChange'],
): Promise<{ reads: ReadRouting; close(): Promise<void> }> {
  if (!env.DATABASE_REPLICA_URL || database.engine !== 'postgres')
    return { reads: primaryReads(database.db), close: async () => {} };
  const replica = await openReplica(env.DATABASE_REPLICA_URL);
  const reads = await replicaReads({
    primary: database.db,
    replica: replica.db,
    recentWriters: redis ? redisRecentWriters(redis) : memoryRecentWriters(),
    stickySeconds: env.DATABASE_REPLICA_STICKY_SECONDS,
    probeMs: REPLICA_PROBE_MS,
    onChange,
  });
  return {
    reads,
    close: async () => {
      reads.stop();
      await replica.close();
    },
  };
}

/** How often each web process measures the replica's lag (one query on each side). */
const REPLICA_PROBE_MS = 1_000;

/**
 * Starts Collabify's `services`: opens the database (refusing a PGlite directory another process
 * holds), listens at once when serving web (health answers 503), then — one process at a time
 * across the database — runs migrations, imports the bundled datasets not yet imported (then
 * VACUUM ANALYZE) and creates the demo accounts; then starts the email worker when asked to, and
 * turns ready. Until then every /api route answers 503 with the progress (phase, datasets done)
 * and every page shows it. Aborting `signal` meanwhile (SIGTERM) stops waiting for another
 * process's start-up steps at once, and the import before its next batch; the server is then
 * closed and the signal's reason thrown (the next start imports what is left).
 */
export async function startServer(
  env: Env,
  services: ReadonlySet<Service> = new Set(['web', 'worker']),
  staticDir = resolve(PROJECT_ROOT, 'dist/app'),
  signal?: AbortSignal,
): Promise<RunningServer> {
  const began = performance.now();
  const startup = new StartupTracker();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { lazyConnect: true }) : undefined;
  const secret = resolveJwtSecret(env);
  // Mail can fail before the app (and its logger) exists; the logger is attached once built.
  const logger: { current?: FastifyBaseLogger } = {};
  const outboxDir = env.SMTP_URL ? undefined : resolve(env.DATA_DIR, 'outbox');
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: resolve(env.DATA_DIR, 'outbox'),
    from: env.MAIL_FROM,
    dkim: dkimKey(env),
    postalAddress: env.MAIL_POSTAL_ADDRESS,
    // One pacer for all SMTP mail at the outreach rate; as many at once as the pool has connections.
    pacer: { ratePerSecond: env.EMAIL_RATE_PER_SECOND, concurrency: 5 },
    onError: (error, message) =>
      logger.current?.error(
        { err: loggableError(error), subject: message.subject },
        'mail not sent',
      ),
  });
  const routing = await createReadRouting(env, database, redis, (status, error) => {
    const fields = { replica: status, ...(error !== undefined && { err: loggableError(error) }) };
    logger.current?.[status.state === 'in-sync' ? 'info' : 'warn'](fields, 'read replica');
  });
  const ctx: AppContext = {
    db: database.db,
    reads: routing.reads,
    mailer,
    mailFrom: env.MAIL_FROM,
    mailPostalAddress: env.MAIL_POSTAL_ADDRESS ?? null,
    bounceDomain: env.BOUNCE_DOMAIN ?? null,
    outboxDir,
    jobs: lazyJobQueue(() =>
      startJobQueue(database, (error) =>
        logger.current?.error({ err: loggableError(error) }, 'job queue error'),
      ),
    ),
    tokens: new SessionTokens(secret),
    secret,
    supportEmail: env.SUPPORT_EMAIL,
    adminEmails: env.ADMIN_EMAILS,
    appUrl: appUrl(env),
    analytics: analyticsScript(env),
    storage: createStorage(env),
    secretBox: new SecretBox(resolveEncryptionKey(env)),
    shopify: createShopify(env),
    stripe: createStripe(env),
    google: createGoogle(env),
    facebook: createFacebook(env),
    instagram: createInstagram(env),
    tiktok: createTikTok(env),
    youtubeData: createYouTubeData(env),
    instagramDiscovery: createInstagramDiscovery(env),
  };
  const app = await buildApp({
    ctx,
    isReady: () => startup.isReady(),
    startupProgress: () => startup.progress(),
    staticDir,
    serverRendererFile: resolve(PROJECT_ROOT, 'dist/ssr/entry-server.js'),
    trustProxy: env.TRUST_PROXY ?? false,
    ...(redis && { rateLimitRedis: redis }),
    logger: {
      level: env.LOG_LEVEL,
      ...(logFormat(env) === 'pretty' && {
        stream: pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }),
      }),
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-collaboration-token"]',
      ],
      serializers: { req: serializeRequest },
    },
  });
  logger.current = app.log;
  const replica = ctx.reads.replicaStatus();
  if (replica && replica.state !== 'in-sync')
    app.log.warn({ replica }, 'read replica not in sync at start: reads use the primary meanwhile');
  const alignment = dkimAlignmentWarning(env);
  if (alignment) app.log.warn(alignment);
  let emailWorker: DeliveryWorker | undefined;
  let bounces: BounceListener | undefined;
  const close = async () => {
    await app.close();
    await bounces?.close();
    await emailWorker?.stop();
    await ctx.jobs.stop();
    mailer.close();
    if (ctx.storage instanceof S3Storage) ctx.storage.close();
    redis?.disconnect();
    await routing.close();
    await database.close();
  };
  try {
    await redis?.connect();
    if (services.has('web')) {
      await app.listen({ port: env.PORT, host: env.HOST, listenTextResolver: listeningText });
    }
    await database.exclusively(
      () => prepareDatabase(env, database, app.log, startup, signal),
      signal,
    );
    startup.enter('finishing');
    if (services.has('worker')) {
      emailWorker = await startEmailWorkers(
        ctx,
        emailDeliveryConfig(env, database.engine),
        app.log,
      );
      if (env.BOUNCE_SMTP_PORT !== undefined && env.BOUNCE_DOMAIN) {
        bounces = await startBounceReceiver(
          ctx,
          {
            host: env.BOUNCE_SMTP_HOST,
            port: env.BOUNCE_SMTP_PORT,
            bounceDomain: env.BOUNCE_DOMAIN,
          },
          app.log,
        );
        app.log.info({ port: bounces.port }, 'bounce listener ready');
      }
      await startNotificationWorkers(ctx, {
        batchSeconds: env.NOTIFICATION_EMAIL_DELAY_SECONDS,
      });
      if (ctx.shopify) await startShopifyWorkers(ctx);
      if (ctx.youtubeData || ctx.instagramDiscovery) await startRefreshWorkers(ctx);
    }
    startup.markReady();
    const seconds = Math.round((performance.now() - began) / 1000);
    const url = readyUrl(env, app);
    app.log.info(
      {
        engine: database.engine,
        replica: ctx.reads.replicaStatus(),
        services: [...services],
        url,
        seconds,
      },
      `Collabify is ready at ${url}: pages work now (start-up took ${seconds} s)`,
    );
    if (seedsDemo(env, database)) app.log.info(DEMO_BANNER);
    return { app, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Brings the database up to date: migrations, the bundled datasets not yet imported, and the
 * demo accounts where they belong. Safe to repeat; run under {@link Database.exclusively}.
 */
async function prepareDatabase(
  env: Env,
  database: Database,
  log: FastifyBaseLogger,
  startup: StartupTracker,
  signal: AbortSignal | undefined,
) {
  startup.enter('migrating');
  await database.migrate();
  if (env.IMPORT_DATASETS ?? true) {
    startup.enter('importing');
    const summary = await importBundledDatasets(database.db, {
      ...(env.DATASETS_DIR && { dir: resolve(env.DATASETS_DIR) }),
      log: (line) => log.info(line),
      detail: (text) => log.debug(text),
      onProgress: (progress) => startup.reportDatasets(progress),
      afterFile: (done) => pauseImport(env, done, log, signal),
      ...(signal && { signal }),
    });
    const counts = summary.imported.length > 0 ? await profileCounts(database) : undefined;
    log.info(
      {
        imported: summary.imported.length,
        skipped: summary.alreadyImported.length,
        failed: summary.failed.length,
        ms: Math.round(summary.durationMs),
      },
      counts ? `profiles on record: ${counts}` : 'bundled datasets',
    );
  }
  if (seedsDemo(env, database)) {
    startup.enter('seeding');
    const created = await seedDemoAccounts(database.db);
    const demo = await seedDemoCampaigns(database.db, DEMO_SEED_ACCOUNTS);
    const collaborations = await seedDemoCollaborations(database.db, DEMO_SEED_ACCOUNTS);
    const demoPlan = await seedDemoPlan(database.db, DEMO_SEED_ACCOUNTS);
    if (created) log.info({ ...demo, collaborations }, 'demo accounts created');
    if (demoPlan) log.info(`${DEMO_SEED_ACCOUNTS.advertiser} is on the demo plan (Pro limits)`);
  }
}

/**
 * Test-only (IMPORT_PAUSE_AFTER_FILES, refused in production): after that many files, waits for
 * SIGUSR2 before the import goes on, so a test can look at a first start mid-import.
 */
async function pauseImport(
  env: Env,
  filesDone: number,
  log: FastifyBaseLogger,
  signal: AbortSignal | undefined,
) {
  if (env.IMPORT_PAUSE_AFTER_FILES !== filesDone) return;
  // A stop asked for meanwhile ends the pause too (the import then stops before the next file).
  const resumed = new Promise((resume) => {
    process.once('SIGUSR2', resume);
    signal?.addEventListener('abort', resume, { once: true });
  });
  const files = filesDone === 1 ? 'file' : 'files';
  log.info(
    `import paused after ${filesDone} ${files} (IMPORT_PAUSE_AFTER_FILES): SIGUSR2 resumes it`,
  );
  await resumed;
}

/**
 * The line logged once the server accepts connections: pages answer at once, but show the
 * start-up progress until "Collabify is ready" is logged.
 */
const listeningText = (address: string) =>
  `Listening at ${address}; pages show the start-up progress until Collabify is ready`;

/**
 * Where a person opens Collabify: APP_URL, else this process's bound port on localhost (PORT=0
 * binds a free port, which "localhost:0" would not name).
 */
function readyUrl(env: Env, app: FastifyInstance): string {
  const address = app.server.address();
  if (env.APP_URL || !address || typeof address === 'string') return appUrl(env);
  return `http://localhost:${address.port}`;
}

/** Demo accounts have a published password: only on the embedded demo unless asked for. */
function seedsDemo(env: Env, database: Database): boolean {
  return env.SEED_DEMO ?? (database.engine === 'pglite' && env.NODE_ENV !== 'production');
}

/** The line a newcomer looks for, last in the start-up log. */
const DEMO_BANNER = [
  `Sign in with a demo account (password ${DEMO_PASSWORD}):`,
  `    ${DEMO_SEED_ACCOUNTS.advertiser}   brand (advertiser)`,
  `    ${DEMO_SEED_ACCOUNTS.influencer} creator (influencer)`,
].join('\n');

/** Profiles per platform, as the README quotes them: "35,470 instagram, 7,985 tiktok, …". */
async function profileCounts(database: Database): Promise<string> {
  const quality = await getDataQuality(database.db);
  return quality.map((q) => `${q.profiles.toLocaleString('en-US')} ${q.platform}`).join(', ');
}

/** LOG_FORMAT, or pretty in development on a terminal and JSON everywhere else. */
function logFormat(env: Env): 'pretty' | 'json' {
  return (
    env.LOG_FORMAT ?? (env.NODE_ENV === 'development' && process.stdout.isTTY ? 'pretty' : 'json')
  );
}
