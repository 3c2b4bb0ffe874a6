import type Stripe from 'stripe';

/** Amounts and prices as the hosted pages show them: "$49.00", "$49.00 / month". */

/** An amount in minor units as currency text: formatAmount(4900, 'usd') → "$49.00". */
export function formatAmount(minor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** A price per period: "$49.00 / month", "$490.00 / year", "$10.00 every 3 months". */
export function priceLabel(price: Stripe.Price): string {
  const amount = formatAmount(price.unit_amount ?? 0, price.currency);
  const recurring = price.recurring;
  if (!recurring) return amount;
  return recurring.interval_count === 1
    ? `${amount} / ${recurring.interval}`
    : `${amount} every ${recurring.interval_count} ${recurring.interval}s`;
}

/** A Unix time as a date: "December 27, 2026" (UTC). */
export function formatDate(seconds: number): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(seconds * 1000),
  );
}
