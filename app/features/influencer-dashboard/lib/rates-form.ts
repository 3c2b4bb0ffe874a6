import { z } from 'zod';
import { CAMPAIGN_CURRENCIES, type CampaignCurrency } from '@shared/constants/campaigns';
import { RATE_DELIVERABLES, type RateDeliverable } from '@shared/constants/influencer-accounts';
import {
  updateInfluencerAccountSchema,
  type InfluencerAccount,
  type UpdateInfluencerAccount,
} from '@shared/schemas/influencer-accounts';

/**
 * What the contact and rates form holds: the email as typed, the currency, and each rate in units
 * of the currency (12.5 = 12.50) as the number input gives it ('' when empty).
 */
export interface RatesFormValues {
  contactEmail: string;
  currency: CampaignCurrency;
  rates: Record<RateDeliverable, number | string>;
}

/** An amount typed in units → cents (rounded to the cent); empty → null (not published). */
const unitsToCents = z.union([z.number(), z.string()]).transform((value, ctx) => {
  if (typeof value === 'string' && value.trim() === '') return null;
  const units = Number(value);
  if (!Number.isFinite(units)) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount, e.g. 250 or 99.50' });
    return z.NEVER;
  }
  return Math.round(units * 100);
});

/** The form's values as a complete body: rates in cents, empty fields as null. */
const formBodySchema = z.object({
  contactEmail: z.string().transform((value) => (value.trim() === '' ? null : value)),
  currency: z.enum(CAMPAIGN_CURRENCIES),
  rates: z.object({
    post: unitsToCents,
    story: unitsToCents,
    reel: unitsToCents,
    video: unitsToCents,
  }),
});

/**
 * The form's values turned into the body of `PATCH /api/influencer/me` (rates in cents, an empty
 * email or rate sent as null to clear it), then checked by the shared schema, so the form shows
 * the API's own rules next to each field (`rates.post`, `contactEmail`).
 */
export const ratesFormSchema = formBodySchema.pipe(
  // A complete body is one the shared schema accepts (its fields are all optional); zod's `pipe`
  // asks for identical types, hence the cast.
  updateInfluencerAccountSchema as z.ZodType<
    UpdateInfluencerAccount,
    z.output<typeof formBodySchema>
  >,
);

/** The form's starting values for a saved account (cents shown as units). */
export function ratesFormValues(account: InfluencerAccount): RatesFormValues {
  const rates = Object.fromEntries(
    RATE_DELIVERABLES.map((d) => {
      const cents = account.rates[d];
      return [d, cents === null ? '' : cents / 100];
    }),
  ) as Record<RateDeliverable, number | string>;
  return { contactEmail: account.contactEmail ?? '', currency: account.currency, rates };
}
