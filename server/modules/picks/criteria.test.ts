import { describe, expect, it } from 'vitest';
import { makeInfluencer } from '../../test/influencer-factory';
import type { InfluencerRow } from '../../db/schema';
import { criteriaFromCampaign, criteriaFromKeywords, criteriaFromProfile } from './criteria';

describe('criteriaFromKeywords', () => {
  it('turns category, country and language names into filters and keeps the content words', () => {
    const c = criteriaFromKeywords('Vegan food creators in the United States speaking Spanish');
    expect(c.categories).toEqual(['food']);
    expect(c.categoryWeights).toEqual({ food: 2 });
    expect(c.countries).toEqual(['US']);
    expect(c.languages).toEqual(['es']);
    expect(c.terms).toEqual(['vegan', 'food']);
    expect(c.platforms).toEqual([]);
  });

  it('leaves words without intent out of the terms and the categories', () => {
    const c = criteriaFromKeywords('Promote our new brand campaign to fans');
    expect(c).toMatchObject({ terms: [], categories: [], countries: [], languages: [] });
  });

  it('keeps the platform asked for and drops stop words in other languages', () => {
    const c = criteriaFromKeywords('recetas de cocina para la familia', 'youtube');
    expect(c.platforms).toEqual(['youtube']);
    expect(c.terms).toEqual(['receta', 'cocina', 'familia']);
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
    expect(c.terms).toEqual(['fitness', 'coach', 'runner']);
  });
});

describe('criteriaFromCampaign', () => {
  it('adds the categories and countries its brief names to the chosen ones, chosen ones first', () => {
    const c = criteriaFromCampaign({
      name: 'Glow launch',
      description: 'Our new serum for skincare fans in Britain, with a running routine',
      platforms: ['instagram'],
      categories: ['beauty'],
      countries: ['US'],
      budgetMin: null,
      budgetMax: 500_000,
    });
    expect(c.categories).toEqual(['beauty', 'fitness']);
    expect(c.categoryWeights).toEqual({ beauty: 4, fitness: 1 });
    expect(c.countries).toEqual(['US', 'GB']);
    // "Our new serum" is the product; "for skincare fans" names the audience again.
    expect(c.terms).toEqual(['glow', 'skincare', 'running', 'routine']);
    expect(c.productTerms).toEqual(['serum']);
    expect(c.followers).toEqual({ min: 50_000, max: 500_000 });
  });
});
