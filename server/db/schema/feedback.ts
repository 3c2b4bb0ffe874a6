import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { primaryId, stampedAt } from './columns';
import { users } from './users';

/**
 * Messages sent through the public contact form (`POST /api/feedback`, no token): the sender's
 * name and address (lower-case), subject and message, the account when the sender was signed in.
 * Admins read them and close them (`status` open → closed, with who and when).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: primaryId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    createdAt: stampedAt('created_at'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('feedback_status_idx').on(t.status, t.createdAt),
    index('feedback_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('feedback_closed_by_idx')
      .on(t.closedBy)
      .where(sql`${t.closedBy} is not null`),
    check('feedback_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

export type FeedbackRow = typeof feedback.$inferSelect;
