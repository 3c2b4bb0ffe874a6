import type { CurrencyResult } from '@shared/schemas/campaign-results';

/**
 * Money sums per currency, in integer minor units (cents) so nothing drifts; amounts arrive and
 * leave as decimal strings. Currencies are kept apart: a bucket per ISO 4217 code.
 */

/** One currency's sums in cents; `giftsCost` null until some gift's cost is known. */
export interface Bucket {
  fees: number;
  gifts: number;
  giftsCost: number | null;
  orders: number;
  revenue: number;
}

/** Sums keyed by currency code. */
export type Buckets = Map<string, Bucket>;

const empty = (): Bucket => ({ fees: 0, gifts: 0, giftsCost: null, orders: 0, revenue: 0 });

/** "12.50" → 1250. */
export const toCents = (amount: string) => Math.round(Number(amount) * 100);
/** 1250 → "12.50". */
export const fromCents = (cents: number) => (cents / 100).toFixed(2);

/** Adds `part` to the bucket of `currency`. */
export function add(buckets: Buckets, currency: string, part: Partial<Bucket>): void {
  const bucket = buckets.get(currency) ?? empty();
  bucket.fees += part.fees ?? 0;
  bucket.gifts += part.gifts ?? 0;
  bucket.orders += part.orders ?? 0;
  bucket.revenue += part.revenue ?? 0;
  if (part.giftsCost !== undefined && part.giftsCost !== null)
    bucket.giftsCost = (bucket.giftsCost ?? 0) + part.giftsCost;
  buckets.set(currency, bucket);
}

/** Merges `from` into `into`. */
export function merge(into: Buckets, from: Buckets): void {
  for (const [currency, bucket] of from) add(into, currency, bucket);
}

/**
 * The buckets as results, by currency code: spend = fees + gifts at retail value; return on
 * spend = revenue ÷ spend (2 decimals), cost per order = spend ÷ orders; null without a divisor.
 */
export function present(buckets: Buckets): CurrencyResult[] {
  return [...buckets.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currencyCode, b]) => {
      const spend = b.fees + b.gifts;
      return {
        currencyCode,
        fees: fromCents(b.fees),
        gifts: fromCents(b.gifts),
        giftsCost: b.giftsCost === null ? null : fromCents(b.giftsCost),
        spend: fromCents(spend),
        orders: b.orders,
        revenue: fromCents(b.revenue),
        roas: spend > 0 ? Math.round((b.revenue / spend) * 100) / 100 : null,
        costPerOrder: b.orders > 0 ? fromCents(Math.round(spend / b.orders)) : null,
      };
    });
}
