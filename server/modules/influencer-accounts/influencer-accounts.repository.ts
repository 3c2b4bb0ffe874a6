import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ProfileLinkMethod } from '@shared/constants/influencer-accounts';
import type { DbOrTx } from '../../db/client';
import {
  influencerAccounts,
  influencers,
  type InfluencerAccountRow,
  type InfluencerRates,
} from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** A profile whose public email matched, and the account it is already linked to (or null). */
export interface EmailMatchRow {
  influencerId: string;
  linkedUserId: string | null;
}

/** Fields of an influencer account that `updateInfluencerAccount` changes. */
export interface InfluencerAccountPatch {
  contactEmail?: string | null;
  /** Deliverables to set (a number of cents) or clear (null); the others are kept. */
  rates?: { [K in keyof InfluencerRates]?: number | null };
  currency?: string;
}

/** The user's influencer account, or null when it has none yet. */
export async function findInfluencerAccount(
  db: DbOrTx,
  userId: string,
): Promise<InfluencerAccountRow | null> {
  return firstRow(
    db.select().from(influencerAccounts).where(eq(influencerAccounts.userId, userId)).limit(1),
  );
}

/** The user's influencer account, created (unlinked, no rates, USD) when it has none yet. */
export async function ensureInfluencerAccount(
  db: DbOrTx,
  userId: string,
): Promise<InfluencerAccountRow> {
  const existing = await findInfluencerAccount(db, userId);
  if (existing) return existing;
  await db.insert(influencerAccounts).values({ userId }).onConflictDoNothing();
  return (await findInfluencerAccount(db, userId))!;
}

/**
 * Up to `limit` profiles whose public email is `email` (compared lower-case), each with the
 * account it is linked to (the partial index on `lower(email)` serves it).
 */
export function findProfilesByEmail(
  db: DbOrTx,
  email: string,
  limit: number,
): Promise<EmailMatchRow[]> {
  return db
    .select({ influencerId: influencers.id, linkedUserId: influencerAccounts.userId })
    .from(influencers)
    .leftJoin(influencerAccounts, eq(influencerAccounts.influencerId, influencers.id))
    .where(
      and(isNotNull(influencers.email), eq(sql`lower(${influencers.email})`, email.toLowerCase())),
    )
    .limit(limit);
}

/** The account linked to this profile, or null. */
export async function findAccountByInfluencer(
  db: DbOrTx,
  influencerId: string,
): Promise<InfluencerAccountRow | null> {
  return firstRow(
    db
      .select()
      .from(influencerAccounts)
      .where(eq(influencerAccounts.influencerId, influencerId))
      .limit(1),
  );
}

/**
 * Links the account to the profile by email when it is still unlinked and no admin decided its
 * link (an admin's link or unlink stands). @returns the updated account, or null when nothing
 * changed. @throws a unique violation (`influencer_accounts_influencer_key`) when another account
 * took the profile meanwhile.
 */
export async function linkUnlinkedAccountByEmail(
  db: DbOrTx,
  userId: string,
  influencerId: string,
): Promise<InfluencerAccountRow | null> {
  return firstRow(
    db
      .update(influencerAccounts)
      .set({ influencerId, linkedBy: 'email', updatedAt: sql`now()` })
      .where(
        and(
          eq(influencerAccounts.userId, userId),
          isNull(influencerAccounts.influencerId),
          sql`${influencerAccounts.linkedBy} is distinct from 'admin'`,
        ),
      )
      .returning(),
  );
}

/**
 * Sets the account's profile (null unlinks) and how that was decided. @returns the updated account.
 * @throws a unique violation (`influencer_accounts_influencer_key`) when another account has the
 * profile.
 */
export async function setLinkedProfile(
  db: DbOrTx,
  userId: string,
  influencerId: string | null,
  linkedBy: ProfileLinkMethod,
): Promise<InfluencerAccountRow> {
  const [row] = await db
    .update(influencerAccounts)
    .set({ influencerId, linkedBy, updatedAt: sql`now()` })
    .where(eq(influencerAccounts.userId, userId))
    .returning();
  return row!;
}

/**
 * Applies `patch` to the account and returns it. Rates merge: the deliverables given are set, those
 * given as null are removed, the others are kept.
 */
export async function updateInfluencerAccount(
  db: DbOrTx,
  userId: string,
  patch: InfluencerAccountPatch,
): Promise<InfluencerAccountRow> {
  const [row] = await db
    .update(influencerAccounts)
    .set({
      ...(patch.contactEmail !== undefined && { contactEmail: patch.contactEmail }),
      ...(patch.currency !== undefined && { currency: patch.currency }),
      ...(patch.rates !== undefined && {
        // The stored object never holds nulls, so merging then stripping nulls sets and clears.
        rates: sql`jsonb_strip_nulls(${influencerAccounts.rates} || ${JSON.stringify(patch.rates)}::jsonb)`,
      }),
      updatedAt: sql`now()`,
    })
    .where(eq(influencerAccounts.userId, userId))
    .returning();
  return row!;
}
