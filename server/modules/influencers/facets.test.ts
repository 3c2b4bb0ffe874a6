import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FACET_KEYS,
  type FacetKey,
  type InfluencerFacets,
  type InfluencerList,
} from '@shared/schemas/influencers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { FACETS_PER_MINUTE } from './influencers.routes';

type Query = Record<string, string>;

let t: TestApp;
let token: string;
let rows: Awaited<ReturnType<typeof insertInfluencers>>;

beforeAll(async () => {
  t = await buildTestApp();
  // Instagram and YouTube (the factory alternates them), plus TikTok: three platforms, each with
  // profiles lacking a country, a language or a category.
  rows = [
    ...(await insertInfluencers(t.database.db, 240)),
    ...(await insertInfluencers(t.database.db, 90, 5000, { platform: 'tiktok' })),
    // The factory's YouTube profiles all have a country.
    ...(await insertInfluencers(t.database.db, 30, 6000, { platform: 'youtube', country: null })),
  ];
  token = (await t.signUp()).token;
});
afterAll(() => t?.close());

async function get<T>(url: string, query: Query, auth = true): Promise<T> {
  const res = await t.request({ method: 'GET', url, query, token: auth ? token : undefined });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const facets = (query: Query, auth = true) =>
  get<InfluencerFacets>('/api/influencer/facets', query, auth);
const count = async (query: Query) =>
  (await get<InfluencerList>('/api/influencer', { ...query, limit: '1' })).count;

/** The query with one facet's filter set to `values` (and no include-unknown of its own). */
function choosing(query: Query, key: FacetKey, values: string[], includeUnknown = false): Query {
  const others = (query.includeUnknown ?? '').split(',').filter((k) => k && k !== key);
  const include = includeUnknown ? [...others, key] : others;
  const rest = { ...query };
  delete rest.includeUnknown;
  return {
    ...rest,
    [key]: values.join(','),
    ...(include.length > 0 && { includeUnknown: include.join(',') }),
  };
}

/**
 * Searches on every platform, alone and combined with other filters (some including unknowns),
 * and with keywords: a word in the bios, and two words of which only one is anywhere (the search
 * then lists the most-words matches).
 */
const CONTEXTS: Query[] = [
  ...['instagram', 'youtube', 'tiktok', undefined].flatMap((platform) => {
    const base: Query = platform ? { platform } : {};
    return [
      base,
      { ...base, followers: '5000,', countries: 'US,GB' },
      {
        ...base,
        languages: 'en,pt',
        categories: 'fitness,gaming',
        countries: 'BR',
        includeUnknown: 'languages,countries',
      },
    ];
  }),
  { platform: 'instagram', keywords: 'runner' },
  { keywords: 'runner zebra', followers: '2000,' },
];

describe('GET /api/influencer/facets', () => {
  it.each(CONTEXTS.map((query) => [new URLSearchParams(query).toString() || '(none)', query]))(
    'counts each value exactly as the search finds it when chosen: %s',
    async (_name, query) => {
      const answer = await facets(query);
      let checked = 0;
      for (const key of FACET_KEYS) {
        for (const { value, count: expected } of answer[key]) {
          expect(await count(choosing(query, key, [value])), `${key}=${value}`).toBe(expected);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(0);
    },
  );

  it.each(CONTEXTS.map((query) => [new URLSearchParams(query).toString() || '(none)', query]))(
    'counts exactly what including unknown values adds to each filter: %s',
    async (_name, query) => {
      const answer = await facets(query);
      for (const key of FACET_KEYS) {
        const values = answer[key].map((v) => v.value);
        if (values.length === 0) continue;
        const chosen = values.slice(0, 1);
        const without = await count(choosing(query, key, chosen));
        const withUnknown = await count(choosing(query, key, chosen, true));
        expect(withUnknown - without, key).toBe(answer.unknown[key]);
        if (key !== 'categories') {
          // One value per profile: the values and the unknowns add up to the unfiltered facet.
          const all = await count(choosing(query, key, values, true));
          const sum = answer[key].reduce((total, v) => total + v.count, 0);
          expect(sum + answer.unknown[key], key).toBe(all);
        }
      }
    },
  );

  it('offers only the values the data holds, most frequent first, with profiles lacking one counted apart', async () => {
    const answer = await facets({ platform: 'tiktok' });
    const tiktok = rows.filter((r) => r.platform === 'tiktok');
    const languages = new Set(tiktok.map((r) => r.language).filter(Boolean));
    expect(answer.languages.map((l) => l.value).sort()).toEqual([...languages].sort());
    expect(answer.unknown.languages).toBe(tiktok.filter((r) => r.language === null).length);
    expect(answer.unknown.countries).toBe(
      tiktok.filter((r) => (r.country ?? r.audienceCountry) === null).length,
    );
    expect(answer.unknown.categories).toBe(tiktok.filter((r) => r.categories.length === 0).length);
    const counts = answer.countries.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const pt = answer.languages.find((l) => l.value === 'pt');
    expect(pt?.count).toBe(tiktok.filter((r) => r.language === 'pt').length);
  });

  it('ignores a facet’s own filter but applies the others', async () => {
    const all = await facets({ platform: 'youtube' });
    const filtered = await facets({ platform: 'youtube', languages: 'en', countries: 'US' });
    expect(filtered.languages).toEqual(
      (await facets({ platform: 'youtube', countries: 'US' })).languages,
    );
    expect(filtered.countries).toEqual(
      (await facets({ platform: 'youtube', languages: 'en' })).countries,
    );
    expect(filtered.languages).not.toEqual(all.languages);
  });

  it('answers visitors too, under a per-address rate limit', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/influencer/facets',
      query: { platform: 'instagram' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBe(String(FACETS_PER_MINUTE));
    expect(await facets({ platform: 'instagram' }, false)).toEqual(
      await facets({ platform: 'instagram' }),
    );
  });

  it.each([
    ['sort=followers', 'query.sort'],
    ['skip=9', 'query.skip'],
    ['includeUnknown=emails', 'query.includeUnknown'],
    ['languages=english', 'query.languages'],
  ])('answers 400 for %s naming %s', async (qs, path) => {
    const res = await t.request({ method: 'GET', url: `/api/influencer/facets?${qs}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});

describe('includeUnknown on the search', () => {
  it('adds the profiles without a country to a country filter, and nothing when unfiltered', async () => {
    const query = { platform: 'instagram', countries: 'US', limit: '100' };
    const strict = await get<InfluencerList>('/api/influencer', query);
    const wide = await get<InfluencerList>('/api/influencer', {
      ...query,
      includeUnknown: 'countries',
    });
    const instagram = rows.filter((r) => r.platform === 'instagram');
    const country = (r: (typeof rows)[number]) => r.country ?? r.audienceCountry;
    expect(strict.count).toBe(instagram.filter((r) => country(r) === 'US').length);
    expect(wide.count).toBe(
      instagram.filter((r) => country(r) === 'US' || country(r) === null).length,
    );
    expect(wide.query.every((c) => [null, 'US'].includes(c.country ?? c.audienceCountry))).toBe(
      true,
    );
    expect(await count({ platform: 'instagram', includeUnknown: 'countries' })).toBe(
      instagram.length,
    );
  });

  it('answers 400 for an unknown facet', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/influencer?includeUnknown=followers',
      token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('query.includeUnknown');
  });
});
