import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import { STRIPE_SETTINGS } from '@shared/constants/plans';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/**
 * The process environment Collabify reads, validated once at boot. Every variable is listed in
 * the README. Secrets (JWT_SECRET, SMTP_URL, DATABASE_URL, DATABASE_REPLICA_URL, S3_SECRET_ACCESS_KEY,
 * SHOPIFY_API_SECRET, ENCRYPTION_KEY, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, GOOGLE_CLIENT_SECRET, FACEBOOK_APP_SECRET,
 * INSTAGRAM_APP_SECRET, TIKTOK_CLIENT_SECRET, YOUTUBE_API_KEY, INSTAGRAM_DISCOVERY_TOKEN) are never logged.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** TCP port the HTTP server listens on. */
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Interface to bind; 0.0.0.0 to serve beyond this machine (containers). */
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    /**
     * The third-party analytics script (https; PRODUCT §13): loaded on every page, and allowed by
     * the Content-Security-Policy, only when set. Off by default.
     */
    ANALYTICS_SCRIPT_URL: optionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
    /** The site as the analytics service knows it (`data-domain`); defaults to APP_URL's host. */
    ANALYTICS_SITE_ID: optionalString,
    /** Public base URL used in emailed links; defaults to http://localhost:PORT. */
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Directory for the embedded database, the outbox and generated secrets. */
    DATA_DIR: z.string().trim().min(1).default('./data'),
    /** PostgreSQL 15+ connection string; unset means the embedded PGlite under DATA_DIR. */
    DATABASE_URL: optionalString.pipe(z.url().optional()),
    /**
     * `true`: the embedded database's WebAssembly stays on V8's baseline compiler
     * (server/db/wasm-tiering.ts), about 450 MB less peak RSS after a start, heavier searches
     * 23–38 % slower. Off by default; no effect with DATABASE_URL.
     */
    EMBEDDED_DB_LOW_MEMORY: booleanFlag,
    /**
     * A PostgreSQL streaming replica of DATABASE_URL (a hot standby): searches, facets, statistics
     * and public pages read from it while it is in sync; writes, and a user's reads for
     * DATABASE_REPLICA_STICKY_SECONDS after they write, stay on the primary. Needs DATABASE_URL.
     */
    DATABASE_REPLICA_URL: optionalString.pipe(z.url().optional()),
    /**
     * Seconds a user's reads stay on the primary after a write of theirs; the replica is also
     * left out (every read on the primary) while it lags by more than this minus two seconds
     * (two lag measurements, one a second).
     */
    DATABASE_REPLICA_STICKY_SECONDS: z.coerce.number().min(3).max(3600).default(5),
    /** HMAC key for session tokens (≥ 32 chars). Required in production and with DATABASE_URL; otherwise generated under DATA_DIR. */
    JWT_SECRET: optionalString.pipe(z.string().min(32).optional()),
    /** smtp:// or smtps:// URL; unset means mail is written to DATA_DIR/outbox as .eml files. */
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    /** The From header of platform mail. */
    MAIL_FROM: z.string().trim().min(3).default('Collabify <no-reply@collabify.localhost>'),
    /**
     * The platform's postal address, printed in the footer of platform and notification mail
     * (CAN-SPAM asks commercial mail for a valid physical address), e.g. `Collabify Ltd, 1 Main
     * St, Springfield, US`. Outreach prints the sender's own address instead.
     */
    MAIL_POSTAL_ADDRESS: optionalString.pipe(z.string().max(300).optional()),
    /** The domain every email is DKIM-signed for (`d=`); with the selector and the key it turns signing on. */
    DKIM_DOMAIN: optionalString.pipe(
      z
        .string()
        .toLowerCase()
        .regex(/^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/, 'use a domain such as example.com')
        .optional(),
    ),
    /** The DKIM selector (`s=`): the key is published at `<selector>._domainkey.<DKIM_DOMAIN>`. */
    DKIM_SELECTOR: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/, 'use letters, digits, dots and dashes')
        .optional(),
    ),
    /**
     * The DKIM private key: PEM (RSA, 1024 bits or more; `\n` may stand for line breaks) or the
     * PEM in base64. Never logged.
     */
    DKIM_PRIVATE_KEY: optionalString.pipe(
      z
        .string()
        .transform((v, ctx) => {
          const pem = readPemKey(v);
          if (!pem) {
            ctx.addIssue({
              code: 'custom',
              message: 'is not an RSA private key (PEM) of 1024 bits or more',
            });
            return z.NEVER;
          }
          return pem.trim();
        })
        .optional(),
    ),
    /**
     * The domain of VERP return paths (`bounces+<message id>@<BOUNCE_DOMAIN>`): its MX must point
     * at the bounce listener (BOUNCE_SMTP_PORT). Unset: outreach bounces go to the From address.
     */
    BOUNCE_DOMAIN: optionalString.pipe(
      z
        .string()
        .toLowerCase()
        .regex(/^([a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}$/, 'use a domain such as bounces.example.com')
        .optional(),
    ),
    /** Port of the inbound SMTP listener that reads bounces (delivery status notifications); unset: off. */
    BOUNCE_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** Interface the bounce listener binds (0.0.0.0 to take mail from the internet). */
    BOUNCE_SMTP_HOST: z.string().trim().min(1).default('127.0.0.1'),
    /** The inbox contact-form messages are mailed to (Reply-To the sender). */
    SUPPORT_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email())
      .default('support@collabify.localhost'),
    /** Comma-separated emails that receive the admin role when they sign up or sign in. */
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** Create the demo accounts on start (default: only on the embedded database outside production). */
    SEED_DEMO: booleanFlag,
    /** Import the bundled datasets (data/datasets) on start; files already imported are skipped (default: on). */
    IMPORT_DATASETS: booleanFlag,
    /** The datasets directory the start imports (default: data/datasets of the project). */
    DATASETS_DIR: optionalString,
    /**
     * Test-only: the start-up import waits after this many files until the process receives
     * SIGUSR2, so a test can look at a first start mid-import (e2e/first-start.spec.ts).
     */
    IMPORT_PAUSE_AFTER_FILES: z.coerce.number().int().min(1).optional(),
    /**
     * redis:// or rediss:// URL. Set it when several web processes serve one database: their
     * rate limits are then counted together in Redis instead of in each process's memory.
     */
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    /** Trust X-Forwarded-* headers (set when behind a reverse proxy). */
    TRUST_PROXY: booleanFlag,
    /** Most outreach emails started in any one second, across every worker and process. */
    EMAIL_RATE_PER_SECOND: z.coerce.number().positive().max(10_000).default(10),
    /** Outreach emails one worker process sends at once (SMTP connections in use). */
    EMAIL_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** First retry delay after a temporary (4xx) SMTP answer, in seconds; doubles per attempt, capped at 1 hour. */
    EMAIL_RETRY_BASE_SECONDS: z.coerce.number().positive().default(60),
    /** A worker silent for this many seconds is presumed dead and its claimed recipients are sent by others. */
    EMAIL_WORKER_STALE_SECONDS: z.coerce.number().positive().default(15),
    /** Failed attempts in a row after which a campaign pauses itself. */
    EMAIL_AUTO_PAUSE_FAILURES: z.coerce.number().int().min(1).default(10),
    /**
     * Seconds a notification email waits after the first event of its kind and place: everything
     * of that kind and place meanwhile goes out in the same email (a burst of messages, one mail).
     */
    NOTIFICATION_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(180),
    /**
     * `pretty` (coloured lines, for people) or `json` (one object per line, for log collectors);
     * default pretty in development on a terminal, JSON otherwise.
     */
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Endpoint of a non-AWS S3-compatible service (`https://…`); unset means AWS S3. */
    S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Region of the uploads bucket. */
    S3_REGION: optionalString.pipe(z.string().default('us-east-1')),
    /** Bucket for uploads; when set, uploads go to S3 instead of DATA_DIR/uploads (and the keys and S3_PUBLIC_URL are required). */
    S3_BUCKET: optionalString,
    /** Access key ID allowed to put and delete objects in S3_BUCKET. */
    S3_ACCESS_KEY_ID: optionalString,
    /** Secret of S3_ACCESS_KEY_ID; never logged. */
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Public or CDN base URL the bucket's objects are read at (`<S3_PUBLIC_URL>/<key>`). */
    S3_PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Path-style bucket addressing (`<endpoint>/<bucket>/<key>`), for MinIO and local servers. */
    S3_FORCE_PATH_STYLE: booleanFlag,
    /** Shopify app client id (Partner dashboard "Client ID"); with SHOPIFY_API_SECRET it turns the Shopify integration on. */
    SHOPIFY_API_KEY: optionalString,
    /** Shopify app client secret: signs OAuth queries and webhooks; never logged. */
    SHOPIFY_API_SECRET: optionalString,
    /** The Admin API version every Shopify call is pinned to (a stable quarterly release). */
    SHOPIFY_API_VERSION: z
      .string()
      .trim()
      .regex(/^\d{4}-(01|04|07|10)$/, 'use a quarterly release such as 2026-10')
      .default('2026-10'),
    /**
     * Test and local demo only: sends every Shopify request (`https://<shop>/…`) to this server as
     * `<url>/<shop>/…` (the local Shopify of `npm run shopify:local`). Refused in production.
     */
    SHOPIFY_TEST_SERVER_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Stripe secret API key (`sk_live_…`, `sk_test_…` or a restricted `rk_…`); with the webhook secret and both prices it turns billing on. Never logged. */
    STRIPE_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^(sk|rk)_/, 'starts with sk_ or rk_')
        .optional(),
    ),
    /** Signing secret of the webhook endpoint `/api/webhooks/stripe` (`whsec_…`). Never logged. */
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .regex(/^whsec_/, 'starts with whsec_')
        .optional(),
    ),
    /** Stripe price id (`price_…`) of the Starter plan's monthly subscription. */
    STRIPE_PRICE_STARTER: optionalString.pipe(
      z
        .string()
        .regex(/^price_/, 'starts with price_')
        .optional(),
    ),
    /** Stripe price id (`price_…`) of the Pro plan's monthly subscription. */
    STRIPE_PRICE_PRO: optionalString.pipe(
      z
        .string()
        .regex(/^price_/, 'starts with price_')
        .optional(),
    ),
    /**
     * Test and local demo only: the Stripe SDK talks to this server (`http://127.0.0.1:4020`, the
     * local Stripe of `npm run stripe:local`) instead of Stripe. Refused in production.
     */
    STRIPE_TEST_SERVER_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Google OAuth client id (`….apps.googleusercontent.com`); with the secret it turns on Google sign-in, YouTube sign-in for creators and Gmail sending. */
    GOOGLE_CLIENT_ID: optionalString,
    /** Its client secret; never logged. */
    GOOGLE_CLIENT_SECRET: optionalString,
    /** Test and local demo only: Google's hosts are reached as `<url>/<host>/…` (the local Google of `npm run google:local`). Refused in production. */
    GOOGLE_TEST_SERVER_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Facebook app id; with the secret it turns on Facebook sign-in for advertisers. */
    FACEBOOK_APP_ID: optionalString,
    /** Facebook app secret; never logged. */
    FACEBOOK_APP_SECRET: optionalString,
    /** Instagram app id (Instagram API with Instagram Login); with the secret it turns on Instagram sign-in for creators. */
    INSTAGRAM_APP_ID: optionalString,
    /** Instagram app secret; never logged. */
    INSTAGRAM_APP_SECRET: optionalString,
    /** Test and local demo only: Facebook's and Instagram's hosts are reached as `<url>/<host>/…`. Refused in production. */
    META_TEST_SERVER_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** TikTok Login Kit client key; with the secret it turns on TikTok sign-in for creators. */
    TIKTOK_CLIENT_KEY: optionalString,
    /** TikTok client secret; never logged. */
    TIKTOK_CLIENT_SECRET: optionalString,
    /** Test and local demo only: TikTok's hosts are reached as `<url>/<host>/…`. Refused in production. */
    TIKTOK_TEST_SERVER_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** YouTube Data API v3 key: turns on refreshing YouTube profiles from the API; never logged. */
    YOUTUBE_API_KEY: optionalString,
    /** YouTube Data API units a day (the project's quota; Google's default is 10,000). */
    YOUTUBE_DAILY_QUOTA: z.coerce.number().int().min(1).default(10_000),
    /**
     * Collabify's own business token for Instagram business discovery: a Facebook user or system
     * user token with `instagram_basic` and `pages_read_engagement`; with the account id it turns on
     * refreshing Instagram profiles. Never logged.
     */
    INSTAGRAM_DISCOVERY_TOKEN: optionalString,
    /** The Instagram professional account (linked to a Facebook Page) business discovery asks as. */
    INSTAGRAM_DISCOVERY_ACCOUNT_ID: optionalString,
    /**
     * 32-byte key (base64) encrypting third-party tokens at rest (AES-256-GCM). Required in
     * production and with DATABASE_URL; otherwise generated under DATA_DIR. Never logged.
     */
    ENCRYPTION_KEY: optionalString.pipe(
      z
        .base64('use 32 random bytes in base64')
        .refine((v) => Buffer.from(v, 'base64').length === 32, 'must decode to 32 bytes')
        .optional(),
    ),
  })
  // S3 storage needs every one of its settings; checked even when other variables are wrong, so
  // the error lists everything at once.
  .superRefine(
    (env, ctx) => {
      if (!env.S3_BUCKET) return;
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when S3_BUCKET is set',
          });
      }
    },
    { when: () => true },
  );

/** Settings for tests (a vendor's local test server, the import pause): refused in production. */
const TEST_SERVER_SETTINGS = [
  'IMPORT_PAUSE_AFTER_FILES',
  'SHOPIFY_TEST_SERVER_URL',
  'STRIPE_TEST_SERVER_URL',
  'GOOGLE_TEST_SERVER_URL',
  'META_TEST_SERVER_URL',
  'TIKTOK_TEST_SERVER_URL',
] as const;

/** Client id and secret pairs: an integration needs both or neither. */
const CREDENTIAL_PAIRS = [
  ['SHOPIFY_API_KEY', 'SHOPIFY_API_SECRET'],
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
  ['INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET'],
  ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
  ['INSTAGRAM_DISCOVERY_ACCOUNT_ID', 'INSTAGRAM_DISCOVERY_TOKEN'],
] as const;

/** DKIM signing needs all of these (or none). */
const DKIM_SETTINGS = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;

/**
 * The PEM of an RSA private key of at least 1024 bits given as PEM, as PEM with literal `\n`
 * (one-line env files), or as base64 of the PEM; null for anything else.
 */
function readPemKey(value: string): string | null {
  const candidates = [value.replace(/\\n/g, '\n'), Buffer.from(value, 'base64').toString('utf8')];
  for (const pem of candidates) {
    if (!pem.includes('PRIVATE KEY-----')) continue;
    try {
      const key = createPrivateKey(pem);
      if (key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 1024)
        return pem.trim();
    } catch {
      // not a key: try the next reading
    }
  }
  return null;
}

/** Validated environment. */
export type Env = z.infer<typeof envSchema>;

/** Thrown when the environment is invalid; its message lists every wrong variable, one per line. */
export class EnvError extends Error {}

/**
 * Reads and validates the environment.
 * @throws EnvError listing each invalid variable and why.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  const lines =
    parsed.error?.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`) ?? [];
  // Every instance must sign with the same key: a generated per-DATA_DIR key only suits one process.
  if (
    (source.NODE_ENV === 'production' || source.DATABASE_URL?.trim()) &&
    !source.JWT_SECRET?.trim()
  ) {
    lines.push(
      '  - JWT_SECRET: is required in production and with DATABASE_URL (at least 32 characters)',
    );
  }
  if (
    (source.NODE_ENV === 'production' || source.DATABASE_URL?.trim()) &&
    !source.ENCRYPTION_KEY?.trim()
  ) {
    lines.push(
      '  - ENCRYPTION_KEY: is required in production and with DATABASE_URL (32 bytes, base64)',
    );
  }
  if (source.DATABASE_REPLICA_URL?.trim() && !source.DATABASE_URL?.trim()) {
    lines.push(
      '  - DATABASE_REPLICA_URL: needs DATABASE_URL (the embedded database has no replicas)',
    );
  }
  for (const name of TEST_SERVER_SETTINGS) {
    if (source.NODE_ENV === 'production' && source[name]?.trim()) {
      lines.push(`  - ${name}: is for tests and the local demo, not production`);
    }
  }
  for (const [id, secret] of CREDENTIAL_PAIRS) {
    if (Boolean(source[id]?.trim()) !== Boolean(source[secret]?.trim())) {
      lines.push(`  - ${id}, ${secret}: set both or neither`);
    }
  }
  const dkimSet = DKIM_SETTINGS.filter((name) => source[name]?.trim());
  if (dkimSet.length > 0 && dkimSet.length < DKIM_SETTINGS.length) {
    lines.push(`  - ${DKIM_SETTINGS.join(', ')}: set all three or none`);
  }
  if (source.BOUNCE_SMTP_PORT?.trim() && !source.BOUNCE_DOMAIN?.trim()) {
    lines.push('  - BOUNCE_SMTP_PORT: needs BOUNCE_DOMAIN (the VERP domain it takes mail for)');
  }
  const stripeSet = STRIPE_SETTINGS.filter((name) => source[name]?.trim());
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_SETTINGS.length) {
    lines.push(`  - ${STRIPE_SETTINGS.join(', ')}: set all four or none`);
  }
  if (parsed.success && lines.length === 0) return parsed.data;
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}

/** The third-party analytics script (PRODUCT §13), when configured. */
export interface AnalyticsScript {
  /** https address of the script. */
  src: string;
  /** The site as the analytics service knows it (sent as `data-domain`). */
  siteId: string;
}

/** The analytics script when ANALYTICS_SCRIPT_URL is set, else null (no script, no CSP origin). */
export function analyticsScript(env: Env): AnalyticsScript | null {
  if (!env.ANALYTICS_SCRIPT_URL) return null;
  return {
    src: env.ANALYTICS_SCRIPT_URL,
    siteId: env.ANALYTICS_SITE_ID ?? new URL(appUrl(env)).host,
  };
}

/** The base URL for links in emails: APP_URL, or http://localhost:PORT. */
export function appUrl(env: Env): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/** The DKIM key every email is signed with, when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set. */
export function dkimKey(
  env: Env,
): { domainName: string; keySelector: string; privateKey: string } | undefined {
  if (!env.DKIM_DOMAIN || !env.DKIM_SELECTOR || !env.DKIM_PRIVATE_KEY) return undefined;
  return {
    domainName: env.DKIM_DOMAIN,
    keySelector: env.DKIM_SELECTOR,
    privateKey: env.DKIM_PRIVATE_KEY,
  };
}

/**
 * The start-up warning when DKIM is on but MAIL_FROM's domain is neither DKIM_DOMAIN nor under
 * it: DMARC then fails alignment (RFC 7489 §3.1.1, relaxed) and Gmail and Yahoo file the mail as
 * spam; null when they align or DKIM is off.
 */
export function dkimAlignmentWarning(env: Env): string | null {
  if (!env.DKIM_DOMAIN) return null;
  const fromDomain = /@([^>\s]+)>?\s*$/.exec(env.MAIL_FROM)?.[1]?.toLowerCase() ?? '';
  if (fromDomain === env.DKIM_DOMAIN || fromDomain.endsWith(`.${env.DKIM_DOMAIN}`)) return null;
  return `MAIL_FROM's domain (${fromDomain || 'none'}) does not align with DKIM_DOMAIN (${env.DKIM_DOMAIN}): DMARC will fail and mail will land in spam. Sign for the From domain or send from an address on ${env.DKIM_DOMAIN}.`;
}
