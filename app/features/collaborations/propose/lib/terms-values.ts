import type { CampaignCurrency, CompensationType } from '@shared/constants/campaigns';
import { DELIVERABLES_MAX_LENGTH } from '@shared/constants/collaborations';
import type { FormIssue } from '@app/lib/zod-form';

/**
 * The terms as the form's inputs hold them: the amount in units of the currency (12.5 = 12.50,
 * '' when empty), the deadline as YYYY-MM-DD ('' when none), '' for no discount code or link.
 * Shared by the propose form and the edit-terms form.
 */
export interface TermsValues {
  compensation: CompensationType;
  amount: number | string;
  currency: CampaignCurrency;
  deliverables: string;
  deadline: string;
  discountCode: string;
  trackingUrl: string;
}

/** Trimmed text, or null when blank. */
export const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** An amount typed in units → cents (null when empty; NaN when not a number, which the schema refuses). */
export function cents(amount: number | string): number | null {
  if (typeof amount === 'string' && amount.trim() === '') return null;
  return Math.round(Number(amount) * 100);
}

/** The terms' inputs as the API's fields: units → cents, blanks → null. */
export function termsBody(values: TermsValues) {
  return {
    compensation: values.compensation,
    amount: cents(values.amount),
    currency: values.currency,
    deliverables: values.deliverables,
    deadline: orNull(values.deadline),
    discountCode: orNull(values.discountCode),
    trackingUrl: orNull(values.trackingUrl),
  };
}

/** Plain words for the shared schemas' generic messages on the terms' fields (else undefined). */
export function termsMessage(issue: FormIssue): string | undefined {
  const tooBig = issue.code === 'too_big';
  switch (issue.path[0]) {
    case 'amount':
      return tooBig
        ? 'Enter at most 10,000,000'
        : 'Enter an amount of 0 or more, e.g. 250 or 99.50';
    case 'deliverables':
      return tooBig
        ? `Keep the deliverables to ${DELIVERABLES_MAX_LENGTH.toLocaleString('en')} characters`
        : undefined;
    case 'deadline':
      return 'Enter a date';
    case 'discountCode':
      return tooBig ? 'Use at most 64 characters' : undefined;
    default:
      return undefined;
  }
}
