import type { AnalyticsScript } from './env';
import type { Db } from './db/client';
import type { ReadRouting } from './db/read-routing';
import type { GoogleClient } from './integrations/google/client';
import type { YouTubeDataClient } from './integrations/google/youtube-data';
import type { BusinessDiscoveryClient } from './integrations/meta/business-discovery';
import type { FacebookClient } from './integrations/meta/facebook-client';
import type { InstagramClient } from './integrations/meta/instagram-client';
import type { ShopifyClient } from './integrations/shopify/client';
import type { StripeClient } from './integrations/stripe/client';
import type { TikTokClient } from './integrations/tiktok/client';
import type { Mailer } from './integrations/smtp/client';
import type { JobQueue } from './jobs/queue';
import type { SessionTokens } from './modules/auth/session-tokens';
import type { SecretBox } from './secret-box';
import type { Storage } from './uploads/storage';

/** What services need from the outside world, built once at start-up and passed to route modules. */
export interface AppContext {
  /** The primary: every write, and reads that must see a write of the same request. */
  db: Db;
  /**
   * Where discovery reads go (`reads.readDb(userId)`): a streaming replica (DATABASE_REPLICA_URL)
   * while it is in sync and the user has not just written, else the primary.
   */
  reads: ReadRouting;
  mailer: Mailer;
  /** The From header of platform mail (MAIL_FROM); outreach uses its address with the sender's name. */
  mailFrom: string;
  /**
   * The platform's postal address (MAIL_POSTAL_ADDRESS), printed in the footer of platform and
   * notification mail; null when not configured.
   */
  mailPostalAddress: string | null;
  /**
   * The domain of outreach's VERP return paths (BOUNCE_DOMAIN): `bounces+<row id>@<domain>`;
   * null sends bounces to the From address (nobody reads them).
   */
  bounceDomain: string | null;
  /** Where mail is written when SMTP is not configured (the dev outbox); undefined with SMTP_URL. */
  outboxDir: string | undefined;
  /** The Postgres job queue (pg-boss). */
  jobs: JobQueue;
  tokens: SessionTokens;
  /** Secret key (the JWT secret) for HMACs of one-time codes. */
  secret: string;
  /** Where contact-form messages are mailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Emails that get the admin role, lower-case. */
  adminEmails: readonly string[];
  /** Public base URL for links in emails, without a trailing slash. */
  appUrl: string;
  /** The third-party analytics script (ANALYTICS_SCRIPT_URL); null when not configured. */
  analytics: AnalyticsScript | null;
  /** Uploaded files (campaign images): local disk under DATA_DIR/uploads, served at /uploads. */
  storage: Storage;
  /** Encrypts third-party tokens at rest (ENCRYPTION_KEY). */
  secretBox: SecretBox;
  /** The Shopify app (PRODUCT §8); null when SHOPIFY_API_KEY/SECRET are not set. */
  shopify: ShopifyClient | null;
  /** Stripe billing (PRODUCT §9); null when the four STRIPE_* settings are not set. */
  stripe: StripeClient | null;
  /** Google sign-in, YouTube sign-in and Gmail; null when GOOGLE_CLIENT_ID/SECRET are not set. */
  google: GoogleClient | null;
  /** Facebook sign-in for advertisers; null when FACEBOOK_APP_ID/SECRET are not set. */
  facebook: FacebookClient | null;
  /** Instagram sign-in for creators; null when INSTAGRAM_APP_ID/SECRET are not set. */
  instagram: InstagramClient | null;
  /** TikTok sign-in for creators; null when TIKTOK_CLIENT_KEY/SECRET are not set. */
  tiktok: TikTokClient | null;
  /**
   * Refreshing YouTube profiles from the YouTube Data API, with the project's daily quota
   * (units); null when YOUTUBE_API_KEY is not set.
   */
  youtubeData: { client: YouTubeDataClient; dailyQuota: number } | null;
  /** Refreshing Instagram profiles through business discovery; null without INSTAGRAM_DISCOVERY_*. */
  instagramDiscovery: BusinessDiscoveryClient | null;
}
