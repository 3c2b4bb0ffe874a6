import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadingReference, stampedAt } from './columns';
import { collaborations } from './collaborations';

/** One gifted line as chosen from the shop: variant, quantity, price and cost at choosing time. */
export interface GiftItemColumn {
  productId: string;
  variantId: string;
  productTitle: string;
  variantTitle: string | null;
  quantity: number;
  /** Retail price of one unit, decimal string in `currency_code`. */
  price: string;
  /** What one unit costs the brand (Shopify's unit cost), decimal string; null when unknown. */
  unitCost: string | null;
  imageUrl: string | null;
}

/**
 * The gifted products of a collaboration (issue 35), one row per collaboration: the chosen
 * variants, their retail value (and cost where Shopify knows it) in the shop's currency, the
 * order created in the brand's Shopify shop and its parcel.
 *
 * Status: `chosen` (products picked, nothing ordered) → `ordering` (an order request is out;
 * `claimed_at` lets a retry take over a stale one) → `ordered` → `shipped` → `delivered`;
 * `cancelled` once the brand cancelled an unshipped gift.
 *
 * The creator's shipping address is sealed with AES-256-GCM (SecretBox, bound to the
 * collaboration id) like provider tokens, and erased (`address` null, `address_erased_at` set)
 * 30 days after delivery (`address_erase_after`) or once the gift or collaboration is cancelled.
 */
export const collaborationGifts = pgTable(
  'collaboration_gifts',
  {
    collaborationId: cascadingReference('collaboration_id', () => collaborations.id).primaryKey(),
    shop: text('shop').notNull(),
    currencyCode: text('currency_code').notNull(),
    items: jsonb('items').$type<GiftItemColumn[]>().notNull(),
    retailValue: numeric('retail_value', { precision: 16, scale: 2 }).notNull(),
    /** Sum of the known unit costs; null when Shopify knows none of them. */
    cost: numeric('cost', { precision: 16, scale: 2 }),
    sendOnAccept: boolean('send_on_accept').notNull().default(false),
    status: text('status').notNull().default('chosen'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    draftOrderId: text('draft_order_id'),
    orderId: text('order_id'),
    orderName: text('order_name'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    address: text('address'),
    addressEraseAfter: timestamp('address_erase_after', { withTimezone: true }),
    addressErasedAt: timestamp('address_erased_at', { withTimezone: true }),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    // Fulfilment webhooks find the gift by the shop and the order they belong to.
    uniqueIndex('collaboration_gifts_order_key')
      .on(t.shop, t.orderId)
      .where(sql`${t.orderId} is not null`),
    // The erasure sweep reads only rows still holding an address.
    index('collaboration_gifts_address_idx')
      .on(t.addressEraseAfter)
      .where(sql`${t.address} is not null`),
    check(
      'collaboration_gifts_status_check',
      sql`${t.status} in ('chosen', 'ordering', 'ordered', 'shipped', 'delivered', 'cancelled')`,
    ),
  ],
);

export type CollaborationGiftRow = typeof collaborationGifts.$inferSelect;
