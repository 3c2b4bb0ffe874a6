import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@shared/constants/notifications';
import { z } from 'zod';
import type { NotificationUnsubscribe } from '@shared/schemas/notifications';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { openSealedValue, sealValue } from '../../signed-values';
import { findUser } from '../users/users.service';
import { isEmailOn, turnEmailOff } from './notifications.service';

const PURPOSE = 'notification-unsubscribe';

/**
 * The one-click unsubscribe URL of one kind's emails for one user:
 * `<appUrl>/unsubscribe/notifications/<token>`, the token `<base64url("userId kind")>.<HMAC>`
 * (never expires). A GET opens the app's confirmation page; a POST (RFC 8058) turns it off.
 */
export function notificationUnsubscribeUrl(
  ctx: Pick<AppContext, 'appUrl' | 'secret'>,
  userId: string,
  kind: NotificationKind,
): string {
  return `${ctx.appUrl}/unsubscribe/notifications/${sealValue(ctx.secret, PURPOSE, `${userId} ${kind}`)}`;
}

/** The user and kind a token names. @throws 404 for a forged token or a deleted account. */
async function target(ctx: AppContext, token: string) {
  const [userId, kind] = (openSealedValue(ctx.secret, PURPOSE, token) ?? '').split(' ');
  const known = (NOTIFICATION_KINDS as readonly string[]).includes(kind ?? '');
  const user =
    userId && known && z.uuid().safeParse(userId).success ? await findUser(ctx.db, userId) : null;
  if (!user) throw notFound('unsubscribe link');
  return { user, kind: kind as NotificationKind };
}

/** What an unsubscribe link turns off, and whether it is off already. @throws 404 as above. */
export async function describeNotificationUnsubscribe(
  ctx: AppContext,
  token: string,
): Promise<NotificationUnsubscribe> {
  const { user, kind } = await target(ctx, token);
  return {
    kind,
    label: NOTIFICATION_KIND_INFO[kind].label,
    email: user.email,
    unsubscribed: !(await isEmailOn(ctx.db, user.id, kind)),
  };
}

/**
 * Turns off the emails of the link's kind for its user, without a session (RFC 8058 one-click
 * and the page's button); repeating it changes nothing. @throws 404 as above.
 */
export async function unsubscribeNotification(
  ctx: AppContext,
  token: string,
): Promise<NotificationUnsubscribe> {
  const { user, kind } = await target(ctx, token);
  await turnEmailOff(ctx.db, user.id, kind);
  return {
    kind,
    label: NOTIFICATION_KIND_INFO[kind].label,
    email: user.email,
    unsubscribed: true,
  };
}
