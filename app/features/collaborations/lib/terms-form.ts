import { z } from 'zod';
import { CAMPAIGN_CURRENCIES, COMPENSATION_TYPES } from '@shared/constants/campaigns';
import type { CampaignCurrency, CompensationType } from '@shared/constants/campaigns';
import { updateCollaborationSchema, type Collaboration } from '@shared/schemas/collaborations';
import { zodFormValidate, type FormIssue } from '@app/lib/zod-form';

/**
 * What the terms form holds: the amount in units of the currency as the number input gives it
 * ('' when empty), the deadline as the date input gives it (YYYY-MM-DD, '' when none), and
 * empty strings for no discount code or tracking link.
 */
export interface TermsFormValues {
  compensation: CompensationType;
  amount: number | string;
  currency: CampaignCurrency;
  deliverables: string;
  deadline: string;
  discountCode: string;
  trackingUrl: string;
}

/** Which terms the form edits: all of them (while proposed) or only the links (until completed). */
export type TermsScope = 'all' | 'links';

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

const linkFields = {
  discountCode: z.string().transform(blankToNull),
  trackingUrl: z.string().transform(blankToNull),
};

/** The form's values → the body's shape: units → cents, blanks → null. */
const allTerms = z.object({
  compensation: z.enum(COMPENSATION_TYPES),
  amount: z
    .union([z.number(), z.string()])
    .transform((units) => (units === '' ? null : Math.round(Number(units) * 100))),
  currency: z.enum(CAMPAIGN_CURRENCIES),
  deliverables: z.string(),
  deadline: z.string().transform(blankToNull),
  ...linkFields,
});

// zod's `pipe` wants the target's input type exactly; the identity transform only retypes.
type UpdateInput = z.input<typeof updateCollaborationSchema>;

/** The form's values → the body of `PATCH /api/collaboration/{id}`, checked by the shared schema. */
export const termsFormSchemas: Record<TermsScope, z.ZodType<UpdateInput>> = {
  all: allTerms.transform((body): UpdateInput => body).pipe(updateCollaborationSchema),
  links: z
    .object(linkFields)
    .transform((body): UpdateInput => body)
    .pipe(updateCollaborationSchema),
};

/** Plain words for the shared schema's generic messages, per field. */
function friendlyMessage(issue: FormIssue): string | undefined {
  switch (issue.path[0]) {
    case 'amount':
      return 'Enter an amount from 0 to 10,000,000';
    case 'deadline':
      return 'Enter a date';
    case 'discountCode':
      return issue.code === 'too_big' ? 'Use at most 64 characters' : undefined;
    default:
      return undefined;
  }
}

/** The form's `validate` for a scope: the shared update schema's rules, under each field. */
export const termsFormValidate = (scope: TermsScope) =>
  zodFormValidate<TermsFormValues>(termsFormSchemas[scope], friendlyMessage);

/** The form's starting values: the collaboration's terms (cents as units). */
export function termsFormValues(terms: Collaboration): TermsFormValues {
  return {
    compensation: terms.compensation,
    amount: terms.amount === null ? '' : terms.amount / 100,
    currency: terms.currency,
    deliverables: terms.deliverables,
    deadline: terms.deadline ?? '',
    discountCode: terms.discountCode ?? '',
    trackingUrl: terms.trackingUrl ?? '',
  };
}
