import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.execute(
    sql`insert into influencers (platform, username, followers) select 'instagram', 'bulk_' || g, g from generate_series(1, 10050) g`,
  );
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
      url: '/api/influencer?platform=instagram&followers=51,',
      token,
    });
    expect(res.json()).toMatchObject({ count: 10_000, countCapped: false });
    const fewer = await t.request({
      method: 'GET',
      url: '/api/influencer?followers=10001,',
      token,
    });
    expect(fewer.json()).toMatchObject({ count: 50, countCapped: false });
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
