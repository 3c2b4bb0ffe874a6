import { z } from 'zod';
import { updateCollaborationSchema, type Collaboration } from '@shared/schemas/collaborations';
import { zodFormValidate } from '@app/lib/zod-form';
import { orNull, termsBody, termsMessage, type TermsValues } from '../propose/lib/terms-values';

/** What the terms form holds (see {@link TermsValues}). */
export type TermsFormValues = TermsValues;

/** Which terms the form edits: all of them (while proposed) or only the links (until completed). */
export type TermsScope = 'all' | 'links';

/** The body of `PATCH /api/collaboration/{id}` for a scope, from the form's values. */
const bodyOf: Record<
  TermsScope,
  (values: TermsValues) => z.input<typeof updateCollaborationSchema>
> = {
  all: termsBody,
  links: (values) => ({
    discountCode: orNull(values.discountCode),
    trackingUrl: orNull(values.trackingUrl),
  }),
};

/** The form's values → the body of `PATCH /api/collaboration/{id}`, checked by the shared schema. */
const schemaFor = (scope: TermsScope) =>
  z.custom<TermsValues>().transform(bodyOf[scope]).pipe(updateCollaborationSchema);

/** {@link schemaFor} for each scope. */
export const termsFormSchemas = { all: schemaFor('all'), links: schemaFor('links') };

/** The form's `validate` for a scope: the shared update schema's rules, under each field. */
export const termsFormValidate = (scope: TermsScope) =>
  zodFormValidate<TermsFormValues>(termsFormSchemas[scope], termsMessage);

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
