import type { NotificationKind } from '@shared/constants/notifications';
import type { AppContext } from '../../context';
import { findUser } from '../users/users.service';
import { notificationMail } from './notification-mail';
import { notificationUnsubscribeUrl } from './notification-unsubscribe';
import * as repo from './notifications.repository';
import { batchJobKey, isEmailOn } from './notifications.service';

/** How notification emails are batched (NOTIFICATION_EMAIL_DELAY_SECONDS). */
export interface NotificationEmailConfig {
  /**
   * Seconds a batch stays open after its first notification: everything of the same kind and
   * place within it makes one email (default 180: "a few minutes").
   */
  batchSeconds: number;
}

/**
 * "Active in the app": a tab polls `GET /api/notifications` with the page it shows every 20 s
 * while visible; a user whose tab reported a place less than this many seconds ago is looking at
 * it (three missed polls and they are gone).
 */
export const ACTIVE_SECONDS = 60;

/** A claim held this long (seconds) belongs to a job that died mid-send: the sweep releases it. */
const STALE_CLAIM_SECONDS = 600;

/**
 * The `notifications.email` job of one user's batch (a kind in one place): waits until the batch
 * window of its oldest pending notification has passed (queueing itself for then), claims the
 * batch, skips what the user has read or is looking at right now (active in the app) or no longer
 * wants by email, and sends the rest as one email through the platform mailer (the outbox without
 * SMTP). A failed send returns the batch to pending and throws, for the queue's retry.
 */
export async function sendNotificationBatch(
  ctx: AppContext,
  config: NotificationEmailConfig,
  job: { userId: string; groupKey: string },
): Promise<void> {
  const { userId, groupKey } = job;
  const oldest = await repo.oldestPending(ctx.db, userId, groupKey);
  if (!oldest) return;
  const due = new Date(oldest.getTime() + config.batchSeconds * 1000);
  if (due.getTime() > Date.now()) {
    await ctx.jobs.send('notifications.email', job, {
      singletonKey: batchJobKey(userId, groupKey),
      startAfter: due,
    });
    return;
  }
  const batch = await repo.claimEmailBatch(ctx.db, userId, groupKey);
  if (batch.length === 0) return;
  const kind = batch[0]!.kind as NotificationKind;
  const [user, emailOn, presence] = await Promise.all([
    findUser(ctx.db, userId),
    isEmailOn(ctx.db, userId, kind),
    repo.findPresence(ctx.db, userId),
  ]);
  const active =
    presence !== null && Date.now() - presence.seenAt.getTime() < ACTIVE_SECONDS * 1000;
  const wanted = batch.filter((n) => n.readAt === null && !(active && presence.path === n.link));
  const skipped = batch.filter((n) => !wanted.includes(n)).map((n) => n.id);
  if (!user || !emailOn || wanted.length === 0) {
    await repo.settleEmail(
      ctx.db,
      batch.map((n) => n.id),
      'skipped',
    );
    return;
  }
  await repo.settleEmail(ctx.db, skipped, 'skipped');
  const ids = wanted.map((n) => n.id);
  try {
    await ctx.mailer.send(
      notificationMail(wanted, {
        to: user.email,
        name: user.name,
        appUrl: ctx.appUrl,
        unsubscribeUrl: notificationUnsubscribeUrl(ctx, userId, kind),
      }),
    );
  } catch (error) {
    await repo.settleEmail(ctx.db, ids, 'pending');
    throw error;
  }
  await repo.settleEmail(ctx.db, ids, 'sent');
}

/**
 * The `notifications.sweep` job (every minute): releases claims of jobs that died mid-send and
 * queues the batch job of every batch whose window has passed, so no pending notification is
 * lost to a crash or a queue that refused its job. Queued twice, a batch still goes out once:
 * its rows are claimed by one job.
 */
export async function sweepNotificationEmails(
  ctx: AppContext,
  config: NotificationEmailConfig,
): Promise<void> {
  const due = await repo.recoverDueGroups(ctx.db, STALE_CLAIM_SECONDS, config.batchSeconds);
  for (const group of due)
    await ctx.jobs.send('notifications.email', group, {
      singletonKey: batchJobKey(group.userId, group.groupKey),
    });
}
