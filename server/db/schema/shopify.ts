import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadingReference, stampedAt } from './columns';
import { collaborations } from './collaborations';
import { users } from './users';

/**
 * Shopify shops connected to advertiser accounts (PRODUCT §8): one shop per account and one
 * account per shop. Tokens are sealed with AES-256-GCM (SecretBox, bound to the shop domain);
 * the access token expires (`access_token_expires_at`) and is renewed with the refresh token.
 */
export const shopifyShops = pgTable('shopify_shops', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  shop: text('shop').notNull().unique(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull(),
  scopes: text('scopes').array().notNull(),
  accessToken: text('access_token').notNull(),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshToken: text('refresh_token'),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: stampedAt('updated_at'),
});

/**
 * Single-use OAuth `state` nonces (stored as SHA-256), each for one shop and — when the install
 * began from a signed-in profile — one account; null `user_id` is an install begun by an app
 * launch, which creates the shop's account at the callback.
 */
export const shopifyOauthStates = pgTable(
  'shopify_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    shop: text('shop').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('shopify_oauth_states_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('shopify_oauth_states_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Webhook deliveries received, once each (`X-Shopify-Webhook-Id`; Shopify may deliver twice).
 * The payload waits here for the worker and is cleared once handled (`processed_at`): order
 * payloads carry customers' personal data, which Collabify does not keep.
 */
export const shopifyWebhooks = pgTable(
  'shopify_webhooks',
  {
    webhookId: text('webhook_id').primaryKey(),
    shop: text('shop').notNull(),
    topic: text('topic').notNull(),
    payload: jsonb('payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('shopify_webhooks_shop_idx').on(t.shop)],
);

/**
 * Orders that used a collaboration's discount code (attribution), one row per shop and order:
 * `revenue` is the order's current total in the shop's currency (after edits and refunds), so a
 * later update applies only its difference to the collaboration's sales.
 */
export const shopifyOrders = pgTable(
  'shopify_orders',
  {
    shop: text('shop').notNull(),
    orderId: text('order_id').notNull(),
    collaborationId: cascadingReference('collaboration_id', () => collaborations.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    currencyCode: text('currency_code').notNull(),
    revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    /** The order's own `updated_at`: an older delivery arriving late does not undo a newer one. */
    shopifyUpdatedAt: timestamp('shopify_updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shop, t.orderId], name: 'shopify_orders_pkey' }),
    index('shopify_orders_collaboration_idx').on(t.collaborationId),
  ],
);

export type ShopifyShopRow = typeof shopifyShops.$inferSelect;
export type ShopifyOauthStateRow = typeof shopifyOauthStates.$inferSelect;
export type ShopifyWebhookRow = typeof shopifyWebhooks.$inferSelect;
export type ShopifyOrderRow = typeof shopifyOrders.$inferSelect;
