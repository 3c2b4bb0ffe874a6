import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { primaryId, stampedAt } from './columns';
import { influencers } from './influencers';
import { users } from './users';

/**
 * A creator's request to remove or correct their profile (the public "Remove or correct my
 * profile" form). The creator proves control of the account by a 6-digit code sent to the
 * profile's public email (`code_hash`, `code_expires_at`, `attempts`) or by signing in with the
 * platform (`verified_by` 'email' | 'social'). `state`: pending → verified → applied, or rejected
 * or expired. `correction` holds the corrected fields of a `correct` request. Kept for admins.
 */
export const profileRequests = pgTable(
  'profile_requests',
  {
    id: primaryId(),
    influencerId: uuid('influencer_id').references(() => influencers.id, { onDelete: 'set null' }),
    platform: text('platform').notNull(),
    username: text('username').notNull(),
    platformId: text('platform_id'),
    kind: text('kind').notNull(),
    correction: jsonb('correction').$type<Record<string, unknown>>(),
    message: text('message').notNull().default(''),
    email: text('email'),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    state: text('state').notNull().default('pending'),
    verifiedBy: text('verified_by'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stampedAt('created_at'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    index('profile_requests_state_idx').on(t.state, t.createdAt),
    index('profile_requests_influencer_idx')
      .on(t.influencerId)
      .where(sql`${t.influencerId} is not null`),
    index('profile_requests_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    check('profile_requests_kind_check', sql`${t.kind} in ('remove', 'correct')`),
    check(
      'profile_requests_state_check',
      sql`${t.state} in ('pending', 'verified', 'applied', 'rejected', 'expired')`,
    ),
    check(
      'profile_requests_verified_by_check',
      sql`${t.verifiedBy} is null or ${t.verifiedBy} in ('email', 'social')`,
    ),
  ],
);

/**
 * Accounts whose creators had their profile removed: dataset imports and provider refreshes skip
 * any row with this platform id or handle (lower-case), so a removal outlives re-imports.
 */
export const removedProfiles = pgTable(
  'removed_profiles',
  {
    id: primaryId(),
    platform: text('platform').notNull(),
    platformId: text('platform_id'),
    username: text('username').notNull(),
    requestId: uuid('request_id').references(() => profileRequests.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('removed_profiles_username_key').on(t.platform, sql`lower(${t.username})`),
    uniqueIndex('removed_profiles_platform_id_key')
      .on(t.platform, t.platformId)
      .where(sql`${t.platformId} is not null`),
    index('removed_profiles_request_idx')
      .on(t.requestId)
      .where(sql`${t.requestId} is not null`),
  ],
);

export type ProfileRequestRow = typeof profileRequests.$inferSelect;
