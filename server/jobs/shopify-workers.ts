import type { AppContext } from '../context';
import { processWebhook, registerShopWebhooks } from '../modules/shopify/shopify-webhooks.service';

/** Webhook deliveries handled at once by one process. */
const WEBHOOKS_AT_ONCE = 4;

/**
 * Starts this process's Shopify worker on the job queue: webhook subscriptions of newly connected
 * shops and the handling of received webhook deliveries (attribution, uninstall, privacy).
 */
export async function startShopifyWorkers(ctx: AppContext): Promise<void> {
  await ctx.jobs.work('shopify.register-webhooks', {}, (job) =>
    registerShopWebhooks(ctx, job.userId),
  );
  await ctx.jobs.work('shopify.process-webhook', { concurrency: WEBHOOKS_AT_ONCE }, (job) =>
    processWebhook(ctx, job.webhookId),
  );
}
