import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadingReference, primaryId, stampedAt } from './columns';
import { users } from './users';

/**
 * Notifications (issue 33): one row per event for the user it concerns, written in the event's own
 * transaction. `link` is the app path of the place (`/collaboration/<id>`); `group_key` names the
 * kind and place (`collaboration_message:<id>`), so a burst in one place makes one email.
 * `email_status`: `none` (not emailed: preference off), `pending` (waits for its batch),
 * `sending` (claimed by a job at `email_claimed_at`), `sent` (at `emailed_at`) or `skipped` (read,
 * or the user was looking at the place, before its batch went out).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    userId: cascadingReference('user_id', () => users.id),
    kind: text('kind').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link').notNull(),
    groupKey: text('group_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailStatus: text('email_status').notNull().default('none'),
    emailClaimedAt: timestamp('email_claimed_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    // The clock, not the transaction start: notifications of one transaction keep their order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_email_idx')
      .on(t.userId, t.groupKey)
      .where(sql`${t.emailStatus} in ('pending', 'sending')`),
    index('notifications_actor_user_idx')
      .on(t.actorUserId)
      .where(sql`${t.actorUserId} is not null`),
    check(
      'notifications_email_status_check',
      sql`${t.emailStatus} in ('none', 'pending', 'sending', 'sent', 'skipped')`,
    ),
  ],
);

/**
 * A user's choices per notification kind, only where they differ from the kind's defaults
 * (NOTIFICATION_KIND_INFO): shown in the app (`in_app`) and emailed (`email`).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: cascadingReference('user_id', () => users.id),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind], name: 'notification_preferences_pkey' })],
);

/**
 * Where each user was last seen in the app: the page an open, visible tab reported with its
 * notifications poll (`path`, at `seen_at`). It decides "active in the app" for email batching.
 */
export const notificationPresence = pgTable('notification_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  path: text('path').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
