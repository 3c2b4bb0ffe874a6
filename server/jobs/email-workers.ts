import type { AppContext } from '../context';
import { startScheduled } from '../modules/email-campaigns/email-campaigns.service';
import {
  type DeliveryConfig,
  type DeliveryDeps,
  DeliveryWorker,
} from '../modules/email-delivery/delivery-worker';
import { gmailDelivery } from '../modules/social-auth/gmail-sending.service';

/** Campaigns one process dispatches at once (each with `concurrency` sends in flight). */
const CAMPAIGNS_AT_ONCE = 2;

/**
 * Starts this process's outreach worker on the job queue: campaign dispatches, single mails,
 * scheduled starts, and a sweep every minute (and once now) that recovers from crashes — rows
 * held by dead workers go back to pending and their campaigns are dispatched again. Senders who
 * chose Gmail send through it (social-auth's `gmailDelivery`).
 * Returns the worker; stop it before the queue.
 */
export async function startEmailWorkers(
  ctx: AppContext,
  config: DeliveryConfig,
  log: DeliveryDeps['log'],
  hooks: Pick<DeliveryDeps, 'afterSmtpAccept'> = {},
): Promise<DeliveryWorker> {
  const worker = new DeliveryWorker({
    db: ctx.db,
    mailer: ctx.mailer,
    jobs: ctx.jobs,
    mailFrom: ctx.mailFrom,
    appUrl: ctx.appUrl,
    secret: ctx.secret,
    bounceDomain: ctx.bounceDomain,
    gmail: gmailDelivery(ctx),
    config,
    log,
    ...hooks,
  });
  await worker.start();
  const sweep = async () => {
    for (const campaignId of await worker.sweep()) await startScheduled(ctx, campaignId);
  };
  await ctx.jobs.work('email.dispatch-campaign', { concurrency: CAMPAIGNS_AT_ONCE }, (job) =>
    worker.dispatchCampaign(job.campaignId),
  );
  await ctx.jobs.work('email.send-mail', { concurrency: config.concurrency }, (job) =>
    worker.sendMail(job.messageId),
  );
  await ctx.jobs.work('email.start-scheduled', {}, (job) => startScheduled(ctx, job.campaignId));
  await ctx.jobs.work('email.sweep', {}, sweep);
  await ctx.jobs.schedule('email.sweep', '* * * * *');
  await sweep();
  return worker;
}
