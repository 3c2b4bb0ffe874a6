import { describe, expect, it } from 'vitest';
import { discountUsageText, discountValueText } from './discount-format';

describe('discount format', () => {
  it('says what a discount takes off', () => {
    expect(discountValueText({ valueType: 'percentage', percentage: 15, amount: null })).toBe(
      '15% off',
    );
    expect(
      discountValueText({
        valueType: 'fixed_amount',
        percentage: null,
        amount: { amount: '10.0', currencyCode: 'USD' },
      }),
    ).toBe('$10.00 off');
    expect(discountValueText({ valueType: null, percentage: null, amount: null })).toBe(
      'Other discount',
    );
  });

  it('shows uses against the limit', () => {
    expect(discountUsageText({ usageCount: 3, usageLimit: 100 })).toBe('3 / 100');
    expect(discountUsageText({ usageCount: 1200, usageLimit: null })).toBe('1,200 / unlimited');
  });
});
