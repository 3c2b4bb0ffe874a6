import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@shared/constants/taxonomy';
import { makeFacets } from '@app/test/influencer-fixtures';
import { countText, facetOptions } from './facet-options';

describe('facetOptions', () => {
  it('offers the languages the profiles hold, most frequent first, with names from Intl', () => {
    expect(facetOptions('languages', makeFacets(), [])).toEqual([
      { value: 'en', label: 'English', count: 150, disabled: false },
      { value: 'pt', label: 'Portuguese', count: 12, disabled: false },
    ]);
  });

  it('keeps a chosen value the profiles do not hold, removable, after the others', () => {
    const options = facetOptions('countries', makeFacets(), ['FR', 'US']);
    expect(options.map((o) => [o.value, o.count, o.disabled])).toEqual([
      ['US', 120, false],
      ['BR', 45, false],
      ['FR', 0, false],
    ]);
    expect(options[0]).toMatchObject({ label: 'United States', flag: 'US' });
  });

  it('greys the rest of the taxonomy after the categories the profiles hold', () => {
    const options = facetOptions('categories', makeFacets(), []);
    expect(options.slice(0, 2).map((o) => o.label)).toEqual(['Food & Drink', 'Fitness']);
    expect(options).toHaveLength(CATEGORIES.length);
    expect(options.slice(2).every((o) => o.disabled && o.count === 0)).toBe(true);
  });

  it('offers only the chosen values while the counts load', () => {
    expect(facetOptions('languages', undefined, ['pt'])).toEqual([
      { value: 'pt', label: 'Portuguese', count: 0, disabled: false },
    ]);
    expect(facetOptions('categories', undefined, [])).toEqual([]);
  });

  it('reads counts out with their unit', () => {
    expect(countText(1)).toBe('1 profile');
    expect(countText(12_345)).toBe('12,345 profiles');
  });
});
