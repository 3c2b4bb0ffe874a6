import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfluencerList } from '@shared/schemas/influencers';
import type { InfluencerPicks } from '@shared/schemas/picks';
import { buildDescribeOnlyApp } from '../../openapi-document';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { expectValidationProblem } from '../../test/problems';
import { getDataQuality } from './influencers.service';

let t: TestApp;
let token: string;
const ids: Record<string, string> = {};

/** A creator, a brand, a club and a platform channel, all about protein snacks, all on YouTube. */
const ACCOUNTS = [
  ['creator', 'snackcoach', 'Snack Coach', 'creator', 'default'],
  ['brand', 'acmeprotein', 'Acme Protein', 'brand', 'label:Brand'],
  ['club', 'snackfc', 'Snack FC', 'club', 'rule:club-name'],
  ['platform', 'sports', 'Sports', 'platform', 'rule:youtube-destination'],
] as const;

beforeAll(async () => {
  t = await buildTestApp();
  await insertInfluencers(t.database.db, 60);
  let i = 5000;
  for (const [key, username, name, accountType, accountTypeSource] of ACCOUNTS) {
    const [row] = await insertInfluencers(t.database.db, 1, i++, {
      platform: 'youtube',
      username,
      name,
      bio: 'Vegan protein snacks and fitness recipes',
      categories: ['fitness', 'food'],
      country: 'DE',
      followers: 250_000,
      accountType,
      accountTypeSource,
    });
    ids[key] = row!.id;
  }
  token = (await t.signUp()).token;
});
afterAll(() => t?.close());

async function search(query: Record<string, string>): Promise<InfluencerList> {
  const res = await t.request({ method: 'GET', url: '/api/influencer', query, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const idsOf = (cards: { id: string }[]) => cards.map((c) => c.id);

describe('GET /api/influencer account types', () => {
  it('shows creators only by default; the filter brings brands, clubs and platform channels back', async () => {
    const plain = idsOf((await search({ keywords: 'protein', platform: 'youtube' })).query);
    expect(plain).toContain(ids.creator);
    for (const other of [ids.brand, ids.club, ids.platform]) expect(plain).not.toContain(other);

    const some = await search({
      keywords: 'protein',
      platform: 'youtube',
      accountTypes: 'brand,club',
    });
    expect(idsOf(some.query).sort()).toEqual([ids.brand, ids.club].sort());
    expect(some.query.map((c) => c.accountType).sort()).toEqual(['brand', 'club']);

    const all = idsOf(
      (
        await search({
          keywords: 'protein',
          platform: 'youtube',
          accountTypes: 'creator,brand,media,club,platform',
        })
      ).query,
    );
    for (const id of Object.values(ids)) expect(all).toContain(id);
  });

  it('keeps platform channels out of a followers sort with no keywords', async () => {
    const { query } = await search({ platform: 'youtube', sort: 'followers', limit: '100' });
    expect(query.length).toBeGreaterThan(0);
    expect(query.every((c) => c.accountType === 'creator')).toBe(true);
    const platform = await search({ platform: 'youtube', accountTypes: 'platform' });
    expect(idsOf(platform.query)).toEqual([ids.platform]);
  });

  it('answers 400 naming the field for an unknown account type', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/influencer',
      query: { accountTypes: 'creator,celebrity' },
      token,
    });
    expectValidationProblem(res, 'query.accountTypes');
  });

  it('documents the parameter in the OpenAPI schema', async () => {
    const app = await buildDescribeOnlyApp();
    try {
      const doc = app.swagger() as unknown as OpenAPIV3.Document;
      const search = Object.values(doc.paths)
        .map((item) => item?.get)
        .find((op) => op?.operationId === 'searchInfluencers');
      const params = (search?.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const param = params.find((p) => p.name === 'accountTypes');
      expect(param?.description).toMatch(/default creator only/);
    } finally {
      await app.close();
    }
  });
});

describe('picks and account types', () => {
  const picks = (body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/list/ai-picks', payload: body, token });

  it('AI picks leave non-creators out unless asked for them', async () => {
    const brief = { keywords: 'vegan protein snacks', platform: 'youtube', limit: 50 };
    const res = await picks(brief);
    expect(res.statusCode, res.body).toBe(200);
    const picked = idsOf(res.json<InfluencerPicks>().query.map((p) => p.card));
    expect(picked).toContain(ids.creator);
    expect(picked).not.toContain(ids.brand);
    expect(picked).not.toContain(ids.club);
    expect(picked).not.toContain(ids.platform);

    const withBrands = await picks({ ...brief, accountTypes: ['creator', 'brand'] });
    const again = idsOf(withBrands.json<InfluencerPicks>().query.map((p) => p.card));
    expect(again).toContain(ids.brand);
    expect(again).not.toContain(ids.club);
  });

  it('answers 400 naming the field for an unknown account type in a brief', async () => {
    const res = await picks({ keywords: 'vegan protein', accountTypes: ['celebrity'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toMatch(/^body\.accountTypes/);
  });

  it('find-similar leaves non-creators out unless asked for them', async () => {
    const similar = async (query: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/influencer/${ids.creator}/similar?limit=50${query}`,
        token,
      });
      expect(res.statusCode, res.body).toBe(200);
      return idsOf(res.json<InfluencerPicks>().query.map((p) => p.card));
    };
    const plain = await similar('');
    expect(plain).not.toContain(ids.club);
    expect(plain).not.toContain(ids.brand);
    expect(await similar('&accountTypes=club')).toEqual([ids.club]);
  });
});

describe('data quality', () => {
  it('counts profiles per account type and basis on each platform', async () => {
    const youtube = (await getDataQuality(t.database.db)).find((q) => q.platform === 'youtube');
    const count = (type: string, basis: string) =>
      youtube?.accountTypes.find((a) => a.type === type && a.basis === basis)?.count;
    expect(count('brand', 'label')).toBe(1);
    expect(count('club', 'rule')).toBe(1);
    expect(count('platform', 'rule')).toBe(1);
    expect(count('creator', 'default')).toBe(1);
    // The factory's other profiles were never classified: pending until the next start.
    expect(count('creator', 'pending')).toBe(youtube!.profiles - 4);
  });
});
