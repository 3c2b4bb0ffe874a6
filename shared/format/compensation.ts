import { COMPENSATION_LABELS, type CompensationType } from '../constants/campaigns';

/** How each kind of compensation reads with an amount (what the amount means for it). */
const WITH_AMOUNT: Record<CompensationType, (label: string, amount: string) => string> = {
  gifted: (label, amount) => `${label} worth ${amount}`,
  fixed_fee: (label, amount) => `${label} · ${amount}`,
  commission: (label, amount) => `${label} + ${amount} guaranteed`,
  discount_code: (label, amount) => `${label} + ${amount}`,
};

/**
 * The compensation in words with its amount (already formatted as money, null when none):
 * "Gifted product worth $120" (the product's value, not a fee), "Fixed fee · $250",
 * "Commission + $200 guaranteed", "Discount code + $50", or the label alone ("Gifted product").
 * Shared by the app's collaboration list and the server's proposal mails.
 */
export function compensationText(compensation: CompensationType, amount: string | null): string {
  const label = COMPENSATION_LABELS[compensation];
  return amount === null ? label : WITH_AMOUNT[compensation](label, amount);
}
