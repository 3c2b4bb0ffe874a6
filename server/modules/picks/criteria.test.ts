import { describe, expect, it } from 'vitest';
import { makeInfluencer } from '../../test/influencer-factory';
import type { InfluencerRow } from '../../db/schema';
import { criteriaFromKeywords, criteriaFromProfile } from './criteria';

describe('criteriaFromKeywords', () => {
  it('turns category, country and language names into filters and keeps the other words', () => {
    const c = criteriaFromKeywords('Vegan food creators in the United States speaking Spanish');
    expect(c.categories).toEqual(['food']);
    expect(c.countries).toEqual(['US']);
    expect(c.languages).toEqual(['es']);
    expect(c.terms).toEqual(['vegan', 'food', 'creators', 'speaking']);
    expect(c.platforms).toEqual([]);
  });

  it('keeps the platform asked for and drops stop words in other languages', () => {
    const c = criteriaFromKeywords('recetas de cocina para la familia', 'youtube');
    expect(c.platforms).toEqual(['youtube']);
    expect(c.terms).toEqual(['recetas', 'cocina', 'familia']);
  });
});

describe('criteriaFromProfile', () => {
  it('looks for the same platform, categories, place, language and a band around its size', () => {
    const profile = {
      ...makeInfluencer(7),
      id: '00000000-0000-4000-8000-000000000007',
      followers: 30_000,
    } as InfluencerRow;
    const c = criteriaFromProfile(profile);
    expect(c).toMatchObject({
      platforms: [profile.platform],
      categories: profile.categories,
      followers: { min: 10_000, max: 90_000 },
      excludeIds: [profile.id],
    });
    expect(c.terms).toEqual(['creator', 'fitness', 'coach', 'runner']);
  });
});
