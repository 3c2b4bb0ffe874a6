import { z } from 'zod';
import {
  SHOPIFY_DISCOUNT_VALUE_TYPES,
  type ShopifyDiscountValueType,
} from '@shared/constants/shopify';
import { createShopifyDiscountSchema } from '@shared/schemas/shopify';
import { localInputToIso, toLocalInput } from '@app/lib/local-datetime';
import { zodFormValidate, type FormIssue } from '@app/lib/zod-form';
import { suggestedDiscountCode } from '@shared/format/discount-code';

/**
 * What the discount form holds: the API's fields as the inputs give them — numbers as the number
 * inputs give them ('' when empty), times as datetime-local values in the viewer's zone.
 */
export interface DiscountFormValues {
  code: string;
  valueType: ShopifyDiscountValueType;
  value: number | string;
  usageLimit: number | string;
  appliesOncePerCustomer: boolean;
  startsAt: string;
  endsAt: string;
}

const isBlank = (value: number | string) => typeof value === 'string' && value.trim() === '';

/** A number input's value; empty → `empty`, or an issue marked `blank` when `required`. */
const numberOr = <T>(empty: T, required = false) =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    if (isBlank(value)) {
      if (required) {
        ctx.addIssue({ code: 'custom', message: 'Enter a number', params: { blank: true } });
        return z.NEVER;
      }
      return empty;
    }
    const number = Number(value);
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a number' });
      return z.NEVER;
    }
    return number;
  });

/** A datetime-local value → a UTC ISO time; empty → `empty`. */
const timeOr = <T>(empty: T) =>
  z.string().transform((value, ctx) => {
    if (value.trim() === '') return empty;
    const iso = localInputToIso(value);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: 'Enter a date and time' });
      return z.NEVER;
    }
    return iso;
  });

type CreateInput = z.input<typeof createShopifyDiscountSchema>;

/**
 * The form's values → the body of `POST /api/shopify-discount` for one collaboration, checked by
 * the shared schema: a blank code is left to the server (the influencer's handle and the value),
 * a blank usage limit is unlimited, a blank start is now, a blank end is never.
 */
export function discountFormSchema(collaborationId: string) {
  return z
    .object({
      code: z.string().transform((value) => (value.trim() === '' ? undefined : value)),
      valueType: z.enum(SHOPIFY_DISCOUNT_VALUE_TYPES),
      value: numberOr(0, true),
      usageLimit: numberOr(null),
      appliesOncePerCustomer: z.boolean(),
      startsAt: timeOr(undefined),
      endsAt: timeOr(null),
    })
    .transform((body): CreateInput => ({ collaborationId, ...body }))
    .pipe(createShopifyDiscountSchema);
}

/** Plain words for the shared schema's generic messages, per field; a blank value names its field. */
function friendlyMessage(
  issue: FormIssue,
  valueType: ShopifyDiscountValueType,
): string | undefined {
  if (issue.code === 'custom') {
    if (!issue.params?.blank) return undefined;
    return valueType === 'percentage' ? 'Enter the percentage off' : 'Enter the amount off';
  }
  switch (issue.path[0]) {
    case 'code':
      return issue.code === 'too_big' ? 'Keep the code to 64 characters' : undefined;
    case 'value':
      return issue.code === 'too_big' ? 'Enter at most 1,000,000' : undefined;
    case 'usageLimit':
      return 'Enter a whole number of 1 or more, or leave it empty for no limit';
    case 'startsAt':
    case 'endsAt':
      return 'Enter a date and time';
    default:
      return undefined;
  }
}

/** The form's `validate`: the shared schema's rules, under each field. */
export function discountFormValidate(collaborationId: string) {
  const schema = discountFormSchema(collaborationId);
  return (values: DiscountFormValues) =>
    zodFormValidate<DiscountFormValues>(schema, (issue) =>
      friendlyMessage(issue, values.valueType),
    )(values);
}

/** The value field's placeholder: an example, worded so that it cannot pass for a typed value. */
export const valuePlaceholder = (valueType: ShopifyDiscountValueType) =>
  valueType === 'percentage' ? 'e.g. 15' : 'e.g. 10';

/** The form's starting values: no value (the brand types it), unlimited, starting now, no end. */
export function discountFormValues(now: Date = new Date()): DiscountFormValues {
  return {
    code: '',
    valueType: 'percentage',
    value: '',
    usageLimit: '',
    appliesOncePerCustomer: false,
    startsAt: toLocalInput(now),
    endsAt: '',
  };
}

/** The code the server makes when none is typed, for the form's value as typed (a hint). */
export const codeHint = (username: string, value: number | string) =>
  suggestedDiscountCode(username, isBlank(value) ? null : Number(value));
