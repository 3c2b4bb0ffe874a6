import type { CreateShopifyDiscount } from '@shared/schemas/shopify';
import type { AppError } from '../../errors';
import { badRequest, conflict } from '../../errors';
import type { UserErrorNode } from './shopify.queries';

/**
 * The `DiscountCodeBasicInput` of a collaboration's code: every customer (`context: {all: ALL}`),
 * all items, the percentage as the 0–1 fraction Shopify expects (15 % → 0.15) or a fixed amount
 * off the order as a decimal string, combinable with shipping discounts only.
 * https://shopify.dev/docs/api/admin-graphql/latest/input-objects/DiscountCodeBasicInput
 */
export function discountInput(input: CreateShopifyDiscount, code: string, title: string) {
  const value =
    input.valueType === 'percentage'
      ? { percentage: Math.round(input.value * 100) / 10_000 }
      : { discountAmount: { amount: input.value.toFixed(2), appliesOnEachItem: false } };
  return {
    basicCodeDiscount: {
      title,
      code,
      startsAt: input.startsAt ?? new Date().toISOString(),
      endsAt: input.endsAt,
      usageLimit: input.usageLimit,
      appliesOncePerCustomer: input.appliesOncePerCustomer,
      context: { all: 'ALL' },
      customerGets: { value, items: { all: true } },
      combinesWith: { orderDiscounts: false, productDiscounts: false, shippingDiscounts: true },
    },
  };
}

/** "15% off" or "10.00 USD off", for the timeline. */
export function discountSummary(input: CreateShopifyDiscount, currencyCode: string): string {
  return input.valueType === 'percentage'
    ? `${input.value}% off`
    : `${input.value.toFixed(2)} ${currencyCode} off`;
}

/** Shopify's input field → the field of `POST /api/shopify-discount` it comes from. */
const FIELD_OF: Record<string, string> = {
  code: 'body.code',
  title: 'body.code',
  startsAt: 'body.startsAt',
  endsAt: 'body.endsAt',
  usageLimit: 'body.usageLimit',
  appliesOncePerCustomer: 'body.appliesOncePerCustomer',
  customerGets: 'body.value',
  percentage: 'body.value',
  discountAmount: 'body.value',
  amount: 'body.value',
};

/** The request field a `userErrors` entry is about (its deepest known path segment), else `body`. */
function fieldOf(error: UserErrorNode): string {
  const known = [...(error.field ?? [])].reverse().find((segment) => FIELD_OF[segment]);
  return known ? FIELD_OF[known]! : 'body';
}

/**
 * Shopify's `userErrors` as one problem naming our fields: 409 when the code is taken in the
 * shop, 400 otherwise (with Shopify's messages).
 */
export function userErrorProblem(errors: UserErrorNode[]): AppError {
  const fields = errors.map((e) => ({ path: fieldOf(e), message: e.message }));
  if (errors.some((e) => e.code === 'TAKEN'))
    return conflict('Your shop already has a discount with this code.', fields);
  return badRequest(
    errors.length
      ? `Shopify refused the discount: ${errors[0]!.message}`
      : 'Shopify refused the discount',
    fields.length ? fields : undefined,
  );
}
