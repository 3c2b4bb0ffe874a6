import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfluencerCard, InfluencerList } from '@shared/schemas/influencers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers, insertSnapshot } from '../../test/influencer-factory';
import { expectValidationProblem } from '../../test/problems';

let t: TestApp;
let token: string;
let rows: Awaited<ReturnType<typeof insertInfluencers>>;

beforeAll(async () => {
  t = await buildTestApp();
  rows = [
    ...(await insertInfluencers(t.database.db, 400)),
    ...(await insertInfluencers(t.database.db, 1, 1000, {
      username: 'Cristiano',
      name: 'Cristiano Ronaldo',
      followers: 600_000_000,
    })),
    ...(await insertInfluencers(t.database.db, 1, 1001, {
      username: 'cristiano.fan',
      name: 'CR7 fan page',
      followers: 90_000,
    })),
  ];
  token = (await t.signUp()).token;
});
afterAll(() => t?.close());

async function search(
  query: Record<string, string | number>,
  auth = true,
): Promise<InfluencerList> {
  const res = await t.request({
    method: 'GET',
    url: '/api/influencer',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token: auth ? token : undefined,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page of a search, walked with `limit`. */
async function allPages(query: Record<string, string | number>, limit = 9) {
  const seen: InfluencerCard[] = [];
  for (let skip = 0; ; skip += limit) {
    const page = await search({ ...query, skip, limit });
    seen.push(...page.query);
    if (page.query.length < limit) return { seen, count: page.count };
  }
}

const isSortedDesc = (values: (number | null)[]) =>
  values.every((v, i) => i === 0 || v === null || (values[i - 1] !== null && values[i - 1]! >= v));

describe('GET /api/influencer filters', () => {
  it('returns only rows inside every range and in the chosen countries, categories and languages', async () => {
    const query = {
      platform: 'instagram',
      followers: '5000,2000000',
      engagements: '2,15',
      averageViews: '1000,',
      publications: '10,5000',
      countries: 'US,GB,FR',
      categories: 'fitness,fashion',
      languages: 'en,pt',
    };
    const { seen, count } = await allPages(query, 20);
    expect(seen.length).toBeGreaterThan(0);
    expect(count).toBe(seen.length);
    for (const card of seen) {
      expect(card.platform).toBe('instagram');
      expect(card.followers).toBeGreaterThanOrEqual(5000);
      expect(card.followers).toBeLessThanOrEqual(2_000_000);
      expect(card.engagementRate).toBeGreaterThanOrEqual(2);
      expect(card.engagementRate).toBeLessThanOrEqual(15);
      expect(card.avgViews).toBeGreaterThanOrEqual(1000);
      expect(card.posts).toBeGreaterThanOrEqual(10);
      expect(card.posts).toBeLessThanOrEqual(5000);
      expect(['US', 'GB', 'FR']).toContain(card.country ?? card.audienceCountry);
      expect(card.categories.some((c) => ['fitness', 'fashion'].includes(c))).toBe(true);
      expect(['en', 'pt']).toContain(card.language);
    }
  });

  it('matches the count of the same filter computed from the inserted rows', async () => {
    const expected = rows.filter(
      (r) => r.platform === 'youtube' && (r.followers ?? 0) >= 100_000 && r.country === 'BR',
    ).length;
    const result = await search({
      platform: 'youtube',
      followers: '100000',
      countries: 'br',
      limit: 100,
    });
    expect(result.count).toBe(expected);
    expect(result.countCapped).toBe(false);
  });

  it.each(['followers', 'engagementRate', 'avgViews', 'avgLikes'] as const)(
    'sorts by %s, descending with unknown values last',
    async (sort) => {
      const { seen } = await allPages({ platform: 'instagram', sort }, 50);
      expect(isSortedDesc(seen.map((c) => c[sort]))).toBe(true);
      expect(seen.length).toBe(rows.filter((r) => r.platform === 'instagram').length);
    },
  );

  it('pages without overlaps or gaps', async () => {
    const { seen } = await allPages({ platform: 'instagram', sort: 'engagementRate' }, 9);
    const big = await search({ platform: 'instagram', sort: 'engagementRate', limit: 100 });
    expect(seen.slice(0, 100).map((c) => c.id)).toEqual(big.query.map((c) => c.id));
    expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
  });

  it('returns 9 cards by default', async () => {
    expect((await search({})).query).toHaveLength(9);
  });
});

describe('keywords', () => {
  it('matches words in the bio with a prefix on the last word', async () => {
    const result = await search({ keywords: 'fitness coa', limit: 100 });
    expect(result.count).toBe(rows.filter((r) => r.bio?.startsWith('Fitness coach')).length);
  });

  it('matches handles containing the text, taking _ and % literally', async () => {
    const fan = await search({ keywords: 'iano.f' });
    expect(fan.query.map((c) => c.username)).toEqual(['cristiano.fan']);
    const wildcard = await search({ keywords: 'ano_fa' });
    expect(wildcard.query.map((c) => c.username)).not.toContain('cristiano.fan');
  });

  it('stays exact while exact matches exist: no typo-tolerant extras', async () => {
    const result = await search({ keywords: 'cristiano', limit: 100 });
    expect(result.query.map((c) => c.username).sort()).toEqual(['Cristiano', 'cristiano.fan']);
  });

  it('finds a handle despite a typo', async () => {
    const result = await search({ keywords: 'cristano' });
    expect(result.query.map((c) => c.username)).toContain('Cristiano');
  });

  it('puts the exact account first for @handle', async () => {
    const result = await search({ keywords: '@cristiano' });
    expect(result.query[0]!.username).toBe('Cristiano');
  });
});

describe('look-ups', () => {
  it('returns cards for ids in the order asked', async () => {
    const ids = [rows[5]!.id, rows[2]!.id];
    const result = await search({ ids: ids.join(',') });
    expect(result.query.map((c) => c.id)).toEqual(ids);
  });

  it('returns cards for handles on a platform, case-insensitively, and needs the platform', async () => {
    const result = await search({ names: '@CREATOR_1,creator_2,nobody', platform: 'instagram' });
    expect(result.query.map((c) => c.username)).toEqual(['creator_1', 'creator_2']);
    const res = await t.request({ method: 'GET', url: '/api/influencer?names=creator_1', token });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('query.platform');
  });
});

describe('whether an email is known', () => {
  it('tells a signed-in user which profiles their outreach has an address for, by their own contacts', async () => {
    // makeInfluencer gives every 4th profile a public email: rows 4 and 8 have one, 5 and 6 not.
    const [withPublic, mine, none] = [rows[4]!, rows[5]!, rows[6]!];
    const ids = [withPublic.id, mine.id, none.id].join(',');
    const saved = await t.request({
      method: 'PUT',
      url: `/api/influencer/${mine.id}/contact-email`,
      token,
      payload: { email: 'mine@inbox.example' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const known = (cards: InfluencerCard[]) => cards.map((c) => [c.username, c.emailKnown]);
    expect(known((await search({ ids })).query)).toEqual([
      [withPublic.username, true],
      [mine.username, true],
      [none.username, false],
    ]);
    // Another user does not know the address saved by the first.
    const other = await t.signUp();
    const res = await t.request({
      method: 'GET',
      url: `/api/influencer?ids=${ids}`,
      token: other.token,
    });
    expect(known(res.json<InfluencerList>().query)).toEqual([
      [withPublic.username, true],
      [mine.username, false],
      [none.username, false],
    ]);
    // Searches say it too.
    const page = await search({ platform: 'instagram', limit: 20 });
    expect(page.query.every((c) => typeof c.emailKnown === 'boolean')).toBe(true);
  });
});

describe('bad parameters and access', () => {
  it.each([
    ['followers=abc', 'query.followers'],
    ['followers=500,100', 'query.followers'],
    ['limit=101', 'query.limit'],
    ['sort=random', 'query.sort'],
    ['platform=myspace', 'query.platform'],
    ['countries=USA', 'query.countries'],
    ['categories=knitting', 'query.categories'],
    ['skip=-1', 'query.skip'],
    ['colour=red', 'query.colour'],
    ['followers=1.5,', 'query.followers'],
    ['publications=,99999999999999999999', 'query.publications'],
    ['names=a%00b&platform=instagram', 'query.names'],
  ])('answers 400 for %s naming %s', async (qs, path) => {
    const res = await t.request({ method: 'GET', url: `/api/influencer?${qs}`, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('answers 401 without a token on the full list and on a profile', async () => {
    expect((await t.request({ method: 'GET', url: '/api/influencer' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: `/api/influencer/${rows[0]!.id}` })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/influencer/public-list', () => {
  const pub = (qs: string) =>
    t.request({ method: 'GET', url: `/api/influencer/public-list?${qs}` });

  it('serves the first 3 pages without emails but says an email is known', async () => {
    const res = await pub('platform=instagram&limit=27');
    const cards: InfluencerCard[] = res.json().query;
    expect(cards).toHaveLength(27);
    expect(cards.every((c) => c.email === null)).toBe(true);
    expect(cards.some((c) => c.hasEmail)).toBe(true);
    // Whether the viewer knows an address is a signed-in user's matter.
    expect(cards.every((c) => !('emailKnown' in c))).toBe(true);
  });

  it('never returns rows past the 27th, even with a large limit', async () => {
    expect((await pub('skip=18&limit=100')).json().query).toHaveLength(9);
  });

  it.each([
    ['followers=1.5,', 'query.followers', /whole number/],
    ['followers=99999999999999999999,', 'query.followers', /at most 9007199254740991/],
    ['averageViews=,99999999999999999999', 'query.averageViews', /at most/],
    ['publications=99999999999999999999', 'query.publications', /at most/],
    ['publications=1e3', 'query.publications', /min,max/],
    ['engagements=2,1e400', 'query.engagements', /min,max/],
    ['keywords=yoga%00', 'query.keywords', /NUL/],
    ['names=a%00b&platform=instagram', 'query.names', /NUL/],
  ])('answers 400 to a visitor for %s, naming %s in problem details', async (qs, path, message) => {
    expectValidationProblem(await pub(qs), path, message);
  });

  it('answers 400 to the facets for the same ranges and text', async () => {
    for (const [qs, path] of [
      ['averageViews=1.5,', 'query.averageViews'],
      ['followers=99999999999999999999', 'query.followers'],
      ['keywords=a%00', 'query.keywords'],
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/influencer/facets?${qs}` });
      expectValidationProblem(res, path!);
    }
  });

  it('accepts the largest exact count and a decimal engagement percent', async () => {
    const res = await pub('followers=9007199254740991&engagements=2.5,15.75');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(0);
  });

  it('answers 403 asking to sign in from page 4', async () => {
    const res = await pub('skip=27');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: 'urn:collabify:problem:sign-in-required' });
    expect(res.json().detail).toMatch(/sign in/i);
  });
});

describe('profiles, statistics and trending', () => {
  it('returns the full profile with snapshots oldest first, and 404 for an unknown id', async () => {
    const id = rows[10]!.id;
    await insertSnapshot(t.database.db, id, '2022-12-01', 2000);
    await insertSnapshot(t.database.db, id, '2022-11-01', 1500);
    const res = await t.request({ method: 'GET', url: `/api/influencer/${id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json().snapshots.map((s: { takenOn: string }) => s.takenOn)).toEqual([
      '2022-11-01',
      '2022-12-01',
    ]);
    expect(res.json().bio).toBe(rows[10]!.bio);
    const missing = await t.request({
      method: 'GET',
      url: '/api/influencer/00000000-0000-4000-8000-000000000000',
      token,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('counts profiles per platform, country and category', async () => {
    const res = await t.request({ method: 'GET', url: '/api/influencer/statistics' });
    const stats = res.json();
    expect(stats.total).toBe(402);
    expect(stats.countryCount).toBe(
      new Set(rows.map((r) => r.country ?? r.audienceCountry).filter(Boolean)).size,
    );
    const youtube = stats.platforms.find((p: { platform: string }) => p.platform === 'youtube');
    expect(youtube.profiles).toBe(rows.filter((r) => r.platform === 'youtube').length);
    const fitness = stats.categories.find((c: { category: string }) => c.category === 'fitness');
    expect(fitness.profiles).toBe(rows.filter((r) => r.categories?.includes('fitness')).length);
  });

  it('ranks trending profiles by follower growth per 30 days over their newest year of snapshots', async () => {
    const [a, b, c] = [rows[20]!.id, rows[21]!.id, rows[22]!.id];
    await insertSnapshot(t.database.db, a, '2022-11-01', 1000);
    await insertSnapshot(t.database.db, a, '2022-12-01', 5000); // +4,000 in 30 days
    await insertSnapshot(t.database.db, b, '2022-06-01', 10_000);
    await insertSnapshot(t.database.db, b, '2022-12-27', 14_000); // +4,000 in 209 days: slower
    await insertSnapshot(t.database.db, c, '2020-01-01', 1);
    await insertSnapshot(t.database.db, c, '2022-12-01', 900_000); // first point outside the year
    const res = await t.request({ method: 'GET', url: '/api/influencer/trending?limit=3' });
    const top = res.json().query;
    expect(top[0]).toMatchObject({
      id: a,
      followersGrowth: 4000,
      followersGrowthPercent: 400,
      email: null,
    });
    expect(top[1]).toMatchObject({ id: b, followersGrowth: Math.round((4000 * 30) / 209) });
    expect(top.map((card: { id: string }) => card.id)).not.toContain(c);
  });
});
