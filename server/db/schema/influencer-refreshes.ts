import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadingReference, primaryId, stampedAt } from './columns';
import { influencers } from './influencers';
import { users } from './users';

/**
 * One refresh of a profile from its provider's official API (issue 19): asked for by people
 * (`origin = 'request'`, one row shared by every concurrent request) or by the scheduler. `lookup`
 * is what the provider is asked with and what concurrent requests share: `profile:<influencer id>`
 * for a known profile, else `handle:<lower-case handle>` or `id:<platform id>` until the provider
 * finds the account. At most one open (queued or running) refresh per lookup. States: `queued`
 * (waiting for a worker, or until `waiting_until` — a spent quota, a rate limit, an outage —
 * with the reason), `running`, `done`, `failed` (with the reason). Times UTC.
 */
export const influencerRefreshes = pgTable(
  'influencer_refreshes',
  {
    id: primaryId(),
    platform: text('platform').notNull(),
    lookup: text('lookup').notNull(),
    /** The profile refreshed; null until the provider finds an account no profile had. */
    influencerId: uuid('influencer_id').references(() => influencers.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    state: text('state').notNull().default('queued'),
    /** Why it failed, or why it waits. */
    reason: text('reason'),
    waitingUntil: timestamp('waiting_until', { withTimezone: true }),
    /** Provider calls tried (an outage retried counts each try). */
    attempts: integer('attempts').notNull().default(0),
    /** People's requests this refresh answers (a new profile's `update_count`). */
    requestCount: integer('request_count').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('influencer_refreshes_open_key')
      .on(t.platform, t.lookup)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('influencer_refreshes_influencer_idx').on(t.influencerId, t.requestedAt),
    index('influencer_refreshes_state_idx').on(t.state, t.updatedAt),
    check(
      'influencer_refreshes_state_check',
      sql`${t.state} in ('queued', 'running', 'done', 'failed')`,
    ),
    check('influencer_refreshes_origin_check', sql`${t.origin} in ('request', 'schedule')`),
  ],
);

/** Who asked for a refresh and when: who may read the refresh. */
export const influencerRefreshRequests = pgTable(
  'influencer_refresh_requests',
  {
    id: primaryId(),
    refreshId: cascadingReference('refresh_id', () => influencerRefreshes.id),
    userId: cascadingReference('user_id', () => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('influencer_refresh_requests_user_idx').on(t.userId, t.requestedAt),
    index('influencer_refresh_requests_refresh_idx').on(t.refreshId),
  ],
);

/**
 * Quota units a provider's API spent per quota day (YouTube: the Pacific Time day its quota
 * resets on), counted per call against the daily quota in config.
 */
export const providerQuotaUsage = pgTable(
  'provider_quota_usage',
  {
    provider: text('provider').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.provider, t.day] })],
);

/**
 * A provider the refresh queue waits for: until `paused_until` after a spent quota, a rate limit
 * or an outage, with the reason (shown to admins). One row per provider, kept.
 */
export const providerPauses = pgTable('provider_pauses', {
  provider: text('provider').primaryKey(),
  pausedUntil: timestamp('paused_until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  /**
   * An outage (the provider failed): refreshes that meet it go back to the job queue's retry with
   * its growing backoff; other pauses (quota, rate limit, refused credentials) make them wait.
   */
  outage: boolean('outage').notNull().default(false),
  updatedAt: stampedAt('updated_at'),
});

export type InfluencerRefreshRow = typeof influencerRefreshes.$inferSelect;
