import { describe, expect, it } from 'vitest';
import { formatOrders, formatPriceRange, formatRevenue, formatShopMoney } from './shop-money';

describe('shop money', () => {
  it('formats a decimal string in its currency, always with cents', () => {
    expect(formatShopMoney('53.1', 'USD')).toBe('$53.10');
    expect(formatShopMoney('1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatShopMoney('0', 'GBP')).toBe('£0.00');
  });

  it('shows an unreadable amount as a dash', () => {
    expect(formatShopMoney('', 'USD')).toBe('—');
    expect(formatShopMoney('abc', 'USD')).toBe('—');
  });

  it('shows one price, or the lowest and highest variant price', () => {
    const usd = (amount: string) => ({ amount, currencyCode: 'USD' });
    expect(formatPriceRange(usd('19.00'), usd('19.0'))).toBe('$19.00');
    expect(formatPriceRange(usd('19.00'), usd('29.5'))).toBe('$19.00–$29.50');
  });

  it('counts orders in words and formats revenue in the sales currency', () => {
    expect(formatOrders(0)).toBe('No orders');
    expect(formatOrders(1)).toBe('1 order');
    expect(formatOrders(1204)).toBe('1,204 orders');
    expect(formatRevenue({ revenue: '1530.40', currencyCode: 'CAD' })).toBe('CA$1,530.40');
  });
});
