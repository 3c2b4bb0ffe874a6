import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailCodes } from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** Wrong guesses after which a code dies. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Serialises code requests for one address and purpose until the transaction ends, so the resend
 * cooldown check and the insert cannot interleave (PostgreSQL advisory transaction lock).
 */
export async function lockEmailCodes(tx: DbOrTx, email: string, purpose: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${email}`}::text))`);
}

/** When the latest code for this address and purpose was issued, or null. */
export async function latestEmailCodeIssuedAt(
  db: DbOrTx,
  email: string,
  purpose: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sql<Date>`max(${emailCodes.createdAt})`.mapWith(emailCodes.createdAt) })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
  return row?.createdAt ?? null;
}

/** Stores a new code (its HMAC only). */
export async function insertEmailCode(
  db: DbOrTx,
  values: { email: string; purpose: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailCodes).values(values);
}

/**
 * Counts one attempt against the latest live code (unspent, unexpired, under 5 attempts) in a
 * single atomic statement, so concurrent guesses cannot exceed the limit.
 * @returns the code's id and HMAC to compare, or null when no live code is left.
 */
export async function takeCodeAttempt(
  db: DbOrTx,
  email: string,
  purpose: string,
): Promise<{ id: string; codeHash: string } | null> {
  const latest = db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(sql`${emailCodes.createdAt} desc`)
    .limit(1);
  return firstRow(
    db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(
        and(
          eq(emailCodes.id, sql`(${latest})`),
          isNull(emailCodes.consumedAt),
          sql`${emailCodes.expiresAt} > now()`,
          sql`${emailCodes.attempts} < ${MAX_CODE_ATTEMPTS}`,
        ),
      )
      .returning({ id: emailCodes.id, codeHash: emailCodes.codeHash }),
  );
}

/** Marks the code spent. @returns false when it was already spent (a concurrent use won). */
export async function consumeEmailCode(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}
