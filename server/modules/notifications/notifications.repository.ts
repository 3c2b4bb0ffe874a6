import { and, count, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  notificationPreferences,
  notificationPresence,
  notifications,
  users,
  type NewNotificationRow,
  type NotificationRow,
} from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** A notification with the name of who caused it (null for the system or a deleted account). */
export type NotificationWithActor = NotificationRow & { actorName: string | null };

/** A user's stored preference for one kind (kinds without a row use their defaults). */
export interface PreferenceRow {
  kind: string;
  inApp: boolean;
  email: boolean;
}

/** Stores notifications (in the caller's transaction). */
export async function insertNotifications(db: DbOrTx, rows: NewNotificationRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

/** Notifications of `userId`, newest first: `limit` of them older than the notification `before`. */
export async function findNotifications(
  db: DbOrTx,
  userId: string,
  before: string | undefined,
  limit: number,
): Promise<NotificationWithActor[]> {
  const cursor = before
    ? db
        .select({ createdAt: notifications.createdAt, id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, before), eq(notifications.userId, userId)))
    : null;
  const older = cursor
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select created_at, id from (${cursor}) c)`
    : undefined;
  const rows = await db
    .select({ notification: notifications, actorName: users.name })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorUserId))
    .where(and(eq(notifications.userId, userId), older))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.notification, actorName: r.actorName }));
}

/** How many of `userId`'s notifications are unread (the partial index on unread ones). */
export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks `userId`'s unread notifications read: these ids, those linking to `link`, or all. */
export async function markRead(
  db: DbOrTx,
  userId: string,
  which: { ids: string[] } | { link: string } | { all: true },
): Promise<void> {
  const scope =
    'ids' in which
      ? inArray(notifications.id, which.ids)
      : 'link' in which
        ? eq(notifications.link, which.link)
        : undefined;
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), scope));
}

/**
 * Seconds a recorded presence on the same page stays fresh enough not to be written again: every
 * bell poll (20 s) reports the page, and rewriting the row each time would make a dead row per
 * poll per tab. 30 s keeps `seen_at` within 50 s of the truth, inside the 60 s "active" window.
 */
const PRESENCE_REFRESH_SECONDS = 30;

/** Records that `userId`'s open tab shows `path` now (unless it said so in the last 30 s). */
export async function upsertPresence(db: DbOrTx, userId: string, path: string): Promise<void> {
  await db
    .insert(notificationPresence)
    .values({ userId, path, seenAt: sql`now()` })
    .onConflictDoUpdate({
      target: notificationPresence.userId,
      set: { path, seenAt: sql`now()` },
      setWhere: sql`${notificationPresence.path} <> excluded.path or ${notificationPresence.seenAt} < now() - make_interval(secs => ${PRESENCE_REFRESH_SECONDS})`,
    });
}

/** Where `userId` was last seen in the app and when, or null. */
export async function findPresence(
  db: DbOrTx,
  userId: string,
): Promise<{ path: string; seenAt: Date } | null> {
  return firstRow(
    db
      .select({ path: notificationPresence.path, seenAt: notificationPresence.seenAt })
      .from(notificationPresence)
      .where(eq(notificationPresence.userId, userId)),
  );
}

/** `userId`'s stored preferences (for some kinds, or all). */
export function findPreferences(
  db: DbOrTx,
  userId: string,
  kinds?: string[],
): Promise<PreferenceRow[]> {
  return db
    .select({
      kind: notificationPreferences.kind,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
    })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        kinds ? inArray(notificationPreferences.kind, kinds) : undefined,
      ),
    );
}

/** Stores `userId`'s preferences for these kinds (insert or replace). */
export async function upsertPreferences(
  db: DbOrTx,
  userId: string,
  preferences: PreferenceRow[],
): Promise<void> {
  if (preferences.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(preferences.map((p) => ({ userId, ...p })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Claims the pending email notifications of one user and group for a sending job: they become
 * `sending` (claimed now) and are returned oldest first. A second job finds none of them.
 */
export async function claimEmailBatch(
  db: DbOrTx,
  userId: string,
  groupKey: string,
): Promise<NotificationWithActor[]> {
  const claimed = await db
    .update(notifications)
    .set({ emailStatus: 'sending', emailClaimedAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.groupKey, groupKey),
        eq(notifications.emailStatus, 'pending'),
      ),
    )
    .returning();
  const names = await actorNames(
    db,
    claimed.map((n) => n.actorUserId).filter((id): id is string => id !== null),
  );
  return claimed
    .map((n) => ({ ...n, actorName: n.actorUserId ? (names.get(n.actorUserId) ?? null) : null }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

async function actorNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Ends claimed notifications: `sent` (emailed now), `skipped`, or back to `pending` (a failed send). */
export async function settleEmail(
  db: DbOrTx,
  ids: string[],
  status: 'sent' | 'skipped' | 'pending',
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({
      emailStatus: status,
      emailClaimedAt: null,
      ...(status === 'sent' && { emailedAt: sql`now()` }),
    })
    .where(and(inArray(notifications.id, ids), eq(notifications.emailStatus, 'sending')));
}

/** The oldest pending email notification of one user and group (when its batch began), or null. */
export async function oldestPending(
  db: DbOrTx,
  userId: string,
  groupKey: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date>`min(${notifications.createdAt})`.mapWith(notifications.createdAt) })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.groupKey, groupKey),
        eq(notifications.emailStatus, 'pending'),
      ),
    );
  return row?.at ?? null;
}

/**
 * Crash recovery: claims older than `staleSeconds` (their job died mid-send) go back to pending,
 * then every user and group whose oldest pending notification is older than `dueSeconds`.
 */
export async function recoverDueGroups(
  db: DbOrTx,
  staleSeconds: number,
  dueSeconds: number,
): Promise<{ userId: string; groupKey: string }[]> {
  await db
    .update(notifications)
    .set({ emailStatus: 'pending', emailClaimedAt: null })
    .where(
      and(
        eq(notifications.emailStatus, 'sending'),
        lt(notifications.emailClaimedAt, sql`now() - make_interval(secs => ${staleSeconds})`),
      ),
    );
  return db
    .selectDistinct({ userId: notifications.userId, groupKey: notifications.groupKey })
    .from(notifications)
    .where(
      and(
        eq(notifications.emailStatus, 'pending'),
        lte(notifications.createdAt, sql`now() - make_interval(secs => ${dueSeconds})`),
      ),
    );
}
