import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profileRequests, removedProfiles, type ProfileRequestRow } from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** The columns a new request sets. */
export type NewProfileRequest = Pick<
  ProfileRequestRow,
  'influencerId' | 'platform' | 'username' | 'platformId' | 'kind' | 'correction' | 'message'
> &
  Partial<
    Pick<
      ProfileRequestRow,
      | 'id'
      | 'email'
      | 'codeHash'
      | 'codeExpiresAt'
      | 'state'
      | 'verifiedBy'
      | 'userId'
      | 'verifiedAt'
    >
  >;

/** Stores a request and answers it. */
export async function insertProfileRequest(
  db: DbOrTx,
  values: NewProfileRequest,
): Promise<ProfileRequestRow> {
  const [row] = await db.insert(profileRequests).values(values).returning();
  return row!;
}

/** A request by id, locked until the transaction ends; null when none. */
export async function lockProfileRequest(
  db: DbOrTx,
  id: string,
): Promise<ProfileRequestRow | null> {
  return firstRow(
    db.select().from(profileRequests).where(eq(profileRequests.id, id)).for('update'),
  );
}

/** Serialises code sends for one profile until the transaction ends (advisory lock). */
export async function lockProfileCodes(tx: DbOrTx, influencerId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`profile-code:${influencerId}`}::text))`,
  );
}

/** When a code was last sent for this profile after `since`, or null. */
export async function latestCodeSentSince(
  db: DbOrTx,
  influencerId: string,
  since: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: profileRequests.createdAt })
    .from(profileRequests)
    .where(
      and(
        eq(profileRequests.influencerId, influencerId),
        isNotNull(profileRequests.codeHash),
        gt(profileRequests.createdAt, since),
      ),
    )
    .orderBy(desc(profileRequests.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** How many codes were mailed for the profile since `since` (used, expired or not). */
export async function countCodesSentSince(
  db: DbOrTx,
  influencerId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(profileRequests)
    .where(
      and(
        eq(profileRequests.influencerId, influencerId),
        isNotNull(profileRequests.email),
        gt(profileRequests.createdAt, since),
      ),
    );
  return row?.sent ?? 0;
}

/** Counts one code attempt on the request; answers the attempts made so far. */
export async function countAttempt(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(profileRequests)
    .set({ attempts: sql`${profileRequests.attempts} + 1` })
    .where(eq(profileRequests.id, id))
    .returning({ attempts: profileRequests.attempts });
  return row?.attempts ?? 0;
}

/** Updates a request's state (and when it was verified / applied); the code is spent. */
export async function updateProfileRequest(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<ProfileRequestRow, 'state' | 'verifiedBy' | 'verifiedAt' | 'appliedAt' | 'codeHash'>
  >,
): Promise<ProfileRequestRow> {
  const [row] = await db
    .update(profileRequests)
    .set(values)
    .where(eq(profileRequests.id, id))
    .returning();
  return row!;
}

/**
 * Records a removed account (platform, platform id when known, handle), so imports skip it; an
 * account already recorded keeps its first row.
 */
export async function insertRemovedProfile(
  db: DbOrTx,
  values: { platform: string; platformId: string | null; username: string; requestId: string },
): Promise<void> {
  await db.insert(removedProfiles).values(values).onConflictDoNothing();
}

/** One page of requests, newest first, and the total. */
export async function listProfileRequests(
  db: DbOrTx,
  page: { skip: number; limit: number },
): Promise<{ total: number; rows: ProfileRequestRow[] }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(profileRequests)
      .orderBy(desc(profileRequests.createdAt), desc(profileRequests.id))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ n: count() }).from(profileRequests),
  ]);
  return { total: total?.n ?? 0, rows };
}
