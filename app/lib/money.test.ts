import { describe, expect, it } from 'vitest';
import { currencySymbol, formatBudget, formatMoney } from './money';

describe('money', () => {
  it('formats cents as currency, with cents only when there are some', () => {
    expect(formatMoney(12_500, 'USD')).toBe('$125');
    expect(formatMoney(12_550, 'EUR')).toBe('€125.50');
  });

  it('formats a budget from its bounds', () => {
    expect(formatBudget(10_000, 50_000, 'USD')).toBe('$100–$500');
    expect(formatBudget(10_000, null, 'GBP')).toBe('From £100');
    expect(formatBudget(null, 50_000, 'USD')).toBe('Up to $500');
    expect(formatBudget(null, null, 'USD')).toBe('Open budget');
  });

  it("gives a currency's symbol in English", () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('CAD')).toBe('CA$');
  });
});
