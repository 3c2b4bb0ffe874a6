import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { gmailConnections, gmailSends, socialAccounts } from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** The rolling window of Gmail's daily sending cap, in milliseconds. */
export const GMAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Stores (or replaces) what sending through a Gmail connection needs: its Workspace domain and cap. */
export async function upsertGmailConnection(
  db: DbOrTx,
  socialAccountId: string,
  values: { hostedDomain: string | null; dailySendLimit: number },
): Promise<void> {
  await db
    .insert(gmailConnections)
    .values({ socialAccountId, ...values })
    .onConflictDoUpdate({
      target: gmailConnections.socialAccountId,
      set: { ...values, updatedAt: new Date() },
    });
}

/** The user's Gmail connection for sending: its row id, address, Google account id and cap. */
export interface GmailSendingRow {
  socialAccountId: string;
  /** The Gmail address (the connection's display name). */
  address: string;
  /** Google's `sub` of the account. */
  accountId: string;
  /** Null when the connection predates its cap being stored. */
  dailySendLimit: number | null;
}

/** The user's Gmail connection, or null when Gmail is not connected. */
export async function findGmailSending(
  db: DbOrTx,
  userId: string,
): Promise<GmailSendingRow | null> {
  return firstRow(
    db
      .select({
        socialAccountId: socialAccounts.id,
        address: socialAccounts.displayName,
        accountId: socialAccounts.providerAccountId,
        dailySendLimit: gmailConnections.dailySendLimit,
      })
      .from(socialAccounts)
      .leftJoin(gmailConnections, eq(gmailConnections.socialAccountId, socialAccounts.id))
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, 'gmail'))),
  );
}

/**
 * A Google account's sends in the 24 hours before `now` (UTC), and — when they reach `limit` —
 * when the next may go: 24 hours after the send that then leaves the window.
 */
export async function gmailUsage(
  db: DbOrTx,
  accountId: string,
  limit: number,
  now: Date,
): Promise<{ sent: number; nextSendAt: Date | null }> {
  const inWindow = and(
    eq(gmailSends.accountId, accountId),
    gt(gmailSends.sentAt, new Date(now.getTime() - GMAIL_WINDOW_MS)),
  );
  const [row] = await db.select({ sent: count() }).from(gmailSends).where(inWindow);
  const sent = Number(row?.sent ?? 0);
  if (sent < limit) return { sent, nextSendAt: null };
  const [leaving] = await db
    .select({ sentAt: gmailSends.sentAt })
    .from(gmailSends)
    .where(inWindow)
    .orderBy(asc(gmailSends.sentAt))
    .offset(sent - limit)
    .limit(1);
  const nextSendAt = new Date((leaving?.sentAt.getTime() ?? now.getTime()) + GMAIL_WINDOW_MS);
  return { sent, nextSendAt };
}

/**
 * Reserves one send under the account's rolling cap: with the connection row locked (so workers
 * in every process take turns), counts the sends of the last 24 hours and, under `limit`, records
 * one at `now` — kept when the send succeeds, released when it does not. Sends older than the
 * window are pruned. @returns the reservation's id, or when the next send may go when at the cap.
 */
export async function reserveGmailSend(
  db: Db,
  input: { userId: string; socialAccountId: string; accountId: string; limit: number; now: Date },
): Promise<{ reserved: true; id: string } | { reserved: false; nextSendAt: Date }> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: socialAccounts.id })
      .from(socialAccounts)
      .where(eq(socialAccounts.id, input.socialAccountId))
      .for('update');
    await tx
      .delete(gmailSends)
      .where(
        and(
          eq(gmailSends.accountId, input.accountId),
          lt(gmailSends.sentAt, new Date(input.now.getTime() - GMAIL_WINDOW_MS)),
        ),
      );
    const usage = await gmailUsage(tx, input.accountId, input.limit, input.now);
    if (usage.nextSendAt) return { reserved: false, nextSendAt: usage.nextSendAt };
    const [row] = await tx
      .insert(gmailSends)
      .values({ userId: input.userId, accountId: input.accountId, sentAt: input.now })
      .returning({ id: gmailSends.id });
    return { reserved: true, id: row!.id };
  });
}

/** Releases a reservation whose send did not go out. */
export async function releaseGmailSend(db: DbOrTx, id: string): Promise<void> {
  await db.delete(gmailSends).where(eq(gmailSends.id, id));
}
