import type { AppContext } from '../context';
import {
  eraseAddresses,
  handleFulfillmentWebhook,
  sendDueGifts,
} from '../modules/gifts/gifts.service';
import { processWebhook, registerShopWebhooks } from '../modules/shopify/shopify-webhooks.service';

/** Topics gifting handles: a gift's parcel shipped or delivered. */
const GIFT_HANDLERS = {
  'fulfillments/create': handleFulfillmentWebhook,
  'fulfillments/update': handleFulfillmentWebhook,
};

/** Webhook deliveries handled at once by one process. */
const WEBHOOKS_AT_ONCE = 4;

/**
 * Starts this process's Shopify worker on the job queue: webhook subscriptions of newly connected
 * shops, the handling of received webhook deliveries (attribution, gift parcels, uninstall,
 * privacy) and the gift sweep (address erasure, gifts sent on acceptance).
 */
export async function startShopifyWorkers(ctx: AppContext): Promise<void> {
  await ctx.jobs.work('shopify.register-webhooks', {}, (job) =>
    registerShopWebhooks(ctx, job.userId),
  );
  await ctx.jobs.work('shopify.process-webhook', { concurrency: WEBHOOKS_AT_ONCE }, (job) =>
    processWebhook(ctx, job.webhookId, GIFT_HANDLERS),
  );
  // Every 10 minutes (and once now): erase shipping addresses that are due, and order the gifts
  // chosen to go on acceptance whose creator accepted and gave an address.
  const sweep = async () => {
    await eraseAddresses(ctx);
    await sendDueGifts(ctx);
  };
  await ctx.jobs.work('gifts.sweep', {}, sweep);
  await ctx.jobs.schedule('gifts.sweep', '*/10 * * * *');
  await sweep();
}
