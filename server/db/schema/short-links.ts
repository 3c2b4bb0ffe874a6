import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadingReference, primaryId, stampedAt } from './columns';
import { collaborations } from './collaborations';
import { users } from './users';

/**
 * Short links (`POST /api/shorten-url/new`): `/s/<code>` redirects (302) to `url`, an http(s)
 * address. `code` is random (not sequential). A collaboration's tracking link is one of its
 * owner's short links with `collaboration_id` set; the newest one is the collaboration's link.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    id: primaryId(),
    code: text('code').notNull(),
    url: text('url').notNull(),
    ownerId: cascadingReference('owner_id', () => users.id),
    collaborationId: uuid('collaboration_id').references(() => collaborations.id, {
      onDelete: 'cascade',
    }),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    uniqueIndex('short_links_code_key').on(t.code),
    index('short_links_owner_idx').on(t.ownerId, t.createdAt),
    index('short_links_collaboration_idx')
      .on(t.collaborationId, t.createdAt)
      .where(sql`${t.collaborationId} is not null`),
  ],
);

/** Clicks of a short link per UTC day: real visits only (no HEAD, no link previews or bots). */
export const shortLinkClicks = pgTable(
  'short_link_clicks',
  {
    shortLinkId: cascadingReference('short_link_id', () => shortLinks.id),
    day: date('day').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'short_link_clicks_pkey', columns: [t.shortLinkId, t.day] }),
    check('short_link_clicks_clicks_check', sql`${t.clicks} >= 0`),
  ],
);

export type ShortLinkRow = typeof shortLinks.$inferSelect;
