import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfluencerPick, InfluencerPicks } from '@shared/schemas/picks';
import { BUNDLED_DATASETS_DIR, mappingPathFor } from '../../import/bundled';
import { importDataset } from '../../import/import-dataset';
import { loadMapping } from '../../import/mapping';
import { influencers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { INTENT_FREE_WORDS } from './intent';

/**
 * Picks for briefs on real rows: two monthly HypeAuditor Instagram exports (Beauty categories,
 * audience countries) and the December YouTube export, whose "NewOnNetflix" and news channels
 * were the picks for any brief saying "new" before briefs were read for intent.
 */
const FILES = [
  'social-media-influencers-2022/instagram-2022-11.csv',
  'social-media-influencers-2022/instagram-2022-12.csv',
  'social-media-influencers-2022/youtube-2022-12.csv',
];

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of FILES) {
    const file = join(BUNDLED_DATASETS_DIR, name);
    await importDataset(t.database.db, {
      file,
      mapping: await loadMapping(mappingPathFor(file)),
      fileName: name,
    });
  }
  token = (await t.signUp()).token;
}, 60_000);
afterAll(() => t?.close());

const picksFor = async (keywords: string, limit = 10) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/list/ai-picks',
    payload: { keywords, limit },
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InfluencerPicks>().query;
};

const countryOf = (p: InfluencerPick) => [p.card.country, p.card.audienceCountry];
const inUsOrUk = (p: InfluencerPick) => countryOf(p).some((c) => c === 'US' || c === 'GB');
/** A reason naming a brief word ("mentions “x”, “y”") names only these words. */
const mentioned = (p: InfluencerPick) =>
  p.reasons
    .filter((r) => r.startsWith('mentions '))
    .flatMap((r) => [...r.matchAll(/“([^”]+)”/g)].map((m) => m[1]!));

describe('POST /api/list/ai-picks reads a brief for intent', () => {
  const brief = 'Promote our new vitamin C glow serum to skincare fans in the US and UK';

  it('picks beauty creators in the US or UK for the vitamin C serum brief, none for “new”', async () => {
    const picks = await picksFor(brief);
    expect(picks).toHaveLength(10);
    const fitting = picks.filter((p) => p.card.categories.includes('beauty') && inUsOrUk(p));
    expect(fitting.length).toBeGreaterThanOrEqual(8);
    for (const pick of picks) {
      expect(mentioned(pick).filter((w) => INTENT_FREE_WORDS.has(w))).toEqual([]);
      const onTopicOrPlace =
        pick.card.categories.includes('beauty') || inUsOrUk(pick) || mentioned(pick).length > 0;
      expect(onTopicOrPlace, pick.card.username).toBe(true);
    }
    expect(picks[0]!.reasons.slice(0, 2)).toEqual([
      'Beauty (“skincare”)',
      expect.stringMatching(/^(audience )?in United (States \(“US”\)|Kingdom \(“UK”\))$/),
    ]);
    const scores = picks.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('ranks the channels that only share the word “new” below every beauty creator in the US or UK', async () => {
    const picks = await picksFor(brief, 50);
    const lastFitting = picks.findLastIndex(
      (p) => p.card.categories.includes('beauty') && inUsOrUk(p),
    );
    const offTopic = picks.findIndex((p) => !p.card.categories.includes('beauty'));
    expect(lastFitting).toBeGreaterThanOrEqual(7);
    if (offTopic !== -1) expect(offTopic).toBeGreaterThan(lastFitting);
    for (const pick of picks.filter((p) => !p.card.categories.includes('beauty')))
      expect(pick.reasons.some((r) => /^(audience )?in /.test(r))).toBe(true);
  });

  it('answers no picks for a brief made only of words without intent', async () => {
    expect(await picksFor('Launch our new product: promote the brand to fans')).toEqual([]);
  });

  it('gives a profile whose engagement rate is over 100 % no more than one whose rate is unknown', async () => {
    const twin = { categories: ['beauty'], country: 'GB', followers: 50_000, name: 'Serum Lab' };
    const [absurd, unknown] = await insertInfluencers(t.database.db, 2, 9_000, twin);
    await t.database.db
      .update(influencers)
      .set({ engagementRate: 132.57 })
      .where(eq(influencers.id, absurd!.id));
    await t.database.db
      .update(influencers)
      .set({ engagementRate: null })
      .where(eq(influencers.id, unknown!.id));
    const picks = await picksFor('Skincare serum creators in the UK', 50);
    const [a, u] = [absurd!, unknown!].map((row) => picks.find((p) => p.card.id === row.id));
    expect(a?.card.engagementRate).toBe(132.57);
    expect(a?.score).toBe(u?.score);
    expect(a?.reasons).toEqual(u?.reasons);
    expect(a?.reasons.some((r) => r.includes('engagement'))).toBe(false);
  });
});

describe('POST /api/list/ai-picks when few profiles fit the brief', () => {
  it('shows the few that fit, and the nearest others apart with what they miss', async () => {
    const topic = { categories: ['food'], bio: 'Fermentation and kombucha brewing at home' };
    const fits = await insertInfluencers(t.database.db, 2, 20_000, { ...topic, country: 'AT' });
    const elsewhere = await insertInfluencers(t.database.db, 3, 20_100, {
      ...topic,
      country: 'FR',
    });
    // In the place asked for, but about something else: never a pick, never an alternative.
    const placeOnly = await insertInfluencers(t.database.db, 5, 20_200, {
      categories: ['gaming'],
      bio: 'Speedruns every night',
      country: 'AT',
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/list/ai-picks',
      payload: { keywords: 'Kombucha brewing creators in Austria for our tea brand', limit: 10 },
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { query, alternatives } = res.json<InfluencerPicks>();
    expect(query.map((p) => p.card.id).sort()).toEqual(fits.map((r) => r.id).sort());
    expect(query[0]!.reasons).toEqual(
      expect.arrayContaining(['mentions “kombucha”, “brewing”', 'in Austria']),
    );
    const near = alternatives.map((p) => p.card.id);
    expect(near).toEqual(expect.arrayContaining(elsewhere.map((r) => r.id)));
    expect(alternatives.length).toBeLessThanOrEqual(10 - query.length);
    for (const pick of alternatives) expect(pick.unmet).toEqual(['in Austria']);
    for (const row of placeOnly)
      expect([...near, ...query.map((p) => p.card.id)]).not.toContain(row.id);
  });
});
