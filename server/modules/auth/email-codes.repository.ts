import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailCodes, type EmailCodeRow } from '../../db/schema';

/** Stores a new code (its HMAC only). */
export async function insertEmailCode(
  db: DbOrTx,
  values: { email: string; purpose: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailCodes).values(values);
}

/** The most recently issued code for this email and purpose, or null. */
export async function findLatestEmailCode(
  db: DbOrTx,
  email: string,
  purpose: string,
): Promise<EmailCodeRow | null> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts one wrong attempt against the code. */
export async function countFailedAttempt(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(eq(emailCodes.id, id));
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
