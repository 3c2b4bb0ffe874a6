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

/** A number input's value; empty → `empty`. */
const numberOr = <T>(empty: T, blankMessage?: string) =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    if (isBlank(value)) {
      if (blankMessage) {
        ctx.addIssue({ code: 'custom', message: blankMessage });
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
      value: numberOr(0, 'Enter a value'),
      usageLimit: numberOr(null),
      appliesOncePerCustomer: z.boolean(),
      startsAt: timeOr(undefined),
      endsAt: timeOr(null),
    })
    .transform((body): CreateInput => ({ collaborationId, ...body }))
    .pipe(createShopifyDiscountSchema);
}

/** Plain words for the shared schema's generic messages, per field. */
function friendlyMessage(issue: FormIssue): string | undefined {
  if (issue.code === 'custom') return undefined;
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
  return zodFormValidate<DiscountFormValues>(discountFormSchema(collaborationId), friendlyMessage);
}

/** The form's starting values: 10 % off, unlimited, starting now, no end. */
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
