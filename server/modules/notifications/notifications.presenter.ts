import type { NotificationKind } from '@shared/constants/notifications';
import type { Notification } from '@shared/schemas/notifications';
import type { NotificationWithActor } from './notifications.repository';

/** A notification as its recipient sees it; `actor` null for the system or a deleted account. */
export function presentNotification(row: NotificationWithActor): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    actor: row.actorUserId && row.actorName ? { id: row.actorUserId, name: row.actorName } : null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
