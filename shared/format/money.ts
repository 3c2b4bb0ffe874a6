/** An amount in minor units (cents) as money: `formatMoney(12_500, 'USD')` → "$125". */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}
