import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/** `id uuid primary key default gen_random_uuid()`: a row's own id. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** `<name> timestamptz not null default now()`: when the row was created or last changed (UTC). */
export const stampedAt = (name: 'created_at' | 'updated_at') =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * `<name> uuid not null references <target> on delete cascade`: a row that belongs to another
 * (a user's, an influencer's, a campaign's) and goes with it. `target` is read lazily, so tables
 * may reference each other whatever order their files load in.
 */
export const cascadingReference = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });
