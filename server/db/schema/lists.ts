import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadingReference, primaryId, stampedAt } from './columns';
import { LIST_NAME_MAX_LENGTH } from '@shared/constants/lists';
import { influencers } from './influencers';
import { users } from './users';

/**
 * A user's named lists of influencers (PRODUCT §4). Names are trimmed, 1–100 characters and
 * unique per user case-insensitively; "Favorites" is the default list the card heart fills.
 */
export const lists = pgTable(
  'lists',
  {
    id: primaryId(),
    userId: cascadingReference('user_id', () => users.id),
    name: text('name').notNull(),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('lists_user_name_key').on(t.userId, sql`lower(${t.name})`),
    check(
      'lists_name_length_check',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(LIST_NAME_MAX_LENGTH))}`,
    ),
  ],
);

/**
 * The influencers of a list, once each, ordered by `added_at` (then influencer id). Rows go when
 * their list or their influencer is deleted.
 */
export const listInfluencers = pgTable(
  'list_influencers',
  {
    listId: cascadingReference('list_id', () => lists.id),
    influencerId: cascadingReference('influencer_id', () => influencers.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'list_influencers_pkey', columns: [t.listId, t.influencerId] }),
    index('list_influencers_list_added_idx').on(t.listId, t.addedAt, t.influencerId),
    // Deleting an influencer cascades here; without this index that is a scan per profile.
    index('list_influencers_influencer_idx').on(t.influencerId),
  ],
);

export type ListRow = typeof lists.$inferSelect;
