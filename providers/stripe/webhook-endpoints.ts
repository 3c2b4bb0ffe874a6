import type Stripe from 'stripe';
import { noSuch } from './errors';
import type { FakeStripeStore } from './store';

/**
 * The fake's one webhook endpoint (https://docs.stripe.com/api/webhook_endpoints/object): the URL
 * the fake delivers to, every event type, `status` enabled or disabled. Stripe sends nothing to a
 * disabled endpoint (events stay in the log with `pending_webhooks: 0`) and does not send what it
 * missed once enabled again. No endpoint while the fake has no webhook URL.
 */

/** The endpoint as the API answers it, or null without a webhook URL. */
export function webhookEndpoint(store: FakeStripeStore): Stripe.WebhookEndpoint | null {
  const url = store.webhookUrl();
  if (!url) return null;
  const { id, created, disabled } = store.webhookEndpoint;
  return {
    id,
    object: 'webhook_endpoint',
    api_version: null,
    application: null,
    created,
    description: null,
    enabled_events: ['*'],
    livemode: false,
    metadata: {},
    status: disabled ? 'disabled' : 'enabled',
    url,
  };
}

/** The endpoint `id`. @throws 404 `resource_missing` for any other id. */
export function requireWebhookEndpoint(store: FakeStripeStore, id: string): Stripe.WebhookEndpoint {
  const endpoint = webhookEndpoint(store);
  if (!endpoint || endpoint.id !== id) throw noSuch('webhook_endpoint', id);
  return endpoint;
}

/** Whether events are delivered now: a webhook URL, and the endpoint not disabled. */
export function deliversWebhooks(store: FakeStripeStore): boolean {
  return Boolean(store.webhookUrl()) && !store.webhookEndpoint.disabled;
}
