import { failedDeliveryHint, waitText } from '../kit/webhook-log';
import type { FakeDelivery } from './webhooks';

/**
 * The log line of one webhook attempt out of `attempts`: the status when delivered; otherwise
 * the URL, why it failed, whether it is retried (and when) or given up, and the fix. Stripe
 * retries a failed delivery (over days live, hours in a sandbox: docs.stripe.com/webhooks); the
 * local Stripe after each of its retry delays, then the dashboard's Resend sends it again.
 */
export function deliveryLogLine(delivery: FakeDelivery, attempts: number): string {
  const what = `[stripe-local] webhook ${delivery.type} ${delivery.eventId}`;
  const of = `attempt ${delivery.attempt} of ${attempts}`;
  if (delivery.status >= 200 && delivery.status < 300)
    return `${what} → ${delivery.status} (${of})`;
  const why = delivery.status ? `answered ${delivery.status}` : delivery.error;
  const next =
    delivery.retryInMs !== null
      ? `retrying in ${waitText(delivery.retryInMs)}`
      : 'not delivered: once the app answers, press Resend on the dashboard';
  const hint = failedDeliveryHint({
    url: delivery.url,
    status: delivery.status,
    secretSetting: 'STRIPE_WEBHOOK_SECRET',
    elsewhere: "restart the local Stripe with APP_URL set to the app's URL",
  });
  return `${what} to ${delivery.url} FAILED (${of}: ${why}); ${next}. ${hint}`;
}
