import type { CompensationType } from '@shared/constants/campaigns';

/**
 * What a collaboration's amount means for each kind of compensation: its label ("Product value"
 * for a gift, "Fee" for a fixed fee…) and a line on what to enter. Used by the terms' inputs and
 * the terms card, so both name the amount alike.
 */
export const AMOUNT_FIELD: Record<CompensationType, { label: string; description: string }> = {
  gifted: { label: 'Product value', description: 'What the product you send is worth.' },
  fixed_fee: { label: 'Fee', description: 'What you pay for the deliverables.' },
  commission: {
    label: 'Guaranteed amount',
    description: 'Paid on top of the commission. Leave empty for none.',
  },
  discount_code: {
    label: 'Amount',
    description: 'Any fixed payment on top of the code. Leave empty for none.',
  },
};
