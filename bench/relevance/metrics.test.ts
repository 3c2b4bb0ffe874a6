import { describe, expect, it } from 'vitest';
import type { Judgement } from './judgments';
import { ceilingAt, dcg, gradesOf, mean, ndcgAt, precisionAt, unjudgedAt } from './metrics';

const judged: Judgement[] = [
  { profile: 'instagram:a', grade: 2, why: 'cooks' },
  { profile: 'instagram:b', grade: 2, why: 'cooks' },
  { profile: 'instagram:c', grade: 1, why: 'food, not cooking' },
  { profile: 'instagram:d', grade: 0, why: 'a brand' },
];
const grades = gradesOf(judged);

describe('precisionAt', () => {
  it('counts grade 2 only by default and grade 1 too when lenient', () => {
    const ranking = ['instagram:a', 'instagram:c', 'instagram:d', 'instagram:x', 'instagram:b'];
    expect(precisionAt(5, ranking, grades)).toBe(2 / 5);
    expect(precisionAt(5, ranking, grades, 1)).toBe(3 / 5);
  });

  it('looks at the first k only and divides a short ranking by k', () => {
    expect(precisionAt(1, ['instagram:d', 'instagram:a'], grades)).toBe(0);
    expect(precisionAt(10, ['instagram:a', 'instagram:b'], grades)).toBe(0.2);
  });
});

describe('ceilingAt', () => {
  it('is the share of k the profiles graded 2 could fill', () => {
    expect(ceilingAt(5, grades)).toBeCloseTo(2 / 5);
    expect(ceilingAt(1, grades)).toBe(1);
    expect(ceilingAt(5, gradesOf([]))).toBe(0);
  });
});

describe('ndcgAt', () => {
  it('is 1 for the ideal order and less for any other', () => {
    expect(ndcgAt(10, ['instagram:a', 'instagram:b', 'instagram:c'], grades)).toBeCloseTo(1, 12);
    const swapped = ndcgAt(10, ['instagram:c', 'instagram:a', 'instagram:b'], grades);
    expect(swapped).toBeLessThan(1);
    expect(swapped).toBeGreaterThan(0);
  });

  it('uses gain 2^grade − 1 and a log2(rank + 1) discount', () => {
    // Ranking c, x, a: gains 1, 0, 3 at ranks 1..3; ideal a, b, c: gains 3, 3, 1.
    const got = 1 / Math.log2(2) + 3 / Math.log2(4);
    const ideal = 3 / Math.log2(2) + 3 / Math.log2(3) + 1 / Math.log2(4);
    expect(dcg([1, 0, 2])).toBeCloseTo(got, 12);
    expect(ndcgAt(10, ['instagram:c', 'instagram:x', 'instagram:a'], grades)).toBeCloseTo(
      got / ideal,
      12,
    );
  });

  it('cuts the ideal ranking at k too', () => {
    // Best at k = 1 is one grade-2 result, reached by b alone.
    expect(ndcgAt(1, ['instagram:b', 'instagram:c'], grades)).toBe(1);
  });

  it('is 0 for unjudged results and for a case with nothing relevant', () => {
    expect(ndcgAt(10, ['instagram:x', 'instagram:y'], grades)).toBe(0);
    const none = gradesOf([{ profile: 'instagram:d', grade: 0, why: 'a brand' }]);
    expect(ndcgAt(10, ['instagram:d'], none)).toBe(0);
  });
});

describe('unjudgedAt and mean', () => {
  it('counts results without a judgement in the first k', () => {
    expect(unjudgedAt(2, ['instagram:x', 'instagram:a', 'instagram:y'], grades)).toBe(1);
    expect(unjudgedAt(3, ['instagram:x', 'instagram:a', 'instagram:y'], grades)).toBe(2);
  });

  it('averages and gives NaN for nothing', () => {
    expect(mean([0.5, 1, 0])).toBe(0.5);
    expect(mean([])).toBeNaN();
  });
});
