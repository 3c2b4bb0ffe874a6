import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { primaryId, stampedAt } from './columns';

/**
 * One-time codes mailed for sign-up and password reset. Only an HMAC of the code is stored;
 * a code is spent when `consumed_at` is set, and dies after 5 wrong attempts or at `expires_at`.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: primaryId(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('email_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt)],
);

export type EmailCodeRow = typeof emailCodes.$inferSelect;
