import type { RestAddress, RestFulfillment, RestOrder, RestRefund } from './order-payloads';

/**
 * The fake's in-memory state: shops and what each holds (products, code discounts, orders,
 * webhook subscriptions, webhook deliveries). Times are milliseconds from the injectable clock;
 * money is integer cents (see money.ts).
 */

/** Product status, as the Admin GraphQL `ProductStatus` enum. */
export type ProductStatus = 'ACTIVE' | 'ARCHIVED' | 'DRAFT' | 'UNLISTED';

/** A variant to seed: price as a decimal string ("19.99"). */
export interface FakeVariantInput {
  title?: string;
  price: string;
  sku?: string;
  inventoryQuantity?: number;
  /** What one unit costs the merchant (decimal string), when known. */
  unitCost?: string;
}

/** A product to seed with {@link FakeShopInput.products}. */
export interface FakeProductInput {
  title: string;
  /** URL handle; derived from the title when omitted. */
  handle?: string;
  /** Defaults to ACTIVE. */
  status?: ProductStatus;
  vendor?: string;
  productType?: string;
  description?: string;
  /** Price of the single "Default Title" variant (decimal string); ignored when `variants` is set. */
  price?: string;
  /** Stock of that single variant (default 25). */
  inventory?: number;
  /** Unit cost of that single variant (decimal string). */
  unitCost?: string;
  variants?: FakeVariantInput[];
  /** An absolute image URL; when omitted the fake serves an SVG at `/{shop}/images/{handle}.svg`. */
  imageUrl?: string;
  imageAlt?: string;
  /** Accent colour of the served SVG (CSS colour). */
  imageColor?: string;
}

/** A shop to add with `FakeShopify.addShop`. */
export interface FakeShopInput {
  /** `{handle}.myshopify.com`. */
  domain: string;
  name: string;
  email: string;
  /** ISO 4217 code, e.g. "USD": the shop currency of every amount. */
  currencyCode: string;
  products?: FakeProductInput[];
  /** Offset of the shop's time zone, used in REST timestamps (`created_at`); default 0. */
  utcOffsetMinutes?: number;
  /** Seed the two example code discounts (default true). */
  seedDiscounts?: boolean;
}

/** A stored product variant. */
export interface FakeVariant {
  id: number;
  title: string;
  priceCents: number;
  sku: string;
  inventoryQuantity: number;
  /** The merchant's cost of one unit in cents, or null when not entered. */
  unitCostCents: number | null;
}

/** A stored product. */
export interface FakeProduct {
  id: number;
  title: string;
  handle: string;
  status: ProductStatus;
  vendor: string;
  productType: string;
  description: string;
  createdAt: number;
  updatedAt: number;
  variants: FakeVariant[];
  /** External image URL, or null when the fake serves the SVG itself. */
  imageUrl: string | null;
  imageAlt: string;
  imageColor: string;
}

/** What a code discount takes off: a fraction 0..1, or an amount in cents. */
export type DiscountValue =
  | { type: 'percentage'; percentage: number }
  | { type: 'fixed_amount'; amountCents: number; appliesOnEachItem: boolean };

/** Which line items a discount applies to. */
export type DiscountItemsSelection = { type: 'all' } | { type: 'products'; productIds: number[] };

/** What an order needs before the code applies. */
export type DiscountMinimum =
  { type: 'subtotal'; cents: number } | { type: 'quantity'; quantity: number } | null;

/** A basic code discount (`DiscountCodeBasic` behind a `DiscountCodeNode`). */
export interface FakeDiscount {
  /** DiscountCodeNode id. */
  id: number;
  /** DiscountRedeemCode id of its single code. */
  redeemCodeId: number;
  title: string;
  code: string;
  startsAt: number;
  endsAt: number | null;
  usageLimit: number | null;
  appliesOncePerCustomer: boolean;
  asyncUsageCount: number;
  createdAt: number;
  updatedAt: number;
  value: DiscountValue;
  items: DiscountItemsSelection;
  combinesWith: { orderDiscounts: boolean; productDiscounts: boolean; shippingDiscounts: boolean };
  minimumRequirement: DiscountMinimum;
  /** Lower-case e-mails of customers whose orders used the code. */
  customerEmailsUsed: string[];
}

/** Webhook topics the fake can subscribe and send: GraphQL enum value → REST topic (`X-Shopify-Topic`). */
export const WEBHOOK_TOPICS = {
  APP_UNINSTALLED: 'app/uninstalled',
  ORDERS_CREATE: 'orders/create',
  ORDERS_PAID: 'orders/paid',
  ORDERS_UPDATED: 'orders/updated',
  REFUNDS_CREATE: 'refunds/create',
  FULFILLMENTS_CREATE: 'fulfillments/create',
  FULFILLMENTS_UPDATE: 'fulfillments/update',
} as const;

/** A `WebhookSubscriptionTopic` enum value the fake implements. */
export type WebhookTopic = keyof typeof WEBHOOK_TOPICS;

/** The enum value for a REST topic ("orders/create" → "ORDERS_CREATE"), or null. */
export function topicFromRest(topic: string): WebhookTopic | null {
  const entry = Object.entries(WEBHOOK_TOPICS).find(([, rest]) => rest === topic);
  return entry ? (entry[0] as WebhookTopic) : null;
}

/** A webhook subscription made through the Admin API. */
export interface FakeWebhookSubscription {
  id: number;
  topic: WebhookTopic;
  /** The HTTP(S) callback URL. */
  uri: string;
  format: 'JSON' | 'XML';
  includeFields: string[];
  metafieldNamespaces: string[];
  filter: string | null;
  /** API version of the request that created it: the version its payloads and header carry. */
  apiVersion: string;
  createdAt: number;
  updatedAt: number;
}

/** One webhook POST the fake made, with the receiver's answer. */
export interface FakeDelivery {
  /** `X-Shopify-Webhook-Id` (kept on redelivery). */
  webhookId: string;
  /** `X-Shopify-Event-Id`. */
  eventId: string;
  /** REST topic, e.g. "orders/create". */
  topic: string;
  shop: string;
  url: string;
  subscriptionId: number | null;
  /** The exact body bytes sent (UTF-8 JSON). */
  body: string;
  headers: Record<string, string>;
  /** HTTP status, or null when no answer came (refused connection, 5 s timeout). */
  status: number | null;
  error: string | null;
  sentAt: number;
  redelivery: boolean;
}

/** A placed order: its REST payload and what the fake needs besides. */
export interface FakeOrder {
  id: number;
  orderNumber: number;
  customerEmail: string;
  discountId: number | null;
  /** The REST Order object, as webhooks carry it (kept current: refunds, totals). */
  payload: RestOrder;
  refunds: RestRefund[];
  /** Shipments of the order (the REST payloads, kept current). */
  fulfillments: RestFulfillment[];
}

/** A line of a draft order: a variant of a product and a quantity. */
export interface FakeDraftLine {
  productId: number;
  variantId: number;
  quantity: number;
}

/**
 * A draft order (https://shopify.dev/docs/api/admin-graphql/latest/objects/DraftOrder): OPEN
 * until completed, then COMPLETED with the order it became.
 */
export interface FakeDraftOrder {
  id: number;
  /** "#D1", "#D2" … */
  name: string;
  status: 'OPEN' | 'COMPLETED';
  lines: FakeDraftLine[];
  /** Applied discount over the whole draft: percentage 0..100, with its title. */
  appliedDiscount: { percentage: number; title: string } | null;
  email: string | null;
  note: string | null;
  tags: string[];
  customAttributes: { key: string; value: string }[];
  shippingAddress: RestAddress | null;
  orderId: number | null;
  createdAt: number;
  updatedAt: number;
}

/** A shop and everything it holds. */
export class ShopState {
  readonly id: number;
  readonly domain: string;
  readonly name: string;
  readonly email: string;
  readonly currencyCode: string;
  readonly utcOffsetMinutes: number;
  installed = false;
  /** Scope string granted at the last install ("" before). */
  grantedScope = '';
  products: FakeProduct[] = [];
  discounts: FakeDiscount[] = [];
  orders: FakeOrder[] = [];
  webhookSubscriptions: FakeWebhookSubscription[] = [];
  deliveries: FakeDelivery[] = [];
  draftOrders: FakeDraftOrder[] = [];
  nextOrderNumber = 1001;
  nextDraftNumber = 1;

  constructor(id: number, input: FakeShopInput) {
    this.id = id;
    this.domain = input.domain;
    this.name = input.name;
    this.email = input.email;
    this.currencyCode = input.currencyCode;
    this.utcOffsetMinutes = input.utcOffsetMinutes ?? 0;
  }
}

/** Starting values of the id sequences, large like Shopify's. */
const ID_BASE = {
  shop: 68_000_000_000,
  product: 9_100_000_000_000,
  variant: 49_100_000_000_000,
  discount: 1_495_560_225_000,
  redeemCode: 20_500_000_000_000,
  order: 6_200_400_000_000,
  lineItem: 15_800_000_000_000,
  customer: 7_400_000_000_000,
  webhookSubscription: 1_300_000_000,
  refund: 920_000_000_000,
  transaction: 7_100_000_000_000,
  adjustment: 260_000_000_000,
  draftOrder: 1_150_000_000_000,
  fulfillment: 5_600_000_000_000,
} as const;

/** Kinds of ids the fake hands out. */
export type IdKind = keyof typeof ID_BASE;

/** All shops, and the id sequences shared by them. */
export class FakeStore {
  readonly shops = new Map<string, ShopState>();
  private readonly counters = new Map<IdKind, number>();

  /** The next id of a kind (unique across shops). */
  nextId(kind: IdKind): number {
    const next = (this.counters.get(kind) ?? ID_BASE[kind]) + 1;
    this.counters.set(kind, next);
    return next;
  }

  /** The shop for a `*.myshopify.com` domain (case-insensitive), or undefined. */
  shop(domain: string): ShopState | undefined {
    return this.shops.get(domain.toLowerCase());
  }
}
