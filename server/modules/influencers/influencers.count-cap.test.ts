import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.execute(
    sql`insert into influencers (platform, username, followers) select 'instagram', 'bulk_' || g, g from generate_series(1, 40050) g`,
  );
  await t.database.db.execute(sql`analyze influencers`);
  token = (await t.signUp()).token;
});
afterAll(() => t?.close());

describe('capped counts', () => {
  it('says the count is capped above 10,000 matches', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/influencer?platform=instagram',
      token,
    });
    expect(res.json()).toMatchObject({ count: 10_000, countCapped: true });
  });

  it('counts exactly at or below 10,000 matches', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/influencer?platform=instagram&followers=30051,',
      token,
    });
    expect(res.json()).toMatchObject({ count: 10_000, countCapped: false });
    const fewer = await t.request({
      method: 'GET',
      url: '/api/influencer?followers=40001,',
      token,
    });
    expect(fewer.json()).toMatchObject({ count: 50, countCapped: false });
  });

  it('serves the same order whether the count is past the cap or under it', async () => {
    const page = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/influencer?${query}`, token });
      return res.json().query.map((c: { followers: number }) => c.followers);
    };
    const descending = [40050, 40049, 40048];
    expect(await page('platform=instagram&limit=3')).toEqual(descending);
    expect(await page('platform=instagram&followers=30051,&limit=3')).toEqual(descending);
    expect(await page('followers=30051,&skip=9997&limit=9')).toEqual([30053, 30052, 30051]);
  });

  it('pages up to the cap and refuses to skip past it, naming skip', async () => {
    const last = await t.request({
      method: 'GET',
      url: '/api/influencer?skip=9999&limit=9',
      token,
    });
    expect(last.json().query).toHaveLength(9);
    const past = await t.request({ method: 'GET', url: '/api/influencer?skip=10001', token });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].path).toBe('query.skip');
  });
});
