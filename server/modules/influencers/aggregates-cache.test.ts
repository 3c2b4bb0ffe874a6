import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertInfluencers(t.database.db, 20);
});
afterAll(() => t?.close());

describe('home-page aggregates', () => {
  it('reuses the statistics for later requests instead of rescanning every profile', async () => {
    const first = await t.request({ method: 'GET', url: '/api/influencer/statistics' });
    expect(first.json().total).toBe(20);
    await insertInfluencers(t.database.db, 5, 100);
    const second = await t.request({ method: 'GET', url: '/api/influencer/statistics' });
    expect(second.json()).toEqual(first.json());
  });

  it('answers concurrent first requests alike', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request({ method: 'GET', url: '/api/influencer/trending?limit=4' }),
      ),
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });
});
