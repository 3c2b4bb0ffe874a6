import type { NotificationKind } from '@shared/constants/notifications';
import type {
  NotificationPage,
  NotificationPreferences,
  NotificationsQuery,
  ReadNotifications,
} from '@shared/schemas/notifications';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { kindsFor, preferenceOf } from './notification-preferences';
import { presentNotification } from './notifications.presenter';
import * as repo from './notifications.repository';

/**
 * One event to notify a user of, as the module that owns the event reports it: the recipient
 * (`userId`; null when the other party has no account, which notifies nobody), the kind, who
 * caused it (never notified of their own act), what happened (`title`, with who: "Lina replied in
 * your collaboration"), an optional quote (`body`, cut to 200 characters), the app path of the
 * place (`link`) and a key of the place (`place`, e.g. `collaboration:<id>`) that batches its
 * emails.
 */
export interface NotificationInput {
  userId: string | null;
  kind: NotificationKind;
  actorUserId: string | null;
  title: string;
  body?: string | null;
  link: string;
  place: string;
}

/** Longest quote a notification keeps, in characters. */
const BODY_MAX = 200;

/** The email batch of a place: one per user, kind and place (a burst makes one email). */
const groupKeyOf = (kind: NotificationKind, place: string) => `${kind}:${place}`;

/** The job-queue key of a batch: one queued job per user and group. */
export const batchJobKey = (userId: string, groupKey: string) => `${userId}:${groupKey}`;

/** Seconds after an event that its batch job first looks (it waits out the batch window itself). */
const KICK_AFTER_MS = 2_000;

/**
 * Notifies the recipients of an event, in the caller's transaction `db` (so a notification exists
 * exactly when its event does): the actor and missing accounts are left out; each recipient's
 * preference for the kind decides — in the app off stores it already read (kept in the history,
 * never counted), email on makes it `pending` for its batch. When `jobs` is given, the batch's
 * email job is queued too (a queue that cannot take it now loses nothing: the notification
 * sweep finds every pending notification).
 */
export async function notify(
  ctx: Pick<AppContext, 'jobs'> | null,
  db: DbOrTx,
  ...inputs: NotificationInput[]
): Promise<void> {
  const rows = [];
  for (const input of inputs) {
    const { userId } = input;
    if (!userId || userId === input.actorUserId) continue;
    const preference = preferenceOf(
      input.kind,
      await repo.findPreferences(db, userId, [input.kind]),
    );
    if (!preference.inApp && !preference.email) continue;
    rows.push({
      userId,
      kind: input.kind,
      actorUserId: input.actorUserId,
      title: input.title,
      body: input.body ? cut(input.body) : null,
      link: input.link,
      groupKey: groupKeyOf(input.kind, input.place),
      emailStatus: preference.email ? 'pending' : 'none',
      ...(!preference.inApp && { readAt: new Date() }),
    });
  }
  await repo.insertNotifications(db, rows);
  if (!ctx) return;
  for (const row of rows.filter((r) => r.emailStatus === 'pending')) {
    ctx.jobs
      .send(
        'notifications.email',
        { userId: row.userId, groupKey: row.groupKey },
        {
          singletonKey: batchJobKey(row.userId, row.groupKey),
          startAfter: new Date(Date.now() + KICK_AFTER_MS),
        },
      )
      .catch(() => {
        // The sweep queues it (see recoverDueGroups): a pending notification is never lost.
      });
  }
}

/** A quote cut to BODY_MAX characters on a word, with an ellipsis. */
function cut(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= BODY_MAX) return flat;
  const head = flat.slice(0, BODY_MAX - 1);
  return `${head.slice(0, Math.max(head.lastIndexOf(' '), BODY_MAX / 2))}…`;
}

/**
 * `GET /api/notifications`: the unread count and a page of the user's notifications, newest first.
 * With `viewing` (the page the user's tab shows), the user is recorded as active there and that
 * place's notifications are read: someone looking at a thread has seen what it says.
 */
export async function listNotifications(
  ctx: AppContext,
  user: UserRow,
  query: NotificationsQuery,
): Promise<NotificationPage> {
  if (query.viewing) {
    await repo.upsertPresence(ctx.db, user.id, query.viewing);
    await repo.markRead(ctx.db, user.id, { link: query.viewing });
  }
  const [rows, unread] = await Promise.all([
    repo.findNotifications(ctx.db, user.id, query.before, query.limit + 1),
    repo.countUnread(ctx.db, user.id),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    unread,
    items: page.map(presentNotification),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * `POST /api/notifications/read`: marks these of the user's notifications read (ids of others'
 * are ignored: a user only ever touches their own), or all; answers the unread count after.
 */
export async function readNotifications(
  ctx: AppContext,
  user: UserRow,
  input: ReadNotifications,
): Promise<{ unread: number }> {
  await repo.markRead(ctx.db, user.id, 'ids' in input ? { ids: input.ids } : { all: true });
  return { unread: await repo.countUnread(ctx.db, user.id) };
}

/** The user's preference for every kind that concerns their roles, in kind order. */
export async function getPreferences(
  ctx: AppContext,
  user: UserRow,
): Promise<NotificationPreferences> {
  const stored = await repo.findPreferences(ctx.db, user.id);
  return { preferences: kindsFor(user.roles).map((kind) => preferenceOf(kind, stored)) };
}

/**
 * Marks the user's notifications of one place (its app path, `link`) read: the owning module
 * calls it when the user opens that place, so the bell and the Inbox count drop together.
 */
export async function readPlace(db: DbOrTx, userId: string, link: string): Promise<void> {
  await repo.markRead(db, userId, { link });
}

/** Stores the user's choices for the given kinds (others keep theirs) and answers them all. */
export async function updatePreferences(
  ctx: AppContext,
  user: UserRow,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  await repo.upsertPreferences(ctx.db, user.id, input.preferences);
  return getPreferences(ctx, user);
}

/** Turns off the email of one kind for a user, keeping it in the app (an unsubscribe link). */
export async function turnEmailOff(
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
): Promise<void> {
  const current = preferenceOf(kind, await repo.findPreferences(db, userId, [kind]));
  await repo.upsertPreferences(db, userId, [{ ...current, email: false }]);
}

/** Whether a user's email of `kind` is on. */
export async function isEmailOn(
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
): Promise<boolean> {
  return preferenceOf(kind, await repo.findPreferences(db, userId, [kind])).email;
}
