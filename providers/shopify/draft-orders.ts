import type { AdminContext } from './context';
import { isoDateTime } from './context';
import { gid, parseGid } from './ids';
import { formatCents } from './money';
import type { RestAddress } from './order-payloads';
import { type OrderEvent, placeOrder } from './orders';
import type { FakeDraftOrder, FakeOrder, FakeStore, ShopState } from './store';

/**
 * Draft orders as the Admin GraphQL API documents them
 * (https://shopify.dev/docs/api/admin-graphql/latest/mutations/draftOrderCreate,
 * …/draftOrderComplete, …/draftOrderDelete, …/objects/DraftOrder): a draft holds variant lines,
 * an applied discount, a shipping address, tags and custom attributes; completing it places the
 * order (inventory checked and taken, `orders/create` sent) with `source_name`
 * `shopify_draft_order`, the tags, and the custom attributes as `note_attributes`. Completing a
 * completed draft changes nothing and answers it again.
 */

/** A `UserError` of the draft order mutations. */
export interface DraftUserError {
  field: string[] | null;
  message: string;
}

type Input = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function readAddress(value: unknown): RestAddress | null {
  if (!value || typeof value !== 'object') return null;
  const a = value as Input;
  const first = text(a.firstName);
  const last = text(a.lastName);
  return {
    first_name: first,
    last_name: last,
    name: [first, last].filter(Boolean).join(' '),
    address1: text(a.address1) ?? '',
    address2: text(a.address2),
    city: text(a.city) ?? '',
    province_code: text(a.provinceCode),
    zip: text(a.zip),
    country_code: text(a.countryCode) ?? '',
    phone: text(a.phone),
  };
}

/** Checks and stores a `DraftOrderInput`; refusals name the input field as Shopify does. */
export function createDraftOrder(
  store: FakeStore,
  shop: ShopState,
  input: Input,
  now: number,
): { draft: FakeDraftOrder | null; userErrors: DraftUserError[] } {
  const errors: DraftUserError[] = [];
  const rawLines = Array.isArray(input.lineItems) ? (input.lineItems as Input[]) : [];
  if (rawLines.length === 0)
    errors.push({ field: ['lineItems'], message: 'Add at least 1 product' });
  const lines = rawLines.flatMap((line, i) => {
    const variantId = parseGid(line.variantId, 'ProductVariant');
    const product = shop.products.find((p) => p.variants.some((v) => v.id === variantId));
    const quantity = Number(line.quantity);
    if (!product || variantId === null) {
      errors.push({ field: ['lineItems', String(i), 'variantId'], message: 'Variant not found' });
      return [];
    }
    if (!Number.isInteger(quantity) || quantity < 1) {
      errors.push({
        field: ['lineItems', String(i), 'quantity'],
        message: 'Quantity must be greater than or equal to 1',
      });
      return [];
    }
    return [{ productId: product.id, variantId, quantity }];
  });
  const discount = input.appliedDiscount as Input | null | undefined;
  let appliedDiscount: FakeDraftOrder['appliedDiscount'] = null;
  if (discount) {
    const value = Number(discount.value);
    if (discount.valueType !== 'PERCENTAGE' || !(value >= 0 && value <= 100))
      errors.push({
        field: ['appliedDiscount', 'value'],
        message: 'Value must be a percentage between 0 and 100',
      });
    else appliedDiscount = { percentage: value, title: text(discount.title) ?? 'Discount' };
  }
  const shippingAddress = readAddress(input.shippingAddress);
  if (shippingAddress && !/^[A-Z]{2}$/.test(shippingAddress.country_code))
    errors.push({ field: ['shippingAddress', 'countryCode'], message: 'Country is invalid' });
  if (errors.length > 0) return { draft: null, userErrors: errors };
  const attributes = Array.isArray(input.customAttributes)
    ? (input.customAttributes as Input[]).map((a) => ({
        key: String(a.key),
        value: String(a.value),
      }))
    : [];
  const draft: FakeDraftOrder = {
    id: store.nextId('draftOrder'),
    name: `#D${shop.nextDraftNumber++}`,
    status: 'OPEN',
    lines,
    appliedDiscount,
    email: text(input.email),
    note: text(input.note),
    tags: Array.isArray(input.tags) ? (input.tags as unknown[]).map(String).sort() : [],
    customAttributes: attributes,
    shippingAddress,
    orderId: null,
    createdAt: now,
    updatedAt: now,
  };
  shop.draftOrders.push(draft);
  return { draft, userErrors: [] };
}

/** The draft with this GID, or undefined. */
export function findDraftOrder(shop: ShopState, id: unknown): FakeDraftOrder | undefined {
  const number = parseGid(id, 'DraftOrder');
  return shop.draftOrders.find((d) => d.id === number);
}

/**
 * Completes a draft: every line's variant must have the quantity in stock (else a userError
 * "Not enough inventory available for …" and nothing changes); the stock is taken and the order
 * placed. A completed draft answers as it is.
 */
export function completeDraftOrder(
  store: FakeStore,
  shop: ShopState,
  draft: FakeDraftOrder,
  now: number,
): { userErrors: DraftUserError[]; events: OrderEvent[] } {
  if (draft.status === 'COMPLETED') return { userErrors: [], events: [] };
  const lines = draft.lines.map((line) => {
    const product = shop.products.find((p) => p.id === line.productId)!;
    const variant = product.variants.find((v) => v.id === line.variantId)!;
    return { line, product, variant };
  });
  const short = lines.find((l) => l.variant.inventoryQuantity < l.line.quantity);
  if (short) {
    const name =
      short.variant.title === 'Default Title'
        ? short.product.title
        : `${short.product.title} - ${short.variant.title}`;
    return {
      userErrors: [{ field: null, message: `Not enough inventory available for ${name}` }],
      events: [],
    };
  }
  const { order, events } = placeOrder(
    store,
    shop,
    {
      lineItems: draft.lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        quantity: l.quantity,
      })),
      customer: { email: draft.email ?? `draft-${draft.id}@${shop.domain}` },
      financialStatus: 'paid',
      ...(draft.appliedDiscount ? { appliedDiscount: draft.appliedDiscount } : {}),
      tags: draft.tags,
      noteAttributes: draft.customAttributes.map((a) => ({ name: a.key, value: a.value })),
      note: draft.note,
      shippingAddress: draft.shippingAddress,
      sourceName: 'shopify_draft_order',
    },
    now,
  );
  for (const l of lines) l.variant.inventoryQuantity -= l.line.quantity;
  draft.status = 'COMPLETED';
  draft.orderId = order.id;
  draft.updatedAt = now;
  return { userErrors: [], events };
}

/** Deletes an open draft; a completed one cannot be deleted. */
export function deleteDraftOrder(shop: ShopState, id: unknown): DraftUserError[] {
  const draft = findDraftOrder(shop, id);
  if (!draft) return [{ field: ['id'], message: 'Draft order not found' }];
  if (draft.status === 'COMPLETED')
    return [{ field: ['id'], message: 'A completed draft order cannot be deleted' }];
  shop.draftOrders = shop.draftOrders.filter((d) => d !== draft);
  return [];
}

const moneyBag = (cents: number, currencyCode: string) => ({
  shopMoney: { amount: formatCents(cents), currencyCode },
});

/** The GraphQL `Order` object (the fields the schema declares). */
export function presentOrder(order: FakeOrder, ctx: AdminContext) {
  const p = order.payload;
  return {
    __typename: 'Order',
    id: gid('Order', order.id),
    name: p.name,
    createdAt: isoDateTime(Date.parse(p.created_at)),
    cancelledAt: p.cancelled_at ? isoDateTime(Date.parse(p.cancelled_at)) : null,
    displayFulfillmentStatus: order.fulfillments.some((f) => f.status === 'success')
      ? 'FULFILLED'
      : 'UNFULFILLED',
    tags: p.tags ? p.tags.split(', ') : [],
    customAttributes: p.note_attributes.map((a) => ({ key: a.name, value: a.value })),
    totalPriceSet: moneyBag(Math.round(Number(p.total_price) * 100), ctx.shop.currencyCode),
  };
}

/** The GraphQL `DraftOrder` object. */
export function presentDraftOrder(draft: FakeDraftOrder, ctx: AdminContext) {
  const shop = ctx.shop;
  const subtotal = draft.lines.reduce((sum, l) => {
    const variant = shop.products
      .find((p) => p.id === l.productId)
      ?.variants.find((v) => v.id === l.variantId);
    return sum + (variant?.priceCents ?? 0) * l.quantity;
  }, 0);
  const discount = draft.appliedDiscount
    ? Math.round((subtotal * draft.appliedDiscount.percentage) / 100)
    : 0;
  const order = draft.orderId ? shop.orders.find((o) => o.id === draft.orderId) : undefined;
  return {
    __typename: 'DraftOrder',
    id: gid('DraftOrder', draft.id),
    name: draft.name,
    status: draft.status,
    tags: draft.tags,
    customAttributes: draft.customAttributes,
    createdAt: isoDateTime(draft.createdAt),
    subtotalPriceSet: moneyBag(subtotal, shop.currencyCode),
    totalPriceSet: moneyBag(subtotal - discount, shop.currencyCode),
    order: order ? presentOrder(order, ctx) : null,
  };
}
