import { describe, expect, it } from 'vitest';
import { suggestedDiscountCode } from './discount-code';

describe('suggestedDiscountCode', () => {
  it('joins the handle’s letters and digits and the rounded value', () => {
    expect(suggestedDiscountCode('glow.jane', 15)).toBe('GLOWJANE15');
    expect(suggestedDiscountCode('glow.jane', 12.5)).toBe('GLOWJANE13');
  });

  it('separates a handle ending in a digit from the value', () => {
    expect(suggestedDiscountCode('yooncy1', 15)).toBe('YOONCY1-15');
  });

  it('adds the mark, and falls back to CREATOR for a handle without letters or digits', () => {
    expect(suggestedDiscountCode('jane', 15, '5b0c')).toBe('JANE15-5B0C');
    expect(suggestedDiscountCode('___', null)).toBe('CREATOR');
  });
});
