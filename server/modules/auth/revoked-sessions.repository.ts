import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { revokedSessions } from '../../db/schema';

/** Records the session as ended until `expiresAt`; recording it twice is a no-op. */
export async function insertRevokedSession(
  db: DbOrTx,
  sessionId: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(revokedSessions).values({ sessionId, expiresAt }).onConflictDoNothing();
}

/** Whether the session was ended (a primary-key lookup). */
export async function isRevokedSession(db: DbOrTx, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ sessionId: revokedSessions.sessionId })
    .from(revokedSessions)
    .where(eq(revokedSessions.sessionId, sessionId))
    .limit(1);
  return rows.length > 0;
}

/** Forgets ended sessions whose token has expired anyway (uses the `expires_at` index). */
export async function deleteExpiredRevokedSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
}
