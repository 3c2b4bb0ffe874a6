import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadingReference, stampedAt } from './columns';
import { NOTE_MAX_LENGTH } from '@shared/constants/lists';
import { influencers } from './influencers';
import { users } from './users';

/** A user's private plain-text note on an influencer (≤ 10,000 characters), one per pair. */
export const notes = pgTable(
  'notes',
  {
    userId: cascadingReference('user_id', () => users.id),
    influencerId: cascadingReference('influencer_id', () => influencers.id),
    content: text('content').notNull(),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    primaryKey({ name: 'notes_pkey', columns: [t.userId, t.influencerId] }),
    // Deleting an influencer cascades here; without this index that is a scan per profile.
    index('notes_influencer_idx').on(t.influencerId),
    check(
      'notes_content_length_check',
      sql`char_length(${t.content}) <= ${sql.raw(String(NOTE_MAX_LENGTH))}`,
    ),
  ],
);

export type NoteRow = typeof notes.$inferSelect;
