import { failedDeliveryHint } from '../kit/webhook-log';
import type { FakeDelivery } from './store';

/**
 * The log line of one webhook delivery: the status when the app took it (2xx); otherwise the URL,
 * why it failed and the fix. Shopify retries a failed delivery 8 times over 4 hours
 * (shopify.dev/docs/apps/build/webhooks/troubleshooting-webhooks); the local Shopify sends each
 * once, so the line says so.
 */
export function deliveryLogLine(delivery: FakeDelivery): string {
  const what = `[shopify-local] webhook ${delivery.topic} for ${delivery.shop}`;
  const status = delivery.status ?? 0;
  if (status >= 200 && status < 300) return `${what} → ${status}`;
  const why = status ? `answered ${status}` : delivery.error;
  const hint = failedDeliveryHint({
    url: delivery.url,
    status,
    secretSetting: 'SHOPIFY_API_SECRET',
    elsewhere:
      'start the app with APP_URL set to its URL and connect the shop again (the app subscribed ' +
      'this address from its APP_URL when the shop was connected)',
  });
  return `${what} to ${delivery.url} FAILED (${why}); not retried by the local Shopify. ${hint}`;
}
