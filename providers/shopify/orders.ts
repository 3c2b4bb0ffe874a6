import { randomBytes } from 'node:crypto';
import { discountRefusal, findDiscountByCode } from './discounts';
import { FakeShopifyError } from './errors';
import { gid, parseGid } from './ids';
import { allocateCents, formatCents, formatRubyFloat, toCents } from './money';
import {
  type RestCustomer,
  type RestAddress,
  type RestDiscountApplication,
  type RestLineItem,
  type RestOrder,
  type RestRefund,
  moneySet,
  restTimestamp,
} from './order-payloads';
import type { FakeDiscount, FakeOrder, FakeProduct, FakeStore, ShopState } from './store';

/**
 * Placing and refunding orders: totals, the code discount's deduction and its allocation to
 * line items, usage counting, and the REST payloads and webhook topics that follow.
 *
 * A percentage code takes `percentage × (entitled line items total)`, rounded to the cent, spread
 * over the entitled lines; a fixed amount takes `min(amount, entitled total)` spread the same way,
 * or, with `appliesOnEachItem`, `min(amount × quantity, line total)` on each entitled line. No
 * shipping or tax is charged, so `total_price = subtotal_price = total_line_items_price −
 * total_discounts` (Shopify's `subtotal_price` is after discounts, before shipping and tax).
 */

/** A line of an order to place: a product by id (number or GID) or handle, and a quantity. */
export interface OrderLineInput {
  productId?: number | string;
  handle?: string;
  /** A variant of that product (number or GID); its first variant when omitted. */
  variantId?: number | string;
  quantity: number;
}

/** What `placeOrder` takes. */
export interface PlaceOrderInput {
  lineItems: OrderLineInput[];
  discountCode?: string;
  /** Default `paid`: a paid order also sends `orders/paid`. */
  financialStatus?: 'paid' | 'pending';
  /** Default `{ email: "customer@example.com" }`. */
  customer?: { email: string; firstName?: string; lastName?: string };
  landingSite?: string;
  referringSite?: string;
  /** A draft order's applied discount (instead of a code): percentage 0..100 of the whole order. */
  appliedDiscount?: { percentage: number; title: string };
  tags?: string[];
  noteAttributes?: { name: string; value: string }[];
  note?: string | null;
  shippingAddress?: RestAddress | null;
  /** Default `web`; a completed draft order is `shopify_draft_order`. */
  sourceName?: string;
}

/** A webhook to send: REST topic and payload. */
export interface OrderEvent {
  topic: 'orders/create' | 'orders/paid' | 'orders/updated' | 'refunds/create';
  payload: RestOrder | RestRefund;
}

function findProduct(shop: ShopState, line: OrderLineInput): FakeProduct {
  const id =
    typeof line.productId === 'number'
      ? line.productId
      : line.productId !== undefined
        ? (parseGid(line.productId, 'Product') ?? Number(line.productId))
        : null;
  const product = shop.products.find((p) =>
    id !== null ? p.id === id : line.handle !== undefined && p.handle === line.handle,
  );
  if (!product) throw new FakeShopifyError('Unknown product');
  return product;
}

function customerOf(
  store: FakeStore,
  shop: ShopState,
  input: PlaceOrderInput,
  now: number,
): RestCustomer {
  const email = (input.customer?.email ?? 'customer@example.com').trim();
  const known = shop.orders.find((o) => o.customerEmail.toLowerCase() === email.toLowerCase());
  const id = known?.payload.customer.id ?? store.nextId('customer');
  const at = restTimestamp(now, shop.utcOffsetMinutes);
  return {
    id,
    admin_graphql_api_id: gid('Customer', id),
    email,
    first_name: input.customer?.firstName ?? null,
    last_name: input.customer?.lastName ?? null,
    state: 'enabled',
    verified_email: true,
    tax_exempt: false,
    currency: shop.currencyCode,
    tags: '',
    note: null,
    created_at: known?.payload.customer.created_at ?? at,
    updated_at: at,
  };
}

interface Line {
  product: FakeProduct;
  variant: FakeProduct['variants'][number];
  quantity: number;
  totalCents: number;
}

/** Deduction per line (cents) for a code discount, and the application's REST description. */
function applyDiscount(discount: FakeDiscount, lines: Line[]) {
  const entitled = lines.map(
    (l) => discount.items.type === 'all' || discount.items.productIds.includes(l.product.id),
  );
  const entitledTotal = lines.reduce((sum, l, i) => sum + (entitled[i] ? l.totalCents : 0), 0);
  if (entitledTotal === 0)
    throw new FakeShopifyError('Discount code does not apply to these products');
  const weights = lines.map((l, i) => (entitled[i] ? l.totalCents : 0));
  let perLine: number[];
  if (discount.value.type === 'percentage') {
    perLine = allocateCents(Math.round(entitledTotal * discount.value.percentage), weights);
  } else if (discount.value.appliesOnEachItem) {
    const amount = discount.value.amountCents;
    perLine = lines.map((l, i) => (entitled[i] ? Math.min(amount * l.quantity, l.totalCents) : 0));
  } else {
    perLine = allocateCents(Math.min(discount.value.amountCents, entitledTotal), weights);
  }
  const type = discount.value.type;
  return {
    perLine,
    application: {
      type: 'discount_code' as const,
      code: discount.code,
      value:
        discount.value.type === 'percentage'
          ? formatRubyFloat(Math.round(discount.value.percentage * 10000) / 100)
          : formatRubyFloat(discount.value.amountCents / 100),
      value_type: type,
      allocation_method:
        discount.value.type === 'fixed_amount' && discount.value.appliesOnEachItem
          ? ('each' as const)
          : ('across' as const),
      target_selection: discount.items.type === 'all' ? ('all' as const) : ('entitled' as const),
      target_type: 'line_item' as const,
    },
  };
}

/** A draft order's applied percentage discount, spread over every line (REST `manual` application). */
function applyManualDiscount(discount: { percentage: number; title: string }, lines: Line[]) {
  const total = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const perLine = allocateCents(
    Math.round((total * discount.percentage) / 100),
    lines.map((l) => l.totalCents),
  );
  return {
    perLine,
    application: {
      type: 'manual' as const,
      title: discount.title,
      description: discount.title,
      value: formatRubyFloat(discount.percentage),
      value_type: 'percentage' as const,
      allocation_method: 'across' as const,
      target_selection: 'all' as const,
      target_type: 'line_item' as const,
    },
  };
}

/**
 * Places an order in `shop`: checks lines and code (throws {@link FakeShopifyError} for an unknown
 * product or code, a code not active yet, expired, used up, already used by the customer, or whose
 * minimum is not met), counts the code's use, stores the order, and returns the webhooks to send:
 * `orders/create`, and `orders/paid` when paid.
 */
export function placeOrder(
  store: FakeStore,
  shop: ShopState,
  input: PlaceOrderInput,
  now: number,
): { order: FakeOrder; events: OrderEvent[] } {
  if (input.lineItems.length === 0)
    throw new FakeShopifyError('An order needs at least one line item');
  const lines: Line[] = input.lineItems.map((line) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new FakeShopifyError('Quantity must be at least 1');
    }
    const product = findProduct(shop, line);
    const variantId =
      line.variantId === undefined
        ? null
        : typeof line.variantId === 'number'
          ? line.variantId
          : (parseGid(line.variantId, 'ProductVariant') ?? Number(line.variantId));
    const variant =
      variantId === null ? product.variants[0] : product.variants.find((v) => v.id === variantId);
    if (!variant) throw new FakeShopifyError('Unknown product variant');
    return {
      product,
      variant,
      quantity: line.quantity,
      totalCents: variant.priceCents * line.quantity,
    };
  });
  const lineItemsTotal = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  const customer = customerOf(store, shop, input, now);

  let discount: FakeDiscount | undefined;
  let applied: { perLine: number[]; application: RestDiscountApplication } | undefined;
  const code = input.discountCode?.trim();
  if (code) {
    discount = findDiscountByCode(shop, code);
    if (!discount) throw new FakeShopifyError('Unknown discount code');
    const refusal = discountRefusal(discount, now, customer.email, lineItemsTotal, quantity);
    if (refusal) throw new FakeShopifyError(refusal);
    applied = applyDiscount(discount, lines);
  } else if (input.appliedDiscount) {
    applied = applyManualDiscount(input.appliedDiscount, lines);
  }
  const perLine = applied?.perLine ?? lines.map(() => 0);
  const discountTotal = perLine.reduce((a, b) => a + b, 0);
  const subtotal = lineItemsTotal - discountTotal;
  const currency = shop.currencyCode;
  const at = restTimestamp(now, shop.utcOffsetMinutes);
  const orderNumber = shop.nextOrderNumber++;
  const id = store.nextId('order');
  const token = randomBytes(16).toString('hex');
  const zero = moneySet(0, currency);

  const lineItems: RestLineItem[] = lines.map((l, i) => {
    const lineId = store.nextId('lineItem');
    const isDefault = l.variant.title === 'Default Title';
    return {
      id: lineId,
      admin_graphql_api_id: gid('LineItem', lineId),
      product_id: l.product.id,
      variant_id: l.variant.id,
      title: l.product.title,
      variant_title: isDefault ? null : l.variant.title,
      name: isDefault ? l.product.title : `${l.product.title} - ${l.variant.title}`,
      sku: l.variant.sku,
      vendor: l.product.vendor,
      quantity: l.quantity,
      current_quantity: l.quantity,
      fulfillable_quantity: l.quantity,
      fulfillment_status: null,
      price: formatCents(l.variant.priceCents),
      price_set: moneySet(l.variant.priceCents, currency),
      total_discount: '0.00',
      total_discount_set: zero,
      discount_allocations: applied
        ? [
            {
              amount: formatCents(perLine[i] ?? 0),
              amount_set: moneySet(perLine[i] ?? 0, currency),
              discount_application_index: 0,
            },
          ]
        : [],
      gift_card: false,
      requires_shipping: true,
      taxable: true,
      product_exists: true,
      grams: 0,
      properties: [],
      tax_lines: [],
    };
  });

  const paid = (input.financialStatus ?? 'paid') === 'paid';
  const payload: RestOrder = {
    id,
    admin_graphql_api_id: gid('Order', id),
    name: `#${orderNumber}`,
    number: orderNumber - 1000,
    order_number: orderNumber,
    token,
    confirmation_number: randomBytes(6).toString('hex').slice(0, 9).toUpperCase(),
    confirmed: true,
    test: false,
    email: customer.email,
    contact_email: customer.email,
    created_at: at,
    updated_at: at,
    processed_at: at,
    cancelled_at: null,
    cancel_reason: null,
    closed_at: null,
    currency,
    presentment_currency: currency,
    financial_status: paid ? 'paid' : 'pending',
    fulfillment_status: null,
    source_name: input.sourceName ?? 'web',
    landing_site: input.landingSite ?? null,
    referring_site: input.referringSite ?? null,
    browser_ip: null,
    buyer_accepts_marketing: false,
    note: input.note ?? null,
    note_attributes: input.noteAttributes ?? [],
    tags: (input.tags ?? []).join(', '),
    taxes_included: false,
    estimated_taxes: false,
    total_weight: 0,
    total_line_items_price: formatCents(lineItemsTotal),
    total_line_items_price_set: moneySet(lineItemsTotal, currency),
    subtotal_price: formatCents(subtotal),
    subtotal_price_set: moneySet(subtotal, currency),
    total_discounts: formatCents(discountTotal),
    total_discounts_set: moneySet(discountTotal, currency),
    total_shipping_price_set: zero,
    total_tax: '0.00',
    total_tax_set: zero,
    total_price: formatCents(subtotal),
    total_price_set: moneySet(subtotal, currency),
    total_outstanding: paid ? '0.00' : formatCents(subtotal),
    total_tip_received: '0.00',
    current_subtotal_price: formatCents(subtotal),
    current_subtotal_price_set: moneySet(subtotal, currency),
    current_total_discounts: formatCents(discountTotal),
    current_total_discounts_set: moneySet(discountTotal, currency),
    current_total_tax: '0.00',
    current_total_tax_set: zero,
    current_total_price: formatCents(subtotal),
    current_total_price_set: moneySet(subtotal, currency),
    discount_codes:
      discount && applied
        ? [{ code: discount.code, amount: formatCents(discountTotal), type: discount.value.type }]
        : [],
    discount_applications: applied ? [applied.application] : [],
    line_items: lineItems,
    shipping_lines: [],
    tax_lines: [],
    customer,
    shipping_address: input.shippingAddress ?? null,
    order_status_url: `https://${shop.domain}/${shop.id}/orders/${token}/authenticate?key=${token.slice(0, 16)}`,
    refunds: [],
  };

  if (discount) {
    discount.asyncUsageCount += 1;
    discount.updatedAt = now;
    const email = customer.email.toLowerCase();
    if (!discount.customerEmailsUsed.includes(email)) discount.customerEmailsUsed.push(email);
  }
  const order: FakeOrder = {
    id,
    orderNumber,
    customerEmail: customer.email,
    discountId: discount?.id ?? null,
    payload,
    refunds: [],
    fulfillments: [],
  };
  shop.orders.push(order);
  const events: OrderEvent[] = [{ topic: 'orders/create', payload: structuredClone(payload) }];
  if (paid) events.push({ topic: 'orders/paid', payload: structuredClone(payload) });
  return { order, events };
}

/**
 * Refunds `amount` (decimal string, > 0 and ≤ the current total) of an order: adds a Refund with
 * a refund transaction, lowers `current_total_price`, sets `financial_status` to
 * `partially_refunded` or `refunded`, and returns the webhooks `refunds/create` and
 * `orders/updated`.
 */
export function refundOrder(
  store: FakeStore,
  shop: ShopState,
  orderId: number | string,
  amount: string,
  now: number,
): { order: FakeOrder; refund: RestRefund; events: OrderEvent[] } {
  const id =
    typeof orderId === 'number' ? orderId : (parseGid(orderId, 'Order') ?? Number(orderId));
  const order = shop.orders.find((o) => o.id === id);
  if (!order) throw new FakeShopifyError('Unknown order');
  const cents = toCents(amount);
  const current = toCents(order.payload.current_total_price) ?? 0;
  if (cents === null || cents <= 0)
    throw new FakeShopifyError('Refund amount must be greater than 0');
  if (cents > current)
    throw new FakeShopifyError('Refund amount exceeds the amount left on the order');
  const currency = shop.currencyCode;
  const at = restTimestamp(now, shop.utcOffsetMinutes);
  const refundId = store.nextId('refund');
  const transactionId = store.nextId('transaction');
  const refund: RestRefund = {
    id: refundId,
    admin_graphql_api_id: gid('Refund', refundId),
    order_id: order.id,
    note: null,
    restock: false,
    user_id: null,
    created_at: at,
    processed_at: at,
    refund_line_items: [],
    refund_shipping_lines: [],
    duties: [],
    transactions: [
      {
        id: transactionId,
        admin_graphql_api_id: gid('OrderTransaction', transactionId),
        order_id: order.id,
        kind: 'refund',
        gateway: 'manual',
        status: 'success',
        amount: formatCents(cents),
        currency,
        test: false,
        parent_id: null,
        created_at: at,
        processed_at: at,
      },
    ],
    order_adjustments: [
      {
        id: store.nextId('adjustment'),
        order_id: order.id,
        refund_id: refundId,
        kind: 'refund_discrepancy',
        reason: 'Refund discrepancy',
        amount: formatCents(-cents),
        amount_set: moneySet(-cents, currency),
        tax_amount: '0.00',
        tax_amount_set: moneySet(0, currency),
      },
    ],
  };
  const left = current - cents;
  order.refunds.push(refund);
  Object.assign(order.payload, {
    current_total_price: formatCents(left),
    current_total_price_set: moneySet(left, currency),
    financial_status: left === 0 ? 'refunded' : 'partially_refunded',
    updated_at: at,
    refunds: order.refunds.map((r) => structuredClone(r)),
  });
  return {
    order,
    refund,
    events: [
      { topic: 'refunds/create', payload: structuredClone(refund) },
      { topic: 'orders/updated', payload: structuredClone(order.payload) },
    ],
  };
}
