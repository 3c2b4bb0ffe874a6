import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { primaryId, stampedAt } from './columns';

/** Accounts. `email` and `nickname` are stored lower-case; `token_version` is bumped to revoke every session token. */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    nickname: text('nickname'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{advertiser}'::text[]`),
    company: text('company'),
    website: text('website'),
    avatarUrl: text('avatar_url'),
    tokenVersion: integer('token_version').notNull().default(0),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_nickname_key').on(t.nickname),
  ],
);

export type UserRow = typeof users.$inferSelect;
