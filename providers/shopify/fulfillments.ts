import { FakeShopifyError } from './errors';
import { gid, parseGid } from './ids';
import { type RestFulfillment, restTimestamp } from './order-payloads';
import type { FakeOrder, FakeStore, ShopState } from './store';

/**
 * Shipping and cancelling orders, as a merchant does in the Shopify admin: a fulfilment with a
 * carrier and tracking number (`fulfillments/create`), the carrier's delivery
 * (`shipment_status: delivered`, `fulfillments/update`), and the cancellation of an unshipped
 * order (`orderCancel`; https://shopify.dev/docs/api/admin-graphql/latest/mutations/orderCancel).
 * Payloads: https://shopify.dev/docs/api/admin-rest/latest/resources/fulfillment.
 */

/** A webhook to send after a change. */
export interface FulfillmentEvent {
  topic: 'fulfillments/create' | 'fulfillments/update' | 'orders/updated';
  payload: object;
}

/** Tracking pages of the carriers Shopify knows by name (others get no URL). */
const TRACKING_URLS: Record<string, (number: string) => string> = {
  UPS: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  DHL: (n) => `https://www.dhl.com/en/express/tracking.html?AWB=${encodeURIComponent(n)}`,
};

/** The carriers the shop admin offers. */
export const CARRIERS = Object.keys(TRACKING_URLS);

/** The order with this id (number, numeric string or GID) of `shop`. */
export function findOrder(shop: ShopState, orderId: number | string): FakeOrder {
  const id =
    typeof orderId === 'number' ? orderId : (parseGid(orderId, 'Order') ?? Number(orderId));
  const order = shop.orders.find((o) => o.id === id);
  if (!order) throw new FakeShopifyError('Unknown order');
  return order;
}

/**
 * Ships every line of an order with `carrier` and `trackingNumber`.
 * @throws FakeShopifyError for a cancelled or already fulfilled order, or no tracking number.
 */
export function fulfillOrder(
  store: FakeStore,
  shop: ShopState,
  orderId: number | string,
  tracking: { carrier: string; trackingNumber: string },
  now: number,
): { fulfillment: RestFulfillment; events: FulfillmentEvent[] } {
  const order = findOrder(shop, orderId);
  if (order.payload.cancelled_at) throw new FakeShopifyError('The order is cancelled');
  if (order.fulfillments.some((f) => f.status === 'success'))
    throw new FakeShopifyError('The order is fulfilled already');
  const number = tracking.trackingNumber.trim();
  if (!number) throw new FakeShopifyError('Enter a tracking number');
  const at = restTimestamp(now, shop.utcOffsetMinutes);
  const url = TRACKING_URLS[tracking.carrier]?.(number) ?? null;
  const id = store.nextId('fulfillment');
  const fulfillment: RestFulfillment = {
    id,
    admin_graphql_api_id: gid('Fulfillment', id),
    order_id: order.id,
    name: `${order.payload.name}.${order.fulfillments.length + 1}`,
    status: 'success',
    service: 'manual',
    shipment_status: null,
    tracking_company: tracking.carrier || null,
    tracking_number: number,
    tracking_numbers: [number],
    tracking_url: url,
    tracking_urls: url ? [url] : [],
    destination: order.payload.shipping_address,
    line_items: structuredClone(order.payload.line_items),
    created_at: at,
    updated_at: at,
  };
  order.fulfillments.push(fulfillment);
  Object.assign(order.payload, { fulfillment_status: 'fulfilled', updated_at: at });
  return {
    fulfillment,
    events: [
      { topic: 'fulfillments/create', payload: structuredClone(fulfillment) },
      { topic: 'orders/updated', payload: structuredClone(order.payload) },
    ],
  };
}

/**
 * The carrier delivered the order's shipment.
 * @throws FakeShopifyError when the order has not shipped, or was delivered already.
 */
export function markDelivered(
  shop: ShopState,
  orderId: number | string,
  now: number,
): { fulfillment: RestFulfillment; events: FulfillmentEvent[] } {
  const order = findOrder(shop, orderId);
  const fulfillment = order.fulfillments.find((f) => f.status === 'success');
  if (!fulfillment) throw new FakeShopifyError('The order has not shipped');
  if (fulfillment.shipment_status === 'delivered')
    throw new FakeShopifyError('The order was delivered already');
  fulfillment.shipment_status = 'delivered';
  fulfillment.updated_at = restTimestamp(now, shop.utcOffsetMinutes);
  return {
    fulfillment,
    events: [{ topic: 'fulfillments/update', payload: structuredClone(fulfillment) }],
  };
}

/** An `OrderCancelUserError`. */
export interface CancelUserError {
  field: string[] | null;
  message: string;
  code: 'INVALID' | 'NOT_FOUND';
}

/**
 * Cancels an order (restocking its lines when asked); a fulfilled or cancelled one is refused.
 * Returns the refusal, or the `orders/updated` webhook to send.
 */
export function cancelOrder(
  shop: ShopState,
  orderId: unknown,
  options: { reason: string; restock: boolean },
  now: number,
): { userErrors: CancelUserError[]; events: FulfillmentEvent[] } {
  const id = parseGid(orderId, 'Order');
  const order = shop.orders.find((o) => o.id === id);
  if (!order)
    return {
      userErrors: [{ field: ['orderId'], message: 'Order not found', code: 'NOT_FOUND' }],
      events: [],
    };
  if (order.payload.cancelled_at)
    return {
      userErrors: [{ field: ['orderId'], message: 'Order is already cancelled', code: 'INVALID' }],
      events: [],
    };
  if (order.fulfillments.some((f) => f.status === 'success'))
    return {
      userErrors: [
        { field: ['orderId'], message: 'Cannot cancel a fulfilled order', code: 'INVALID' },
      ],
      events: [],
    };
  if (options.restock) {
    for (const line of order.payload.line_items) {
      const variant = shop.products
        .find((p) => p.id === line.product_id)
        ?.variants.find((v) => v.id === line.variant_id);
      if (variant) variant.inventoryQuantity += line.quantity;
    }
  }
  const at = restTimestamp(now, shop.utcOffsetMinutes);
  Object.assign(order.payload, {
    cancelled_at: at,
    cancel_reason: options.reason.toLowerCase(),
    closed_at: at,
    updated_at: at,
  });
  return {
    userErrors: [],
    events: [{ topic: 'orders/updated', payload: structuredClone(order.payload) }],
  };
}
