import type { AppContext } from '../context';
import {
  type NotificationEmailConfig,
  sendNotificationBatch,
  sweepNotificationEmails,
} from '../modules/notifications/notification-batches';

/** Notification batches one process emails at once. */
const BATCHES_AT_ONCE = 2;

/**
 * Starts this process's notification worker on the job queue: the batch emails and their sweep
 * every minute (UTC cron), which also runs once now to catch up after a stop.
 */
export async function startNotificationWorkers(
  ctx: AppContext,
  config: NotificationEmailConfig,
): Promise<void> {
  await ctx.jobs.work('notifications.email', { concurrency: BATCHES_AT_ONCE }, (job) =>
    sendNotificationBatch(ctx, config, job),
  );
  await ctx.jobs.work('notifications.sweep', {}, () => sweepNotificationEmails(ctx, config));
  await ctx.jobs.schedule('notifications.sweep', '* * * * *');
  await sweepNotificationEmails(ctx, config);
}
