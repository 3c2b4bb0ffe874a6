import { MISSING } from './format';

/**
 * Money as Shopify gives it (a decimal string in an ISO 4217 currency) and the sales a discount
 * code brought, in words. Shared by the Shopify screens, the collaboration and My Influencers.
 */

/** A Shopify amount: `formatShopMoney('53.1', 'USD')` → "$53.10"; the amount and code if unknown. */
export function formatShopMoney(amount: string, currencyCode: string): string {
  const value = Number(amount);
  if (amount.trim() === '' || !Number.isFinite(value)) return MISSING;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).format(value);
  } catch {
    // Not a currency Intl knows: the number, then the code.
    return `${value.toLocaleString('en', { minimumFractionDigits: 2 })} ${currencyCode}`;
  }
}

/** A price range from the lowest to the highest variant price: "$19.00" or "$19.00–$29.00". */
export function formatPriceRange(
  min: { amount: string; currencyCode: string },
  max: { amount: string; currencyCode: string },
): string {
  const low = formatShopMoney(min.amount, min.currencyCode);
  const high = formatShopMoney(max.amount, max.currencyCode);
  return Number(min.amount) === Number(max.amount) && min.currencyCode === max.currencyCode
    ? low
    : `${low}–${high}`;
}

/** An order count in words: "No orders", "1 order", "1,204 orders". */
export function formatOrders(orders: number): string {
  if (orders === 0) return 'No orders';
  return `${orders.toLocaleString('en')} ${orders === 1 ? 'order' : 'orders'}`;
}

/** The revenue of a sales record in its currency: "$1,234.50". */
export function formatRevenue(sales: { revenue: string; currencyCode: string }): string {
  return formatShopMoney(sales.revenue, sales.currencyCode);
}
