import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadingReference, primaryId, stampedAt } from './columns';
import { campaigns } from './campaigns';
import { influencers } from './influencers';
import { users } from './users';

const statuses = `'proposed', 'accepted', 'declined', 'withdrawn', 'content_submitted', 'completed', 'cancelled'`;

/**
 * Collaborations (PRODUCT §7): an advertiser and an influencer profile, optionally for a campaign.
 * The influencer party is the account linked to the profile, or `influencer_user_id` (an account
 * that signed up with the address the invitation went to). `amount` is in minor units (cents) of
 * `currency`; `deadline` a UTC date. `*_read_at` mark how far each party has read the thread.
 * One open collaboration (proposed, accepted, content_submitted) per advertiser, profile and
 * campaign.
 */
export const collaborations = pgTable(
  'collaborations',
  {
    id: primaryId(),
    advertiserId: cascadingReference('advertiser_id', () => users.id),
    influencerId: cascadingReference('influencer_id', () => influencers.id),
    influencerUserId: uuid('influencer_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('proposed'),
    compensation: text('compensation').notNull().default('gifted'),
    amount: integer('amount'),
    currency: text('currency').notNull().default('USD'),
    deliverables: text('deliverables').notNull(),
    deadline: date('deadline'),
    discountCode: text('discount_code'),
    trackingUrl: text('tracking_url'),
    /** The code discount created in the advertiser's Shopify shop (`gid://shopify/DiscountCodeNode/<n>`). */
    shopifyDiscountId: text('shopify_discount_id'),
    /** Orders that used the Shopify code, and their current revenue in `sales_currency` (decimal). */
    salesOrders: integer('sales_orders').notNull().default(0),
    salesRevenue: numeric('sales_revenue', { precision: 16, scale: 2 }).notNull().default('0'),
    salesCurrency: text('sales_currency'),
    /** The address the signed link went to (lower-case), when the influencer had no account. */
    inviteEmail: text('invite_email'),
    advertiserReadAt: timestamp('advertiser_read_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    influencerReadAt: timestamp('influencer_read_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    index('collaborations_advertiser_idx').on(t.advertiserId, t.lastActivityAt),
    index('collaborations_influencer_idx').on(t.influencerId),
    // Foreign keys a delete of the campaign looks up (without it, a scan of every collaboration).
    index('collaborations_campaign_idx')
      .on(t.campaignId)
      .where(sql`${t.campaignId} is not null`),
    index('collaborations_influencer_user_idx')
      .on(t.influencerUserId)
      .where(sql`${t.influencerUserId} is not null`),
    index('collaborations_invite_email_idx')
      .on(t.inviteEmail)
      .where(sql`${t.inviteEmail} is not null`),
    uniqueIndex('collaborations_shopify_discount_key')
      .on(t.shopifyDiscountId)
      .where(sql`${t.shopifyDiscountId} is not null`),
    // Attribution: an order's code → the advertiser's collaboration with that Shopify code.
    uniqueIndex('collaborations_shopify_code_key')
      .on(t.advertiserId, sql`upper(${t.discountCode})`)
      .where(sql`${t.shopifyDiscountId} is not null`),
    uniqueIndex('collaborations_open_key')
      .on(
        t.advertiserId,
        t.influencerId,
        sql`coalesce(${t.campaignId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.status} in ('proposed', 'accepted', 'content_submitted')`),
    check('collaborations_status_check', sql.raw(`status in (${statuses})`)),
    check(
      'collaborations_compensation_check',
      sql`${t.compensation} in ('gifted', 'fixed_fee', 'commission', 'discount_code')`,
    ),
    check('collaborations_amount_check', sql`${t.amount} is null or ${t.amount} >= 0`),
  ],
);

/**
 * The activity timeline of a collaboration, including its thread: messages are events of kind
 * `message` whose `body` is the text; a deleted message keeps its row with `deleted_at` set and
 * `body` cleared. `actor` is the party; `actor_user_id` the account, null for a link holder.
 */
export const collaborationEvents = pgTable(
  'collaboration_events',
  {
    id: primaryId(),
    collaborationId: cascadingReference('collaboration_id', () => collaborations.id),
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // The clock, not the transaction start: events written in one transaction keep their order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    // Write order: two events can share a clock reading (PGlite's clock is coarser than a
    // microsecond), so the timeline breaks ties by this, never by the random id.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('collaboration_events_collaboration_idx').on(t.collaborationId, t.createdAt),
    // Deleting a user sets their events' actor to null: found through this index, not a scan.
    index('collaboration_events_actor_user_idx')
      .on(t.actorUserId)
      .where(sql`${t.actorUserId} is not null`),
    check('collaboration_events_actor_check', sql`${t.actor} in ('advertiser', 'influencer')`),
  ],
);

/**
 * Reviews after a completed collaboration, one per direction: `for_influencer` (written by the
 * advertiser) and `for_advertiser` (written by the influencer). Rating 1–5.
 */
export const collaborationReviews = pgTable(
  'collaboration_reviews',
  {
    collaborationId: cascadingReference('collaboration_id', () => collaborations.id),
    direction: text('direction').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.collaborationId, t.direction], name: 'collaboration_reviews_pkey' }),
    check(
      'collaboration_reviews_direction_check',
      sql`${t.direction} in ('for_influencer', 'for_advertiser')`,
    ),
    check('collaboration_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Published posts promoting a brand (PRODUCT §7 promotion info), one row per profile and URL (a
 * resubmitted URL updates its counts). `published_on` is a UTC date; counts are at submission.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: primaryId(),
    influencerId: cascadingReference('influencer_id', () => influencers.id),
    collaborationId: uuid('collaboration_id').references(() => collaborations.id, {
      onDelete: 'set null',
    }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    publishedOn: date('published_on').notNull(),
    likes: integer('likes'),
    comments: integer('comments'),
    views: integer('views'),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('promotions_influencer_url_key').on(t.influencerId, t.url),
    index('promotions_influencer_idx').on(t.influencerId, t.publishedOn),
    index('promotions_created_by_user_idx')
      .on(t.createdByUserId)
      .where(sql`${t.createdByUserId} is not null`),
    index('promotions_collaboration_idx')
      .on(t.collaborationId)
      .where(sql`${t.collaborationId} is not null`),
  ],
);

/**
 * In-app messages (PRODUCT §5) between an advertiser and an influencer account. `read_at` is set
 * when the recipient opens the conversation.
 */
export const messages = pgTable(
  'messages',
  {
    id: primaryId(),
    senderId: cascadingReference('sender_id', () => users.id),
    recipientId: cascadingReference('recipient_id', () => users.id),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('messages_sender_idx').on(t.senderId, t.createdAt),
    index('messages_recipient_idx').on(t.recipientId, t.createdAt),
    index('messages_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    check('messages_not_self_check', sql`${t.senderId} <> ${t.recipientId}`),
  ],
);

export type CollaborationRow = typeof collaborations.$inferSelect;
export type NewCollaborationRow = typeof collaborations.$inferInsert;
export type CollaborationEventRow = typeof collaborationEvents.$inferSelect;
export type CollaborationReviewRow = typeof collaborationReviews.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
