import { formatCents } from './money';
import type { ShopState } from './store';

/**
 * REST resource shapes the fake's webhooks carry: Order (`orders/create`, `orders/paid`,
 * `orders/updated`), Refund (`refunds/create`) and Shop (`app/uninstalled`)
 * (https://shopify.dev/docs/api/admin-rest/latest/resources/order,
 * https://shopify.dev/docs/api/admin-rest/latest/resources/refund,
 * https://shopify.dev/docs/api/admin-rest/latest/resources/shop, and
 * https://shopify.dev/docs/api/webhooks?reference=toml#list-of-topics for the payloads).
 * Amounts are two-decimal strings in the shop currency; timestamps carry the shop's UTC offset.
 */

/** `{amount, currency_code}` pair of a `*_set` field. */
export interface RestMoney {
  amount: string;
  currency_code: string;
}

/** A `*_set` field: the amount in shop and presentment currency (the same here). */
export interface RestMoneySet {
  shop_money: RestMoney;
  presentment_money: RestMoney;
}

/** `discount_codes[]` of an order: the code, the computed deduction and its kind. */
export interface RestDiscountCode {
  code: string;
  amount: string;
  type: 'fixed_amount' | 'percentage' | 'shipping';
}

/**
 * `discount_applications[]` of an order: a code, or (`manual`) a draft order's applied discount,
 * which carries a title and description instead of a code.
 */
export interface RestDiscountApplication {
  type: 'discount_code' | 'manual';
  code?: string;
  title?: string;
  description?: string;
  value: string;
  value_type: 'fixed_amount' | 'percentage';
  allocation_method: 'across' | 'each';
  target_selection: 'all' | 'entitled';
  target_type: 'line_item';
}

/** `line_items[]` of an order. */
export interface RestLineItem {
  id: number;
  admin_graphql_api_id: string;
  product_id: number;
  variant_id: number;
  title: string;
  variant_title: string | null;
  name: string;
  sku: string;
  vendor: string;
  quantity: number;
  current_quantity: number;
  fulfillable_quantity: number;
  fulfillment_status: null;
  price: string;
  price_set: RestMoneySet;
  total_discount: string;
  total_discount_set: RestMoneySet;
  discount_allocations: {
    amount: string;
    amount_set: RestMoneySet;
    discount_application_index: number;
  }[];
  gift_card: boolean;
  requires_shipping: boolean;
  taxable: boolean;
  product_exists: boolean;
  grams: number;
  properties: { name: string; value: string }[];
  tax_lines: unknown[];
}

/** The order's customer (`customer` of the Order payload). */
export interface RestCustomer {
  id: number;
  admin_graphql_api_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  state: string;
  verified_email: boolean;
  tax_exempt: boolean;
  currency: string;
  tags: string;
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** A refund transaction. */
export interface RestTransaction {
  id: number;
  admin_graphql_api_id: string;
  order_id: number;
  kind: 'refund';
  gateway: string;
  status: 'success';
  amount: string;
  currency: string;
  test: boolean;
  parent_id: number | null;
  created_at: string;
  processed_at: string;
}

/** The Refund payload (`refunds/create`, and `refunds[]` of an order). */
export interface RestRefund {
  id: number;
  admin_graphql_api_id: string;
  order_id: number;
  note: string | null;
  restock: boolean;
  user_id: number | null;
  created_at: string;
  processed_at: string;
  refund_line_items: unknown[];
  refund_shipping_lines: unknown[];
  duties: unknown[];
  transactions: RestTransaction[];
  order_adjustments: {
    id: number;
    order_id: number;
    refund_id: number;
    kind: 'refund_discrepancy';
    reason: string;
    amount: string;
    amount_set: RestMoneySet;
    tax_amount: string;
    tax_amount_set: RestMoneySet;
  }[];
}

/** The Order payload of the order webhooks. */
export interface RestOrder {
  id: number;
  admin_graphql_api_id: string;
  name: string;
  number: number;
  order_number: number;
  token: string;
  confirmation_number: string;
  confirmed: boolean;
  test: boolean;
  email: string;
  contact_email: string;
  created_at: string;
  updated_at: string;
  processed_at: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  closed_at: string | null;
  currency: string;
  presentment_currency: string;
  financial_status: 'paid' | 'pending' | 'partially_refunded' | 'refunded';
  fulfillment_status: null | 'fulfilled';
  source_name: string;
  landing_site: string | null;
  referring_site: string | null;
  browser_ip: string | null;
  buyer_accepts_marketing: boolean;
  note: string | null;
  note_attributes: { name: string; value: string }[];
  tags: string;
  taxes_included: boolean;
  estimated_taxes: boolean;
  total_weight: number;
  total_line_items_price: string;
  total_line_items_price_set: RestMoneySet;
  subtotal_price: string;
  subtotal_price_set: RestMoneySet;
  total_discounts: string;
  total_discounts_set: RestMoneySet;
  total_shipping_price_set: RestMoneySet;
  total_tax: string;
  total_tax_set: RestMoneySet;
  total_price: string;
  total_price_set: RestMoneySet;
  total_outstanding: string;
  total_tip_received: string;
  current_subtotal_price: string;
  current_subtotal_price_set: RestMoneySet;
  current_total_discounts: string;
  current_total_discounts_set: RestMoneySet;
  current_total_tax: string;
  current_total_tax_set: RestMoneySet;
  current_total_price: string;
  current_total_price_set: RestMoneySet;
  discount_codes: RestDiscountCode[];
  discount_applications: RestDiscountApplication[];
  line_items: RestLineItem[];
  shipping_lines: unknown[];
  tax_lines: unknown[];
  customer: RestCustomer;
  /** Where the order ships (draft orders carry one; storefront orders here do not). */
  shipping_address: RestAddress | null;
  order_status_url: string;
  refunds: RestRefund[];
}

/** A mailing address of an order (`shipping_address`) or fulfilment (`destination`). */
export interface RestAddress {
  first_name: string | null;
  last_name: string | null;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  province_code: string | null;
  zip: string | null;
  country_code: string;
  phone: string | null;
}

/**
 * The Fulfillment payload of `fulfillments/create` and `fulfillments/update`
 * (https://shopify.dev/docs/api/admin-rest/latest/resources/fulfillment): `shipment_status` is
 * the carrier's latest word (`in_transit`, `delivered` …, null before any).
 */
export interface RestFulfillment {
  id: number;
  admin_graphql_api_id: string;
  order_id: number;
  name: string;
  status: 'success' | 'cancelled';
  service: 'manual';
  shipment_status: null | 'in_transit' | 'out_for_delivery' | 'delivered';
  tracking_company: string | null;
  tracking_number: string | null;
  tracking_numbers: string[];
  tracking_url: string | null;
  tracking_urls: string[];
  destination: RestAddress | null;
  line_items: RestLineItem[];
  created_at: string;
  updated_at: string;
}

/** The Shop payload of `app/uninstalled`. */
export interface RestShop {
  id: number;
  name: string;
  email: string;
  customer_email: string;
  shop_owner: string;
  domain: string;
  myshopify_domain: string;
  currency: string;
  enabled_presentment_currencies: string[];
  money_format: string;
  money_with_currency_format: string;
  country_code: string;
  primary_locale: string;
  timezone: string;
  iana_timezone: string;
  plan_name: string;
  plan_display_name: string;
  has_discounts: boolean;
  taxes_included: boolean;
  created_at: string;
  updated_at: string;
}

/** `2026-11-12T10:15:00-05:00`: a REST timestamp in the shop's offset, whole seconds. */
export function restTimestamp(ms: number, offsetMinutes: number): string {
  const local = new Date(Math.floor(ms / 1000) * 1000 + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

/** A `*_set` money pair for cents in a currency. */
export function moneySet(cents: number, currency: string): RestMoneySet {
  const money = { amount: formatCents(cents), currency_code: currency };
  return { shop_money: money, presentment_money: { ...money } };
}

/** The Shop payload of `app/uninstalled` (id, name, email, domain, myshopify_domain, currency, …). */
export function shopPayload(shop: ShopState, createdAt: number, now: number): RestShop {
  const offset = shop.utcOffsetMinutes;
  return {
    id: shop.id,
    name: shop.name,
    email: shop.email,
    customer_email: shop.email,
    shop_owner: shop.name,
    domain: shop.domain,
    myshopify_domain: shop.domain,
    currency: shop.currencyCode,
    enabled_presentment_currencies: [shop.currencyCode],
    money_format: `{{amount}} ${shop.currencyCode}`,
    money_with_currency_format: `{{amount}} ${shop.currencyCode}`,
    country_code: 'US',
    primary_locale: 'en',
    timezone: `(GMT${restTimestamp(0, offset).slice(19)}) Local`,
    iana_timezone: 'Etc/UTC',
    plan_name: 'basic',
    plan_display_name: 'Basic',
    has_discounts: shop.discounts.length > 0,
    taxes_included: false,
    created_at: restTimestamp(createdAt, offset),
    updated_at: restTimestamp(now, offset),
  };
}
