import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cascadingReference, primaryId, stampedAt } from './columns';
import type { CampaignProduct } from '@shared/schemas/shopify';
import { influencers } from './influencers';
import { users } from './users';

/**
 * Advertisers' campaigns (PRODUCT §6). Budgets are per influencer in minor units (cents) of
 * `currency`; `starts_on`/`ends_on` are UTC dates. `status` moves as CAMPAIGN_TRANSITIONS allows.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: primaryId(),
    userId: cascadingReference('user_id', () => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    product: text('product'),
    /** The picked Shopify product's id and a snapshot of it (CampaignProduct) taken when picked. */
    shopifyProductId: text('shopify_product_id'),
    shopifyProduct: jsonb('shopify_product').$type<CampaignProduct>(),
    platforms: text('platforms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    compensation: text('compensation').notNull().default('gifted'),
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    currency: text('currency').notNull().default('USD'),
    deliverables: text('deliverables').notNull().default(''),
    deliverablesCount: integer('deliverables_count'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    status: text('status').notNull().default('draft'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    index('campaigns_user_idx').on(t.userId, t.createdAt),
    index('campaigns_status_idx').on(t.status, t.createdAt),
    check(
      'campaigns_status_check',
      sql`${t.status} in ('draft', 'active', 'paused', 'completed', 'archived')`,
    ),
    check(
      'campaigns_budget_check',
      sql`${t.budgetMin} is null or ${t.budgetMax} is null or ${t.budgetMin} <= ${t.budgetMax}`,
    ),
    check(
      'campaigns_dates_check',
      sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.startsOn} <= ${t.endsOn}`,
    ),
  ],
);

/** Influencer accounts interested in a campaign, once each (PRODUCT §6, §11). */
export const campaignInterests = pgTable(
  'campaign_interests',
  {
    campaignId: cascadingReference('campaign_id', () => campaigns.id),
    userId: cascadingReference('user_id', () => users.id),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId], name: 'campaign_interests_pkey' }),
    index('campaign_interests_user_idx').on(t.userId),
  ],
);

/** The stored AI picks of a campaign, best first (`rank` from 1), with the engine's reasons. */
export const campaignPicks = pgTable(
  'campaign_picks',
  {
    campaignId: cascadingReference('campaign_id', () => campaigns.id),
    influencerId: cascadingReference('influencer_id', () => influencers.id),
    rank: integer('rank').notNull(),
    score: doublePrecision('score').notNull(),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: stampedAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.influencerId], name: 'campaign_picks_pkey' })],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
export type CampaignPickRow = typeof campaignPicks.$inferSelect;
