import { and, asc, Column, eq, getTableName, is, sql, type SQL, type Table } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SuppressionReason } from '@shared/constants/email';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  emailSuppressions,
  influencerAccounts,
  influencerContacts,
  influencers,
} from '../../db/schema';

/** Where a known address comes from: the user's own contact, the linked account, the profile. */
export type ContactSource = 'mine' | 'influencer' | 'profile';

/** An SQL identifier (a quoted name). */
type Identifier = ReturnType<typeof sql.identifier>;

/** `alias.column` for a column of a table aliased in raw SQL. */
const col = (alias: Identifier, column: AnyPgColumn) =>
  sql`${alias}.${sql.identifier(column.name)}`;
/** `table alias` for a FROM clause. */
const from = (table: Table, alias: Identifier) =>
  sql`${sql.identifier(getTableName(table))} ${alias}`;

/**
 * A column reference qualified with its table's name (or alias): drizzle writes columns of a
 * single-table select unqualified, which inside a subquery could bind to the subquery's own table.
 */
function qualified(ref: SQL | AnyPgColumn): SQL {
  if (!is(ref, Column)) return ref;
  return sql`${sql.identifier(getTableName(ref.table))}.${sql.identifier(ref.name)}`;
}

// Aliases of their own, so the subqueries never capture a column of the outer query.
const kc = sql.identifier('known_contact');
const ka = sql.identifier('known_account');
const kp = sql.identifier('known_profile');

/** The three candidate addresses of a (user, profile), lower-case and trimmed; empty ones null. */
function candidates(userId: string, influencerId: SQL | AnyPgColumn) {
  const id = qualified(influencerId);
  const address = (alias: Identifier, column: AnyPgColumn) =>
    sql`nullif(lower(trim(${col(alias, column)})), '')`;
  return {
    mine: sql<
      string | null
    >`(select ${address(kc, influencerContacts.email)} from ${from(influencerContacts, kc)} where ${col(kc, influencerContacts.userId)} = ${userId} and ${col(kc, influencerContacts.influencerId)} = ${id})`,
    influencer: sql<
      string | null
    >`(select ${address(ka, influencerAccounts.contactEmail)} from ${from(influencerAccounts, ka)} where ${col(ka, influencerAccounts.influencerId)} = ${id})`,
    profile: sql<
      string | null
    >`(select ${address(kp, influencers.email)} from ${from(influencers, kp)} where ${col(kp, influencers.id)} = ${id})`,
  };
}

/**
 * The address outreach from `userId` to the profile `influencerId` uses, as a SQL expression
 * (lower-case text, or null when none is known), in order of precedence: the user's own contact
 * (`influencer_contacts`), the contact email of the account linked to the profile
 * (`influencer_accounts.contact_email`), the profile's public email (`influencers.email`).
 * `influencerId` is a column of the outer query (e.g. `list_influencers.influencer_id`) or a value.
 */
export function knownEmailSql(userId: string, influencerId: SQL | AnyPgColumn): SQL<string | null> {
  const c = candidates(userId, influencerId);
  return sql<string | null>`coalesce(${c.mine}, ${c.influencer}, ${c.profile})`;
}

/**
 * Which of the profiles `influencerIds` have an address the user's outreach would use (see
 * {@link knownEmailSql}): one query of index lookups per id, for a page of cards or a saved list.
 */
export async function findKnownEmailIds(
  db: DbOrTx,
  userId: string,
  influencerIds: string[],
): Promise<Set<string>> {
  if (influencerIds.length === 0) return new Set();
  const u = sql.identifier('known_ids');
  const id = sql`${u}.${sql.identifier('id')}`;
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select ${id} from unnest(${sql.param(influencerIds)}::uuid[]) as ${u}(id)
        where ${knownEmailSql(userId, id)} is not null`,
  );
  return new Set(rows.map((r) => r.id));
}

/** A profile's known address for a user and where it comes from (see {@link knownEmailSql}). */
export interface ContactEmailRow {
  email: string | null;
  source: ContactSource | null;
}

/** The known address of the profile for the user, or null when the profile does not exist. */
export async function findContactEmail(
  db: DbOrTx,
  userId: string,
  influencerId: string,
): Promise<ContactEmailRow | null> {
  const c = candidates(userId, influencers.id);
  const [row] = await db
    .select({ mine: c.mine, influencer: c.influencer, profile: c.profile })
    .from(influencers)
    .where(eq(influencers.id, influencerId));
  if (!row) return null;
  for (const source of ['mine', 'influencer', 'profile'] as const) {
    const email = row[source];
    if (email) return { email, source };
  }
  return { email: null, source: null };
}

/** Remembers `email` (lower-case) as the user's address for the profile, replacing an earlier one. */
export async function upsertContact(
  db: DbOrTx,
  userId: string,
  influencerId: string,
  email: string,
): Promise<void> {
  await db
    .insert(influencerContacts)
    .values({ userId, influencerId, email })
    .onConflictDoUpdate({
      target: [influencerContacts.userId, influencerContacts.influencerId],
      set: { email, updatedAt: sql`now()` },
    });
}

/** Forgets the user's own address for the profile (the linked or public one applies again). */
export async function deleteContact(
  db: DbOrTx,
  userId: string,
  influencerId: string,
): Promise<void> {
  await db
    .delete(influencerContacts)
    .where(
      and(eq(influencerContacts.userId, userId), eq(influencerContacts.influencerId, influencerId)),
    );
}

/** Whether `email` (compared lower-case) is on the user's suppression list. */
export async function isSuppressed(db: DbOrTx, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(emailSuppressions)
    .where(
      and(eq(emailSuppressions.userId, userId), eq(emailSuppressions.email, email.toLowerCase())),
    )
    .limit(1);
  return row !== undefined;
}

/** A suppressed address of a user's list. */
export type SuppressionRow = typeof emailSuppressions.$inferSelect;

/** The user's suppression list, alphabetical. */
export function findSuppressions(db: DbOrTx, userId: string): Promise<SuppressionRow[]> {
  return db
    .select()
    .from(emailSuppressions)
    .where(eq(emailSuppressions.userId, userId))
    .orderBy(asc(emailSuppressions.email));
}

/**
 * Puts `email` (lower-case) on the user's suppression list. An address already there keeps its
 * first reason and time. @returns the row as stored.
 */
export async function insertSuppression(
  db: DbOrTx,
  userId: string,
  email: string,
  reason: SuppressionReason,
): Promise<SuppressionRow> {
  const address = email.toLowerCase();
  await db
    .insert(emailSuppressions)
    .values({ userId, email: address, reason })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(emailSuppressions)
    .where(and(eq(emailSuppressions.userId, userId), eq(emailSuppressions.email, address)));
  return row!;
}

/**
 * Takes `email` off the user's suppression list, unless the person unsubscribed themselves.
 * @returns `deleted`, `missing`, or `unsubscribed` (kept: only they can undo it).
 */
export async function deleteSuppression(
  db: DbOrTx,
  userId: string,
  email: string,
): Promise<'deleted' | 'missing' | 'unsubscribed'> {
  const where = and(
    eq(emailSuppressions.userId, userId),
    eq(emailSuppressions.email, email.toLowerCase()),
  );
  const rows = await db
    .delete(emailSuppressions)
    .where(and(where, sql`${emailSuppressions.reason} <> 'unsubscribed'`))
    .returning({ email: emailSuppressions.email });
  if (rows.length > 0) return 'deleted';
  const [kept] = await db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(where);
  return kept ? 'unsubscribed' : 'missing';
}
