import { formatMoney } from '@shared/format/money';

/** Money in cents as text (shared with the server's mails). */
export { formatMoney };

/**
 * A budget per influencer from its bounds in cents: "$100–$500", "From $100", "Up to $500", or
 * "Open budget" when neither is set.
 */
export function formatBudget(min: number | null, max: number | null, currency: string): string {
  if (min !== null && max !== null)
    return min === max
      ? formatMoney(min, currency)
      : `${formatMoney(min, currency)}–${formatMoney(max, currency)}`;
  if (min !== null) return `From ${formatMoney(min, currency)}`;
  if (max !== null) return `Up to ${formatMoney(max, currency)}`;
  return 'Open budget';
}

/** The symbol of a currency in English ("$", "€", "CA$"). */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
