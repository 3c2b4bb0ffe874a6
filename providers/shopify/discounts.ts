import { type PagingArgs, paginate } from './connection';
import { type AdminContext, isoDateTime } from './context';
import { gid, parseGid } from './ids';
import { formatCents, toCents } from './money';
import { mapConnection, presentProduct } from './products';
import { matchesSearch, parseSearchQuery, sortKeysWith } from './search-query';
import type { DiscountMinimum, FakeDiscount, FakeStore, ShopState } from './store';

/**
 * Basic code discounts: `discountCodeBasicCreate` input checks and their userErrors, the computed
 * status, search and sort of `codeDiscountNodes`, the GraphQL objects, whether an order may use a
 * code, and the two discounts every added shop starts with
 * (https://shopify.dev/docs/api/admin-graphql/latest/mutations/discountCodeBasicCreate,
 * https://shopify.dev/docs/api/admin-graphql/latest/input-objects/DiscountCodeBasicInput,
 * https://shopify.dev/docs/api/admin-graphql/latest/queries/codeDiscountNodes).
 */

/** A `DiscountUserError`: `field` is the input path, e.g. ["basicCodeDiscount", "code"]. */
export interface DiscountUserError {
  field: string[] | null;
  code: string;
  message: string;
  extraInfo: string | null;
}

/** `DiscountStatus` computed from the dates and the clock. */
export function discountStatus(
  discount: FakeDiscount,
  now: number,
): 'ACTIVE' | 'EXPIRED' | 'SCHEDULED' {
  if (discount.startsAt > now) return 'SCHEDULED';
  if (discount.endsAt !== null && discount.endsAt <= now) return 'EXPIRED';
  return 'ACTIVE';
}

/** Shopify's one-line summary, e.g. "10% off entire order • Minimum purchase of $50.00". */
export function discountSummary(discount: FakeDiscount, currencyCode: string): string {
  const value =
    discount.value.type === 'percentage'
      ? `${Math.round(discount.value.percentage * 10000) / 100}% off`
      : `${formatCents(discount.value.amountCents)} ${currencyCode} off`;
  const items =
    discount.items.type === 'all'
      ? 'entire order'
      : `${discount.items.productIds.length} product${discount.items.productIds.length === 1 ? '' : 's'}`;
  const parts = [`${value} ${items}`];
  if (discount.minimumRequirement?.type === 'subtotal') {
    parts.push(
      `Minimum purchase of ${formatCents(discount.minimumRequirement.cents)} ${currencyCode}`,
    );
  } else if (discount.minimumRequirement?.type === 'quantity') {
    parts.push(`Minimum quantity of ${discount.minimumRequirement.quantity} items`);
  }
  if (discount.appliesOncePerCustomer) parts.push('One use per customer');
  return parts.join(' • ');
}

type Input = Record<string, unknown>;

function obj(value: unknown): Input | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Input)
    : null;
}

function parseDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** A discount built from valid input, still without ids. */
export type DiscountDraft = Omit<FakeDiscount, 'id' | 'redeemCodeId'>;

/**
 * Checks `basicCodeDiscount` input for create; answers the userErrors Shopify gives, or the draft.
 * Refuses: blank title/code, a code taken in the shop (case-insensitive), missing startsAt,
 * endsAt not after startsAt, usageLimit < 1, neither or both value kinds, a percentage outside
 * 0..1, an amount ≤ 0, missing context/items, unknown products, a bad minimum requirement.
 */
export function checkDiscountInput(
  input: Input,
  shop: ShopState,
  now: number,
): { errors: DiscountUserError[]; draft: DiscountDraft | null } {
  const errors: DiscountUserError[] = [];
  const fail = (path: string[], code: string, message: string) =>
    errors.push({ field: ['basicCodeDiscount', ...path], code, message, extraInfo: null });

  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (!title) fail(['title'], 'BLANK', "Title can't be blank");
  else if (title.length > 255)
    fail(['title'], 'TOO_LONG', 'Title is too long (maximum is 255 characters)');

  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (!code) fail(['code'], 'BLANK', "Code can't be blank");
  else if (code.length > 255)
    fail(['code'], 'TOO_LONG', 'Code is too long (maximum is 255 characters)');
  else if (/[\r\n]/.test(code))
    fail(['code'], 'INVALID', 'Code cannot contain newline characters.');
  else if (shop.discounts.some((d) => d.code.toLowerCase() === code.toLowerCase())) {
    fail(['code'], 'TAKEN', 'Code must be unique. Please try a different code.');
  }

  const startsAt = parseDate(input.startsAt);
  if (input.startsAt == null) fail(['startsAt'], 'BLANK', "Starts at can't be blank");
  else if (startsAt === null) fail(['startsAt'], 'INVALID', 'Starts at is invalid');
  const endsAt = input.endsAt == null ? null : parseDate(input.endsAt);
  if (input.endsAt != null && endsAt === null) fail(['endsAt'], 'INVALID', 'Ends at is invalid');
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) {
    fail(['endsAt'], 'INVALID', 'Ends at needs to be after starts_at');
  }

  const usageLimit = typeof input.usageLimit === 'number' ? input.usageLimit : null;
  if (usageLimit !== null && usageLimit < 1) {
    fail(['usageLimit'], 'GREATER_THAN', 'Usage limit must be greater than 0');
  }

  const context = obj(input.context);
  const customerSelection = obj(input.customerSelection);
  if (context && customerSelection) {
    fail(
      ['context'],
      'TOO_MANY_ARGUMENTS',
      'Only one of context or customerSelection can be provided.',
    );
  } else if (context ? context.all !== 'ALL' : customerSelection?.all !== true) {
    fail(['context'], 'MISSING_ARGUMENT', 'A context (who can use the discount) is required.');
  }

  const customerGets = obj(input.customerGets);
  let value: FakeDiscount['value'] | null = null;
  let items: FakeDiscount['items'] | null = null;
  if (!customerGets) {
    fail(['customerGets'], 'BLANK', "Customer gets can't be blank");
  } else {
    const valueInput = obj(customerGets.value);
    const percentage = valueInput?.percentage;
    const amountInput = obj(valueInput?.discountAmount);
    const kinds = [percentage != null, amountInput !== null].filter(Boolean).length;
    if (kinds === 0) {
      fail(
        ['customerGets', 'value'],
        'MISSING_ARGUMENT',
        'A discount value (percentage or discountAmount) is required.',
      );
    } else if (kinds > 1) {
      fail(
        ['customerGets', 'value'],
        'TOO_MANY_ARGUMENTS',
        'Only one of percentage or discountAmount can be provided.',
      );
    } else if (typeof percentage === 'number') {
      if (percentage < 0 || percentage > 1) {
        fail(
          ['customerGets', 'value', 'percentage'],
          'VALUE_OUTSIDE_RANGE',
          'Value must be between 0.0 and 1.0',
        );
      } else {
        value = { type: 'percentage', percentage };
      }
    } else if (amountInput) {
      const cents = amountInput.amount == null ? null : toCents(String(amountInput.amount));
      if (cents === null) {
        fail(
          ['customerGets', 'value', 'discountAmount', 'amount'],
          'BLANK',
          "Amount can't be blank",
        );
      } else if (cents <= 0) {
        fail(
          ['customerGets', 'value', 'discountAmount', 'amount'],
          'GREATER_THAN',
          'Value must be greater than 0',
        );
      } else {
        value = {
          type: 'fixed_amount',
          amountCents: cents,
          appliesOnEachItem: amountInput.appliesOnEachItem === true,
        };
      }
    }

    const itemsInput = obj(customerGets.items);
    const productsInput = obj(itemsInput?.products);
    if (itemsInput?.all === true && productsInput) {
      fail(
        ['customerGets', 'items'],
        'TOO_MANY_ARGUMENTS',
        'Only one of all or products can be provided.',
      );
    } else if (itemsInput?.all === true) {
      items = { type: 'all' };
    } else if (productsInput) {
      const ids = Array.isArray(productsInput.productsToAdd) ? productsInput.productsToAdd : [];
      const productIds = ids.map((id) => parseGid(id, 'Product'));
      if (productIds.length === 0) {
        fail(
          ['customerGets', 'items', 'products', 'productsToAdd'],
          'BLANK',
          'At least one product is required.',
        );
      } else if (productIds.some((id) => id === null || !shop.products.some((p) => p.id === id))) {
        fail(
          ['customerGets', 'items', 'products', 'productsToAdd'],
          'INVALID',
          'Product does not exist.',
        );
      } else {
        items = { type: 'products', productIds: productIds as number[] };
      }
    } else {
      fail(['customerGets', 'items'], 'MISSING_ARGUMENT', 'Items (all or products) are required.');
    }
  }

  let minimumRequirement: DiscountMinimum = null;
  const minimum = obj(input.minimumRequirement);
  if (minimum) {
    const quantity = obj(minimum.quantity)?.greaterThanOrEqualToQuantity;
    const subtotal = obj(minimum.subtotal)?.greaterThanOrEqualToSubtotal;
    if (quantity != null && subtotal != null) {
      fail(
        ['minimumRequirement'],
        'CONFLICT',
        'Minimum subtotal and minimum quantity cannot both be set.',
      );
    } else if (quantity != null) {
      const n = Number(quantity);
      if (!Number.isInteger(n) || n < 1) {
        fail(
          ['minimumRequirement', 'quantity', 'greaterThanOrEqualToQuantity'],
          'GREATER_THAN',
          'Minimum quantity must be greater than 0',
        );
      } else minimumRequirement = { type: 'quantity', quantity: n };
    } else if (subtotal != null) {
      const cents = toCents(String(subtotal));
      if (cents === null || cents <= 0) {
        fail(
          ['minimumRequirement', 'subtotal', 'greaterThanOrEqualToSubtotal'],
          'GREATER_THAN',
          'Minimum subtotal must be greater than 0',
        );
      } else minimumRequirement = { type: 'subtotal', cents };
    }
  }

  if (errors.length > 0 || value === null || items === null || startsAt === null) {
    return { errors, draft: null };
  }
  const combines = obj(input.combinesWith);
  return {
    errors,
    draft: {
      title,
      code,
      startsAt,
      endsAt,
      usageLimit,
      appliesOncePerCustomer: input.appliesOncePerCustomer === true,
      asyncUsageCount: 0,
      createdAt: now,
      updatedAt: now,
      value,
      items,
      combinesWith: {
        orderDiscounts: combines?.orderDiscounts === true,
        productDiscounts: combines?.productDiscounts === true,
        shippingDiscounts: combines?.shippingDiscounts === true,
      },
      minimumRequirement,
      customerEmailsUsed: [],
    },
  };
}

/** Stores a draft in the shop with fresh ids. */
export function addDiscount(store: FakeStore, shop: ShopState, draft: DiscountDraft): FakeDiscount {
  const discount: FakeDiscount = {
    ...draft,
    id: store.nextId('discount'),
    redeemCodeId: store.nextId('redeemCode'),
  };
  shop.discounts.push(discount);
  return discount;
}

/** Seeds WELCOME10 (10% off, active since 30 days) and SPRING5 (5.00 off, expired) into a new shop. */
export function seedDiscounts(store: FakeStore, shop: ShopState, now: number): void {
  const day = 24 * 3600 * 1000;
  const base = {
    appliesOncePerCustomer: false,
    asyncUsageCount: 0,
    items: { type: 'all' } as const,
    combinesWith: { orderDiscounts: false, productDiscounts: false, shippingDiscounts: true },
    minimumRequirement: null,
    customerEmailsUsed: [],
  };
  addDiscount(store, shop, {
    ...base,
    title: 'Welcome 10% off',
    code: 'WELCOME10',
    startsAt: now - 30 * day,
    endsAt: null,
    usageLimit: null,
    createdAt: now - 30 * day,
    updatedAt: now - 30 * day,
    value: { type: 'percentage', percentage: 0.1 },
  });
  addDiscount(store, shop, {
    ...base,
    title: 'Spring sale 5 off',
    code: 'SPRING5',
    startsAt: now - 120 * day,
    endsAt: now - 60 * day,
    usageLimit: 100,
    createdAt: now - 120 * day,
    updatedAt: now - 120 * day,
    value: { type: 'fixed_amount', amountCents: 500, appliesOnEachItem: false },
  });
}

/** The shop's discount with this code (case-insensitive), if any. */
export function findDiscountByCode(shop: ShopState, code: string): FakeDiscount | undefined {
  const wanted = code.trim().toLowerCase();
  return shop.discounts.find((d) => d.code.toLowerCase() === wanted);
}

/**
 * Why an order cannot use `discount` now, or null when it can: not yet active, expired, usage
 * limit reached, already used by this customer, minimum not met.
 */
export function discountRefusal(
  discount: FakeDiscount,
  now: number,
  customerEmail: string,
  subtotalCents: number,
  quantity: number,
): string | null {
  const status = discountStatus(discount, now);
  if (status === 'SCHEDULED') return 'Discount code is not active yet';
  if (status === 'EXPIRED') return 'Discount code has expired';
  if (discount.usageLimit !== null && discount.asyncUsageCount >= discount.usageLimit) {
    return 'Discount code usage limit has been reached';
  }
  if (
    discount.appliesOncePerCustomer &&
    discount.customerEmailsUsed.includes(customerEmail.toLowerCase())
  ) {
    return 'Discount code has already been used by this customer';
  }
  const minimum = discount.minimumRequirement;
  if (minimum?.type === 'subtotal' && subtotalCents < minimum.cents) {
    return 'Minimum purchase requirement for this discount code is not met';
  }
  if (minimum?.type === 'quantity' && quantity < minimum.quantity) {
    return 'Minimum quantity requirement for this discount code is not met';
  }
  return null;
}

const SEARCH_FIELDS: Record<string, (d: FakeDiscount, now: number) => string[]> = {
  title: (d) => [d.title],
  code: (d) => [d.code],
  status: (d, now) => [discountStatus(d, now)],
  discount_type: (d) => [d.value.type],
  type: (d) => [d.value.type],
  id: (d) => [String(d.id)],
};

const SORTS = sortKeysWith<FakeDiscount>({
  STARTS_AT: (a, b) => a.startsAt - b.startsAt || a.id - b.id,
  ENDS_AT: (a, b) => (a.endsAt ?? Infinity) - (b.endsAt ?? Infinity) || a.id - b.id,
});

/** The shop's discounts filtered (`status:active`, `discount_type:percentage`, `code:…`, free text) and sorted. */
export function searchDiscounts(
  discounts: readonly FakeDiscount[],
  query: string | null | undefined,
  now: number,
  sortKey = 'ID',
  reverse = false,
): FakeDiscount[] {
  const terms = parseSearchQuery(query);
  const fields = Object.fromEntries(
    Object.entries(SEARCH_FIELDS).map(([k, read]) => [k, (d: FakeDiscount) => read(d, now)]),
  );
  const found = discounts.filter((d) => matchesSearch(d, terms, fields, ['title', 'code']));
  found.sort(SORTS[sortKey] ?? SORTS.ID);
  return reverse ? found.reverse() : found;
}

/** The GraphQL `DiscountCodeNode` (with its `DiscountCodeBasic`). */
export function presentDiscountNode(discount: FakeDiscount, ctx: AdminContext) {
  const currencyCode = ctx.shop.currencyCode;
  const code = {
    __typename: 'DiscountRedeemCode',
    id: gid('DiscountRedeemCode', discount.redeemCodeId),
    code: discount.code,
    asyncUsageCount: discount.asyncUsageCount,
  };
  const value =
    discount.value.type === 'percentage'
      ? { __typename: 'DiscountPercentage', percentage: discount.value.percentage }
      : {
          __typename: 'DiscountAmount',
          amount: { amount: formatCents(discount.value.amountCents), currencyCode },
          appliesOnEachItem: discount.value.appliesOnEachItem,
        };
  const items =
    discount.items.type === 'all'
      ? { __typename: 'AllDiscountItems', allItems: true }
      : {
          __typename: 'DiscountProducts',
          products: (args: PagingArgs & { reverse?: boolean }) => {
            const ids = discount.items.type === 'products' ? discount.items.productIds : [];
            const list = ctx.shop.products.filter((p) => ids.includes(p.id));
            if (args.reverse) list.reverse();
            return mapConnection(
              paginate('products', list, args, (p) => p.id),
              (p) => presentProduct(p, ctx),
            );
          },
        };
  const minimum = discount.minimumRequirement;
  return {
    __typename: 'DiscountCodeNode',
    id: gid('DiscountCodeNode', discount.id),
    codeDiscount: {
      __typename: 'DiscountCodeBasic',
      title: discount.title,
      summary: discountSummary(discount, currencyCode),
      status: discountStatus(discount, ctx.now()),
      startsAt: isoDateTime(discount.startsAt),
      endsAt: discount.endsAt === null ? null : isoDateTime(discount.endsAt),
      createdAt: isoDateTime(discount.createdAt),
      updatedAt: isoDateTime(discount.updatedAt),
      usageLimit: discount.usageLimit,
      appliesOncePerCustomer: discount.appliesOncePerCustomer,
      asyncUsageCount: discount.asyncUsageCount,
      discountClasses: [discount.items.type === 'all' ? 'ORDER' : 'PRODUCT'],
      codes: (args: PagingArgs & { reverse?: boolean }) =>
        paginate('codes', [code], args, (c) => c.id),
      codesCount: { count: 1, precision: 'EXACT' },
      customerGets: {
        value,
        items,
        appliesOnOneTimePurchase: true,
        appliesOnSubscription: false,
      },
      combinesWith: discount.combinesWith,
      minimumRequirement:
        minimum === null
          ? null
          : minimum.type === 'quantity'
            ? {
                __typename: 'DiscountMinimumQuantity',
                greaterThanOrEqualToQuantity: String(minimum.quantity),
              }
            : {
                __typename: 'DiscountMinimumSubtotal',
                greaterThanOrEqualToSubtotal: { amount: formatCents(minimum.cents), currencyCode },
              },
      context: { __typename: 'DiscountBuyerSelectionAll', all: 'ALL' },
      customerSelection: { __typename: 'DiscountCustomerAll', allCustomers: true },
    },
  };
}
