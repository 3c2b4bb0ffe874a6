import { describe, expect, it } from 'vitest';
import { compensationText } from './compensation';

describe('compensationText', () => {
  it('says what the amount is for each kind of compensation', () => {
    expect(compensationText('gifted', '$1,200')).toBe('Gifted product worth $1,200');
    expect(compensationText('fixed_fee', '$250')).toBe('Fixed fee · $250');
    expect(compensationText('commission', '$200')).toBe('Commission + $200 guaranteed');
    expect(compensationText('discount_code', '$50')).toBe('Discount code + $50');
  });

  it('gives the label alone without an amount', () => {
    expect(compensationText('gifted', null)).toBe('Gifted product');
  });
});
