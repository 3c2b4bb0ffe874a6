import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { badRequest, unauthorized } from '../../errors';
import { collaborationForCode, recordSale } from '../collaborations/collaboration-sales.service';
import { shopifyOf, withShop } from './shopify-access';
import { orderPayloadSchema, type OrderPayload } from './shopify-orders';
import {
  deleteShop,
  deleteShopData,
  findOrder,
  findShopByDomain,
  insertOrder,
  insertWebhookOnce,
  lockPendingWebhook,
  markWebhookProcessed,
  updateOrder,
} from './shopify.repository';

/**
 * The topics subscribed at install (GraphQL `WebhookSubscriptionTopic`): orders for attribution
 * (an order's current total arrives with each update, refunds included), fulfilments for gift
 * parcels, and the uninstall. The three privacy topics are app-level (`compliance_topics` in
 * shopify.app.toml), not subscribed here.
 */
export const WEBHOOK_TOPICS = [
  'ORDERS_CREATE',
  'ORDERS_PAID',
  'ORDERS_UPDATED',
  'FULFILLMENTS_CREATE',
  'FULFILLMENTS_UPDATE',
  'APP_UNINSTALLED',
];

/**
 * Handlers other modules give for topics this module does not handle itself (gifting:
 * `fulfillments/create`, `fulfillments/update`), called in the delivery's transaction with the
 * shop's domain and the payload.
 */
export type WebhookHandlers = Readonly<
  Record<string, (db: DbOrTx, shop: string, payload: unknown) => Promise<void>>
>;

/** Where Shopify delivers every topic. */
export const webhookUrl = (ctx: AppContext) => `${ctx.appUrl}/api/webhooks/shopify`;

/** Queues the subscription of the user's shop to {@link WEBHOOK_TOPICS} (retried by the queue). */
export async function enqueueWebhookRegistration(ctx: AppContext, userId: string): Promise<void> {
  await ctx.jobs.send('shopify.register-webhooks', { userId }, { singletonKey: userId });
}

/**
 * Subscribes the user's shop to {@link WEBHOOK_TOPICS} at {@link webhookUrl} (SDK registry:
 * creates missing subscriptions, updates changed ones). Nothing to do once disconnected.
 * @throws when Shopify refuses a topic, so the job is retried.
 */
export async function registerShopWebhooks(ctx: AppContext, userId: string): Promise<void> {
  const refused = await withShop(ctx, userId, (shopify, shop, token) =>
    shopify.registerWebhooks(shop.shop, token, WEBHOOK_TOPICS, webhookUrl(ctx)),
  ).catch((error: unknown) => {
    if ((error as { slug?: string }).slug === 'shopify-not-connected') return [];
    throw error;
  });
  if (refused.length > 0) throw new Error(`Shopify refused webhook topics: ${refused.join(', ')}`);
}

/**
 * Receives a webhook delivery (`POST /api/webhooks/shopify`): the HMAC of the raw body is checked
 * before anything is parsed or stored; a delivery is stored once per `X-Shopify-Webhook-Id` and
 * handled by the worker, so Shopify gets its answer well within its 5 s limit.
 * @throws 503 not configured; 401 for a wrong or missing signature (nothing stored); 400 when the
 * signed body is not JSON.
 */
export async function receiveWebhook(
  ctx: AppContext,
  rawBody: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const headers = await shopifyOf(ctx).verifyWebhook(rawBody, request, response);
  if (!headers) throw unauthorized('The webhook signature does not match.');
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    throw badRequest('The webhook body is not JSON.');
  }
  const delivery = {
    webhookId: headers.webhookId,
    shop: headers.shop,
    topic: headers.topic,
    payload,
  };
  if (!(await insertWebhookOnce(ctx.db, delivery))) return;
  await ctx.jobs.send(
    'shopify.process-webhook',
    { webhookId: headers.webhookId },
    { singletonKey: headers.webhookId },
  );
}

/** "53.10 USD". */
const money = (amount: string, currency: string) => `${amount} ${currency}`;

/**
 * Attributes an order to the collaboration whose code it used (first matching code): a new order
 * adds one order and its current total; a newer state of a known order (paid, edited, refunded)
 * adds the difference of its total. Older or unchanged states change nothing.
 */
async function attributeOrder(
  db: DbOrTx,
  shop: string,
  topic: string,
  order: OrderPayload,
): Promise<void> {
  const connection = await findShopByDomain(db, shop);
  if (!connection) return;
  let collaborationId: string | null = null;
  let code = '';
  for (const discount of order.discount_codes) {
    collaborationId = await collaborationForCode(db, connection.userId, discount.code);
    code = discount.code;
    if (collaborationId) break;
  }
  if (!collaborationId) return;
  const write = {
    shop,
    orderId: String(order.id),
    collaborationId,
    name: order.name,
    code,
    currencyCode: order.currencyCode,
    revenue: order.revenue,
    orderedAt: order.created_at,
    shopifyUpdatedAt: order.updated_at,
  };
  const known = await findOrder(db, shop, write.orderId);
  if (!known) {
    await insertOrder(db, write);
    await recordSale(db, collaborationId, {
      orders: 1,
      revenue: order.revenue,
      kind: 'order',
      message: `Order ${order.name} · ${money(order.revenue, order.currencyCode)}`,
    });
    return;
  }
  const delta = await updateOrder(db, write, known.revenue, topic === 'orders/updated');
  if (delta === null || Number(delta) === 0) return;
  const refund = Number(delta) < 0;
  await recordSale(db, known.collaborationId, {
    orders: 0,
    revenue: delta,
    kind: refund ? 'refund' : 'order',
    message: refund
      ? `Refund on ${order.name} · ${money(delta, order.currencyCode)}`
      : `Order ${order.name} updated · now ${money(order.revenue, order.currencyCode)}`,
  });
}

/**
 * Handles one stored delivery, once (locked, skipped when already handled), then drops its payload:
 * - `orders/create`, `orders/paid`, `orders/updated`: attribution (see attributeOrder);
 * - `app/uninstalled`: the shop's tokens are forgotten;
 * - `shop/redact` (48 h after uninstall): everything held for the shop is deleted;
 * - `customers/data_request`, `customers/redact`: Collabify keeps no customer data (order rows hold
 *   no customer fields, payloads are dropped once handled), so there is nothing to report or erase;
 * - any other topic: its handler in `handlers`, if given (gifting's fulfilment topics).
 */
export async function processWebhook(
  ctx: AppContext,
  webhookId: string,
  handlers: WebhookHandlers = {},
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const delivery = await lockPendingWebhook(tx, webhookId);
    if (!delivery) return;
    switch (delivery.topic) {
      case 'orders/create':
      case 'orders/paid':
      case 'orders/updated': {
        const order = orderPayloadSchema.safeParse(delivery.payload);
        if (order.success) await attributeOrder(tx, delivery.shop, delivery.topic, order.data);
        break;
      }
      case 'app/uninstalled':
        await deleteShop(tx, { shop: delivery.shop });
        break;
      case 'shop/redact':
        await deleteShop(tx, { shop: delivery.shop });
        await deleteShopData(tx, delivery.shop);
        break;
      default: {
        const handler = handlers[delivery.topic];
        if (handler) await handler(tx, delivery.shop, delivery.payload);
        break;
      }
    }
    await markWebhookProcessed(tx, webhookId);
  });
}
