import { randomUUID } from 'node:crypto';
import { deliveryError } from '../kit/webhook-log';
import { webhookHmac } from './signing';
import type { FakeDelivery } from './store';

/**
 * Webhook deliveries over HTTPS (here HTTP on loopback): a POST of the JSON payload with
 * Shopify's headers — `X-Shopify-Topic`, `X-Shopify-Hmac-Sha256` (base64 HMAC-SHA256 of the exact
 * body bytes keyed by the client secret), `X-Shopify-Shop-Domain`, `X-Shopify-API-Version`,
 * `X-Shopify-Webhook-Id`, `X-Shopify-Triggered-At`, `X-Shopify-Event-Id` — answered within 5 s
 * or counted as failed (https://shopify.dev/docs/apps/build/webhooks/subscribe/https,
 * https://shopify.dev/docs/apps/build/webhooks/troubleshooting-webhooks). Each POST is recorded
 * with the status the receiver answered. The fake does not retry by itself: `redeliver` sends a
 * delivery again with the same body and the same webhook and event ids, as Shopify's retries and
 * duplicates do.
 */

/** Total time a receiver has to answer, as Shopify allows (ms). */
export const DELIVERY_TIMEOUT_MS = 5000;

/** One webhook to send. */
export interface Outgoing {
  shop: string;
  /** REST topic, e.g. "orders/create". */
  topic: string;
  url: string;
  subscriptionId: number | null;
  apiVersion: string;
  /** The body: a payload to serialise, or exact bytes as a string. */
  payload: unknown;
  /** Signing key: the client secret (pass another to sign wrongly). */
  secret: string;
  webhookId?: string;
  eventId?: string;
  /** When the event happened (ms). */
  triggeredAt: number;
}

/** POSTs one delivery and records the receiver's answer. */
export async function deliver(outgoing: Outgoing): Promise<FakeDelivery> {
  const body =
    typeof outgoing.payload === 'string' ? outgoing.payload : JSON.stringify(outgoing.payload);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': 'Shopify-Captain-Hook',
    'X-Shopify-Topic': outgoing.topic,
    'X-Shopify-Hmac-Sha256': webhookHmac(body, outgoing.secret),
    'X-Shopify-Shop-Domain': outgoing.shop,
    'X-Shopify-API-Version': outgoing.apiVersion,
    'X-Shopify-Webhook-Id': outgoing.webhookId ?? randomUUID(),
    'X-Shopify-Triggered-At': new Date(outgoing.triggeredAt).toISOString(),
    'X-Shopify-Event-Id': outgoing.eventId ?? randomUUID(),
  };
  return post({
    webhookId: headers['X-Shopify-Webhook-Id']!,
    eventId: headers['X-Shopify-Event-Id']!,
    topic: outgoing.topic,
    shop: outgoing.shop,
    url: outgoing.url,
    subscriptionId: outgoing.subscriptionId,
    body,
    headers,
    status: null,
    error: null,
    sentAt: outgoing.triggeredAt,
    redelivery: false,
  });
}

/** Sends a recorded delivery again: same URL, body and headers (same webhook and event ids). */
export async function redeliver(previous: FakeDelivery, sentAt: number): Promise<FakeDelivery> {
  return post({
    ...previous,
    headers: { ...previous.headers },
    status: null,
    error: null,
    sentAt,
    redelivery: true,
  });
}

async function post(delivery: FakeDelivery): Promise<FakeDelivery> {
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    delivery.status = response.status;
  } catch (error) {
    delivery.error = deliveryError(error);
  }
  return delivery;
}
