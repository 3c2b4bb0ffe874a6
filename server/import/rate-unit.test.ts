import { describe, expect, it } from 'vitest';
import { detectRateUnit } from './rate-unit';

const values = (...list: number[]) => list.map((value) => ({ value, percent: false }));

describe('detectRateUnit', () => {
  it('reads values all at most 1 with a median far below typical percents as fractions', () => {
    expect(detectRateUnit(values(0.0139, 0.021, 0.5793, 0.008))).toBe('fraction');
  });

  it('reads a value above 1, a % sign, or a median near typical percents as percents', () => {
    expect(detectRateUnit(values(0.02, 1.39))).toBe('percent');
    expect(detectRateUnit([{ value: 0.05, percent: true }])).toBe('percent');
    expect(detectRateUnit(values(0.4, 0.9, 0.6))).toBe('percent');
  });

  it('says nothing without values', () => {
    expect(detectRateUnit([])).toBeNull();
  });
});
