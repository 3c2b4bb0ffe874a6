import { describe, expect, it } from 'vitest';
import {
  CONTACTED_PENALTY,
  MAX_PLAUSIBLE_ENGAGEMENT,
  plausibleEngagement,
  rankCandidates,
  scoreCandidate,
  partFits,
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
/** A card with the columns the ranking reads (the card's other columns do not matter to it). */
const candidate = (over: Partial<Candidate> = {}): Candidate =>
  ({
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
  }) as Candidate;

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

  it('ranks by score, then followers, and leaves out excluded ids, other platforms and profiles without evidence', () => {
    const wanted = criteria({ categories: ['fitness', 'gaming'], excludeIds: [pool[2]!.id] });
    const ranked = rankCandidates(wanted, pool, 10).map((p) => p.candidate.id);
    expect(ranked).toEqual([pool[1]!.id, pool[0]!.id]);
    const fitnessOnly = rankCandidates(criteria({ categories: ['fitness'] }), pool, 10);
    expect(fitnessOnly.map((p) => p.candidate.id)).toEqual([pool[2]!.id, pool[1]!.id]);
  });

  it('ranks a profile the advertiser already contacted below an equal new one, and says why', () => {
    const wanted = criteria({ categories: ['fitness'] });
    const ranked = rankCandidates(wanted, pool, 10, new Set([pool[2]!.id]));
    expect(ranked.map((p) => p.candidate.id)).toEqual([pool[1]!.id, pool[2]!.id]);
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

describe('evidence and requirements', () => {
  it('never picks a profile that matches nothing asked for, however large or engaging', () => {
    const wanted = criteria({ categories: ['beauty'], countries: ['GB'] });
    const star = candidate({ categories: ['news'], followers: 90_000_000, engagementRate: 9 });
    const match = candidate({ categories: ['beauty'], followers: 1_000, engagementRate: 0.1 });
    const ranked = rankCandidates(wanted, [star, match], 10);
    expect(ranked.map((p) => p.candidate.id)).toEqual([match.id]);
    expect(scoreCandidate(wanted, star, 1).evidence).toBe(false);
  });

  it('multiplies the score by the share of the asked-for topic, countries and languages met', () => {
    const wanted = criteria({ categories: ['beauty'], countries: ['GB'] });
    const inUk = candidate({ categories: ['beauty'], audienceCountry: 'GB' });
    const elsewhere = candidate({ categories: ['beauty'], country: 'FR', engagementRate: 8 });
    const ukOnly = candidate({ categories: ['news'], country: 'GB', engagementRate: 8 });
    expect(scoreCandidate(wanted, inUk, 2).score).toBe(25 + 12);
    expect(scoreCandidate(wanted, inUk, 2).reasons).toEqual([
      'Beauty',
      'audience in United Kingdom',
    ]);
    // (25 + engagement 10) × ½
    expect(scoreCandidate(wanted, elsewhere, 2)).toMatchObject({
      score: 17.5,
      unmet: ['in United Kingdom'],
    });
    // The place alone is no evidence when a topic is asked: it only lifts a profile on topic.
    expect(scoreCandidate(wanted, ukOnly, 2)).toMatchObject({
      evidence: false,
      unmet: ['the topic'],
    });
    const ranked = rankCandidates(wanted, [ukOnly, elsewhere, inUk], 10);
    expect(ranked.map((p) => p.candidate.id)).toEqual([inUk.id, elsewhere.id]);
    expect(partFits(ranked, 1)).toEqual({ fits: [ranked[0]], near: [] });
    expect(partFits(ranked, 3)).toEqual({ fits: [ranked[0]], near: [ranked[1]] });
  });

  it('lets a creator in the wanted market fit whatever language it posts in, below one who speaks it', () => {
    const wanted = criteria({ categories: ['fitness'], countries: ['MX'], languages: ['es'] });
    const english = candidate({ categories: ['fitness'], country: 'MX', language: 'en' });
    const spanish = candidate({ categories: ['fitness'], country: 'MX', language: 'es' });
    const abroad = candidate({ categories: ['fitness'], country: 'US', language: 'en' });
    expect(scoreCandidate(wanted, english, 2)).toMatchObject({ score: 25 + 12, unmet: [] });
    expect(scoreCandidate(wanted, spanish, 2)).toMatchObject({ score: 25 + 12 + 8, unmet: [] });
    expect(scoreCandidate(wanted, abroad, 2).unmet).toEqual(['in Mexico', 'speaks Spanish']);
  });

  it('counts the words a brief gives for one category as one ask, so a bio needs only one', () => {
    const wanted = criteria({
      terms: ['photographer', 'filmmaker', 'photography'],
      categories: ['photography'],
      said: { 'category:photography': ['photographers', 'filmmakers', 'photography'] },
    });
    const says = candidate({ bio: 'Wedding photographer in Lisbon' });
    const labelled = candidate({ categories: ['photography'], bio: 'Singer and actress' });
    expect(scoreCandidate(wanted, says, 2)).toMatchObject({ score: 30, unmet: [] });
    expect(scoreCandidate(wanted, labelled, 2).score).toBe(25);
  });

  it("counts another lexicon word of an asked category at half a term: a comedian fits a brief's comedy", () => {
    const wanted = criteria({
      terms: ['comedy'],
      categories: ['comedy'],
      said: { 'category:comedy': ['comedy'] },
    });
    const comedian = candidate({ bio: 'Stand-up comedian, touring the US' });
    const unrelated = candidate({ bio: 'Baker in Ohio' });
    expect(scoreCandidate(wanted, comedian, 2)).toMatchObject({
      score: 15,
      reasons: ['mentions “comedian”'],
      evidence: true,
    });
    expect(scoreCandidate(wanted, unrelated, 2).evidence).toBe(false);
  });

  it('lets the product favour a creator on topic, and never make one fit alone', () => {
    const wanted = criteria({ terms: ['vegan', 'recipe'], productTerms: ['protein', 'bar'] });
    const both = candidate({ bio: 'Vegan recipe ideas, high protein' });
    const topicOnly = candidate({ bio: 'Vegan recipe ideas' });
    const productOnly = candidate({ bio: 'Protein bar reviews' });
    const picked = scoreCandidate(wanted, both, undefined);
    expect(picked.score).toBeGreaterThan(scoreCandidate(wanted, topicOnly, undefined).score);
    expect(picked.reasons).toContain('mentions “vegan”, “recipe”; fits the product: “protein”');
    expect(scoreCandidate(wanted, productOnly, undefined)).toMatchObject({
      evidence: false,
      unmet: ['the topic'],
    });
  });

  it('places a profile of no known country by its language, below those known to be there', () => {
    const wanted = criteria({
      categories: ['food'],
      countries: ['DE', 'AT'],
      said: { 'country:DE': ['DACH'], 'country:AT': ['DACH'] },
    });
    const known = candidate({ categories: ['food'], country: 'AT', language: null });
    const likely = candidate({ categories: ['food'], country: null, language: 'de' });
    const elsewhere = candidate({ categories: ['food'], country: 'FR', language: 'de' });
    expect(scoreCandidate(wanted, known, undefined)).toMatchObject({ score: 25 + 12, unmet: [] });
    expect(scoreCandidate(wanted, likely, undefined)).toMatchObject({
      score: 25 + 6,
      unmet: [],
      reasons: ['Food & Drink', 'likely in DACH (speaks German)'],
    });
    expect(scoreCandidate(wanted, elsewhere, undefined).unmet).toEqual(['in DACH']);
  });

  it('weighs categories by how much the brief names them', () => {
    const wanted = criteria({
      categories: ['beauty', 'health'],
      categoryWeights: { beauty: 3, health: 1 },
    });
    expect(scoreCandidate(wanted, candidate({ categories: ['beauty'] }), undefined).score).toBe(
      18.8,
    );
    expect(scoreCandidate(wanted, candidate({ categories: ['health'] }), undefined).score).toBe(
      6.3,
    );
  });

  it("counts a country's likely language at half weight when the profile states none", () => {
    const wanted = criteria({ categories: ['technology'], languages: ['es'] });
    const stated = candidate({ categories: ['technology'], language: 'es' });
    const inferred = candidate({ categories: ['technology'], country: 'MX' });
    const other = candidate({ categories: ['technology'], country: 'US' });
    expect(scoreCandidate(wanted, stated, undefined).score).toBe(25 + 8);
    expect(scoreCandidate(wanted, inferred, undefined).reasons).toEqual([
      'Technology',
      'likely speaks Spanish',
    ]);
    expect(scoreCandidate(wanted, inferred, undefined).score).toBe(25 + 4);
    expect(scoreCandidate(wanted, other, undefined).score).toBe(12.5);
  });
});

describe('engagement that cannot be trusted', () => {
  const wanted = criteria({ categories: ['beauty'] });

  it('adds nothing for a missing rate, and nothing for a rate above 100 %', () => {
    const unknown = candidate({ categories: ['beauty'], engagementRate: null });
    const absurd = candidate({ categories: ['beauty'], engagementRate: 132.57 });
    expect(scoreCandidate(wanted, unknown, 2).score).toBe(25);
    expect(scoreCandidate(wanted, absurd, 2).score).toBe(25);
    expect(scoreCandidate(wanted, absurd, 2).reasons).toEqual(['Beauty']);
    expect(plausibleEngagement(132.57)).toBeNull();
    expect(plausibleEngagement(Number.NaN)).toBeNull();
    expect(plausibleEngagement(MAX_PLAUSIBLE_ENGAGEMENT)).toBe(MAX_PLAUSIBLE_ENGAGEMENT);
  });

  it('keeps implausible rates out of the size medians, so they cannot lower the bar either', () => {
    const steady = candidate({ categories: ['beauty'], engagementRate: 2 });
    const peer = candidate({ categories: ['beauty'], engagementRate: 4 });
    const absurd = candidate({ categories: ['beauty'], engagementRate: 14_956 });
    const ranked = rankCandidates(wanted, [steady, peer, absurd], 10);
    // median of 2 and 4 is 3: 4 / 3 / 2 → 6.7 points, 2 / 3 / 2 → 3.3; the absurd one gets none
    expect(ranked.map((p) => [p.candidate.id, p.score])).toEqual([
      [peer.id, 31.7],
      [steady.id, 28.3],
      [absurd.id, 25],
    ]);
  });
});

describe('engagement of different platforms', () => {
  it('judges a TikTok rate (by views) against TikTok profiles of its size, never Instagram ones (by followers)', () => {
    const tiktok = (rate: number) =>
      candidate({ platform: 'tiktok', categories: ['dance'], engagementRate: rate });
    const insta = (rate: number) => candidate({ categories: ['dance'], engagementRate: rate });
    // TikTok's median here is 12 %: 10 % by views is below it, though far above Instagram's 3 %.
    const picks = rankCandidates(
      criteria({ platforms: ['tiktok', 'instagram'], categories: ['dance'] }),
      [tiktok(10), tiktok(12), tiktok(14), insta(2), insta(3), insta(4)],
      10,
    );
    const byRate = new Map(picks.map((p) => [p.candidate.engagementRate, p]));
    const reasons = (rate: number) => byRate.get(rate)?.reasons.join(' | ') ?? '';
    expect(reasons(10)).not.toContain('engagement');
    expect(reasons(14)).toContain('14.0% engagement, above its size');
    expect(reasons(4)).toContain('4.0% engagement, above its size');
  });
});
