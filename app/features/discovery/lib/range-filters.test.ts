import { describe, expect, it } from 'vitest';
import { rangeFilter, rangeQueryParam, rangeText, stopLabel } from './range-filters';

const followers = rangeFilter('selectedFollowers');
const engagements = rangeFilter('selectedEngagements');
const averageViews = rangeFilter('selectedAverageView');
const publications = rangeFilter('selectedPublications');

describe('slider labels', () => {
  it('labels the follower stops compactly, the last one "No limit"', () => {
    expect(followers.stops.map((_, i) => stopLabel(followers, i))).toEqual([
      '0',
      '1K',
      '5K',
      '10K',
      '25K',
      '50K',
      '100K',
      '250K',
      '500K',
      '1M',
      '2.5M',
      '5M',
      'No limit',
    ]);
  });

  it('labels engagement as percents with "20%+" at the end', () => {
    expect(stopLabel(engagements, 0)).toBe('0%');
    expect(stopLabel(engagements, 7)).toBe('7%');
    expect(stopLabel(engagements, 20)).toBe('20%+');
  });

  it('labels views and publications', () => {
    expect(stopLabel(averageViews, 9)).toBe('1M');
    expect(stopLabel(averageViews, 10)).toBe('No limit');
    expect(stopLabel(publications, 8)).toBe('2.5K');
    expect(stopLabel(publications, 11)).toBe('No limit');
  });
});

describe('rangeText', () => {
  it('reads "Any" for the full range', () => {
    expect(rangeText(followers, [0, 12])).toBe('Any');
    expect(rangeText(engagements, [0, 20])).toBe('Any');
  });

  it('reads open and closed ranges', () => {
    expect(rangeText(followers, [3, 12])).toBe('10K+');
    expect(rangeText(followers, [0, 8])).toBe('Up to 500K');
    expect(rangeText(followers, [3, 10])).toBe('10K – 2.5M');
    expect(rangeText(engagements, [2, 5])).toBe('2% – 5%');
    expect(rangeText(engagements, [3, 20])).toBe('3%+');
  });
});

describe('rangeQueryParam', () => {
  it('sends real units as "min,max" and nothing for the full range', () => {
    expect(rangeQueryParam(followers, [0, 12])).toBeUndefined();
    expect(rangeQueryParam(followers, [3, 10])).toBe('10000,2500000');
    expect(rangeQueryParam(followers, [11, 12])).toBe('5000000,');
    expect(rangeQueryParam(engagements, [0, 5])).toBe('0,5');
    expect(rangeQueryParam(publications, [4, 11])).toBe('100,');
  });
});
