/**
 * The background jobs and their payloads (ids only, never rows: a job reads the current row when
 * it runs).
 */
export interface JobPayloads {
  /** Send one queued single mail (`email_messages.id`). */
  'email.send-mail': { messageId: string };
  /** Send a campaign's claimable recipients until none is left; several may run at once. */
  'email.dispatch-campaign': { campaignId: string };
  /** Start a scheduled campaign (sent with `startAfter` = its schedule). */
  'email.start-scheduled': { campaignId: string };
  /** Every minute: release claims of silent workers and re-dispatch sending campaigns and queued mails. */
  'email.sweep': Record<string, never>;
  /** Subscribe a newly connected shop (`shopify_shops.user_id`) to the order and uninstall webhooks. */
  'shopify.register-webhooks': { userId: string };
  /** Handle one stored Shopify webhook delivery (`shopify_webhooks.webhook_id`). */
  'shopify.process-webhook': { webhookId: string };
  /** Every 10 minutes: erase gift addresses that are due and order gifts sent on acceptance. */
  'gifts.sweep': Record<string, never>;
  /** Run one provider refresh of a profile (`influencer_refreshes.id`). */
  'influencers.refresh': { refreshId: string };
  /** Every 15 minutes: re-send idle open refreshes and queue saved profiles with stale numbers. */
  'influencers.schedule-refreshes': Record<string, never>;
  /** Email one user's batch of notifications of one kind and place (`notifications.group_key`). */
  'notifications.email': { userId: string; groupKey: string };
  /** Every minute: release dead jobs' claims and queue every batch whose window has passed. */
  'notifications.sweep': Record<string, never>;
}

/** A job name. */
export type JobName = keyof JobPayloads;

/** Every job name, for creating the queues at start. */
export const JOB_NAMES = [
  'email.send-mail',
  'email.dispatch-campaign',
  'email.start-scheduled',
  'email.sweep',
  'shopify.register-webhooks',
  'shopify.process-webhook',
  'gifts.sweep',
  'influencers.refresh',
  'influencers.schedule-refreshes',
  'notifications.email',
  'notifications.sweep',
] as const satisfies readonly JobName[];
