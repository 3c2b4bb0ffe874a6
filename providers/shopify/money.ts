/**
 * Money as integer minor units (cents), and Shopify's decimal-string formats.
 *
 * Shopify serialises money as decimal strings: REST payloads as "19.99" (always two
 * decimals, e.g. `total_price`), the GraphQL `Decimal`/`Money` scalars likewise
 * (https://shopify.dev/docs/api/admin-graphql/latest/scalars/Decimal). The fake keeps every
 * amount in cents so that sums and allocations never drift.
 */

/** Parses a decimal string or number ("19.99", "5", 5.5) into cents; null when it is not a finite decimal. */
export function toCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return Number.isFinite(cents) ? cents : null;
}

/** Formats cents as Shopify's two-decimal string: 1999 → "19.99", -500 → "-5.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Formats a number the way Shopify's REST payloads print rule values (Ruby's Float#to_s):
 * 10 → "10.0", 12.5 → "12.5". Used by `discount_applications[].value`.
 */
export function formatRubyFloat(value: number): string {
  return Number.isInteger(value) ? `${value}.0` : String(value);
}

/**
 * Splits `total` cents over `weights` proportionally (largest remainder), so the parts add up
 * exactly to `total`. Used to allocate an order-level discount across line items.
 */
export function allocateCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const parts = raw.map((r) => Math.floor(r));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  const order = raw
    .map((r, i) => ({ i, frac: r - Math.floor(r) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    rest -= 1;
  }
  return parts;
}
