import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stampedAt } from './columns';
import { influencers } from './influencers';
import { users } from './users';

/** An influencer's published rates, per deliverable, in minor units (cents) of `currency`. */
export interface InfluencerRates {
  post?: number;
  story?: number;
  reel?: number;
  video?: number;
}

/**
 * The influencer side of an account (PRODUCT §11): the profile it is linked to (one account per
 * profile), and the contact email and rates the influencer publishes to advertisers.
 */
export const influencerAccounts = pgTable(
  'influencer_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    influencerId: uuid('influencer_id').references(() => influencers.id, { onDelete: 'set null' }),
    linkedBy: text('linked_by'),
    contactEmail: text('contact_email'),
    rates: jsonb('rates').$type<InfluencerRates>().notNull().default({}),
    currency: text('currency').notNull().default('USD'),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [uniqueIndex('influencer_accounts_influencer_key').on(t.influencerId)],
);

export type InfluencerAccountRow = typeof influencerAccounts.$inferSelect;
