import { describe, expect, it } from 'vitest';
import {
  CONTACTED_PENALTY,
  rankCandidates,
  scoreCandidate,
  type Candidate,
  type PickCriteria,
} from './ranking';

const criteria = (over: Partial<PickCriteria> = {}): PickCriteria => ({
  platforms: ['instagram'],
  terms: [],
  categories: [],
  countries: [],
  languages: [],
  followers: null,
  excludeIds: [],
  ...over,
});

let next = 0;
const candidate = (over: Partial<Candidate> = {}): Candidate => ({
  id: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  platform: 'instagram',
  username: `user${next}`,
  name: null,
  avatarUrl: null,
  country: null,
  audienceCountry: null,
  language: null,
  categories: [],
  followers: 10_000,
  engagementRate: null,
  avgViews: null,
  avgLikes: null,
  posts: null,
  verified: false,
  email: null,
  bio: null,
  ...over,
});

describe('scoreCandidate', () => {
  it('adds each matching part with its weight and names it', () => {
    const c = candidate({
      categories: ['fitness', 'food'],
      country: 'US',
      language: 'en',
      bio: 'Vegan recipes and runs',
      followers: 50_000,
    });
    const pick = scoreCandidate(
      criteria({
        terms: ['vegan', 'run'],
        categories: ['fitness', 'travel'],
        countries: ['US'],
        languages: ['en'],
        followers: { min: 10_000, max: 100_000 },
      }),
      c,
      undefined,
    );
    // text 30 × 2/2 + categories 25 × 1/2 + country 12 + language 8 + size 15
    expect(pick.score).toBe(77.5);
    expect(pick.reasons).toEqual([
      'mentions “vegan”, “run”',
      '50K followers fits the size',
      'Fitness',
      'in United States',
      'speaks English',
    ]);
  });

  it('fades the size fit over one order of magnitude outside the band', () => {
    const band = { min: 10_000, max: 100_000 };
    const score = (followers: number) =>
      scoreCandidate(criteria({ followers: band }), candidate({ followers }), undefined).score;
    expect(score(50_000)).toBe(15);
    expect(score(1_000_000)).toBe(0);
    expect(score(316_228)).toBeCloseTo(7.5, 1);
    expect(score(1_000)).toBe(0);
  });

  it('judges engagement against the median of the same size, capped at twice it', () => {
    const score = (rate: number) =>
      scoreCandidate(criteria(), candidate({ engagementRate: rate }), 2).score;
    expect(score(2)).toBe(5);
    expect(score(4)).toBe(10);
    expect(score(12)).toBe(10);
  });
});

describe('rankCandidates', () => {
  const pool = [
    candidate({ categories: ['gaming'], followers: 900 }),
    candidate({ categories: ['fitness'], followers: 2_000 }),
    candidate({ categories: ['fitness'], followers: 8_000 }),
    candidate({ platform: 'youtube', categories: ['fitness'] }),
  ];

  it('ranks by score, then followers, and leaves out excluded ids and other platforms', () => {
    const wanted = criteria({ categories: ['fitness'], excludeIds: [pool[2]!.id] });
    const ranked = rankCandidates(wanted, pool, 10).map((p) => p.candidate.id);
    expect(ranked).toEqual([pool[1]!.id, pool[0]!.id]);
  });

  it('ranks a profile the advertiser already contacted below an equal new one, and says why', () => {
    const wanted = criteria({ categories: ['fitness'] });
    const ranked = rankCandidates(wanted, pool, 10, new Set([pool[2]!.id]));
    expect(ranked.map((p) => p.candidate.id)).toEqual([pool[1]!.id, pool[2]!.id, pool[0]!.id]);
    expect(ranked[1]!.score).toBe(25 - CONTACTED_PENALTY);
    expect(ranked[1]!.reasons).toEqual(['Fitness', 'already contacted']);
  });

  it('gives the same picks whatever order the candidates come in', () => {
    const wanted = criteria({ categories: ['fitness'] });
    const once = rankCandidates(wanted, pool, 10);
    const again = rankCandidates(wanted, [...pool].reverse(), 10);
    expect(again).toEqual(once);
  });
});

describe('text relevance', () => {
  it('counts three matched terms of a long brief as a full match, and ignores category labels', () => {
    const terms = ['running', 'shoes', 'trail', 'review', 'comfort', 'grip'];
    const score = (bio: string, categories: string[] = []) =>
      scoreCandidate(criteria({ terms }), candidate({ bio, categories }), undefined).score;
    expect(score('Trail running and shoe reviews')).toBe(30);
    expect(score('Trail running')).toBe(20);
    expect(score('Cooking at home', ['sports'])).toBe(0);
  });
});
