/**
 * Shopify Admin API access the app asks for at install (PRODUCT §8): products for campaigns and
 * gifting, code discounts to list and create, orders to attribute sales. Without `read_all_orders`
 * Shopify only returns the last 60 days of orders, which webhooks make irrelevant here.
 * Gifting (issue 35) adds `write_draft_orders` (the gift is a draft order, completed),
 * `read_fulfillments` (the parcel's webhooks) and `write_orders`, which Shopify's `orderCancel`
 * requires to cancel an unshipped gift (it also covers `read_orders`).
 */
export const SHOPIFY_SCOPES = [
  'read_products',
  'read_discounts',
  'write_discounts',
  'read_orders',
  'write_orders',
  'write_draft_orders',
  'read_fulfillments',
] as const;

/** What a shop must have granted for gifts (older connections lack them: connect again). */
export const SHOPIFY_GIFT_SCOPES = [
  'write_draft_orders',
  'read_fulfillments',
  'write_orders',
] as const;

/** A shop's permanent domain, `<name>.myshopify.com` (lower case, as Shopify issues them). */
export const SHOPIFY_SHOP_DOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/** How a discount takes money off: a percentage of the order, or a fixed amount in the shop's currency. */
export const SHOPIFY_DISCOUNT_VALUE_TYPES = ['percentage', 'fixed_amount'] as const;
/** One of {@link SHOPIFY_DISCOUNT_VALUE_TYPES}. */
export type ShopifyDiscountValueType = (typeof SHOPIFY_DISCOUNT_VALUE_TYPES)[number];

/** Shopify's discount statuses (`DiscountStatus`). */
export const SHOPIFY_DISCOUNT_STATUSES = ['ACTIVE', 'EXPIRED', 'SCHEDULED'] as const;

/** Shopify's product statuses (`ProductStatus`). */
export const SHOPIFY_PRODUCT_STATUSES = ['ACTIVE', 'ARCHIVED', 'DRAFT', 'UNLISTED'] as const;

/** Collaboration statuses in which the advertiser may create the influencer's discount code. */
export const DISCOUNT_CODE_STATUSES = ['accepted', 'content_submitted'] as const;
