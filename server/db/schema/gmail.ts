import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cascadingReference, primaryId, stampedAt } from './columns';
import { socialAccounts } from './social-accounts';
import { users } from './users';

/**
 * What sending through a connected Gmail needs beside the connection (`social_accounts` row with
 * provider `gmail`): the Google Workspace domain (the ID token's `hd`, null for consumer Gmail)
 * and the daily sending cap taken from it at connection time — about 2,000 messages a day for
 * Workspace, 500 for consumer Gmail (integrations.md §6). Goes with its connection.
 */
export const gmailConnections = pgTable('gmail_connections', {
  socialAccountId: uuid('social_account_id')
    .primaryKey()
    .references(() => socialAccounts.id, { onDelete: 'cascade' }),
  hostedDomain: text('hosted_domain'),
  /** Messages per rolling 24 hours. */
  dailySendLimit: integer('daily_send_limit').notNull(),
  updatedAt: stampedAt('updated_at'),
});

/**
 * One message sent (or being sent) through a Gmail account, for its rolling 24-hour cap and the
 * usage the sender settings show: counted per Google account (`account_id`, the Google `sub`),
 * because Google caps the account whichever Collabify user connected it. Rows older than a day
 * are pruned as new ones come. Times UTC.
 */
export const gmailSends = pgTable(
  'gmail_sends',
  {
    id: primaryId(),
    userId: cascadingReference('user_id', () => users.id),
    accountId: text('account_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gmail_sends_account_idx').on(t.accountId, t.sentAt),
    index('gmail_sends_user_idx').on(t.userId),
  ],
);
