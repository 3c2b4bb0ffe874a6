import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfluencerList, InfluencerProfile } from '@shared/schemas/influencers';
import { importDataset } from '../../import/import-dataset';
import { parseMapping } from '../../import/mapping';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/*
 * TikTok's engagement rate is by average views, Instagram's and YouTube's by followers (issue 31):
 * imported through the real pipeline, then read through the discovery routes.
 */

let t: TestApp;
let token: string;
let dir: string;

/** TikTok rows: by followers `big` would lead (52 %), by views it is last (13 %). */
const TIKTOK = [
  'handle,followers,views,likes,comments',
  'big,1000000,4000000,500000,20000',
  'steady,1000000,200000,40000,2000',
  'small,50000,60000,9000,600',
].join('\n');
/** (likes + comments) ÷ views × 100 of each row. */
const BY_VIEWS = { steady: 21, small: 16, big: 13 };

async function importFile(platform: 'tiktok' | 'instagram', data: string) {
  const file = join(dir, `${platform}.csv`);
  writeFileSync(file, data);
  const mapping = parseMapping({
    id: `test-${platform}`,
    label: `Test ${platform}`,
    platform,
    date: '2022-12-01',
    format: { encoding: 'utf-8', delimiter: ',' },
    fields: {
      username: { column: 'handle' },
      followers: { column: 'followers' },
      avgViews: { column: 'views' },
      avgLikes: { column: 'likes' },
      avgComments: { column: 'comments' },
    },
  });
  await importDataset(t.database.db, { file, mapping });
}

async function get<T>(url: string, query: Record<string, string> = {}): Promise<T> {
  const res = await t.request({ method: 'GET', url, query, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(join(tmpdir(), 'collabify-engagement-basis-'));
  await importFile('tiktok', TIKTOK);
  await importFile('instagram', 'handle,followers,views,likes,comments\ninsta,100000,,3000,200');
  token = (await t.signUp()).token;
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('engagement rate basis', () => {
  it('sorts TikTok by the rate by views and labels its cards "views"', async () => {
    const list = await get<InfluencerList>('/api/influencer', {
      platform: 'tiktok',
      sort: 'engagementRate',
    });
    expect(list.query.map((c) => [c.username, c.engagementRate, c.engagementRateBasis])).toEqual([
      ['steady', BY_VIEWS.steady, 'views'],
      ['small', BY_VIEWS.small, 'views'],
      ['big', BY_VIEWS.big, 'views'],
    ]);
  });

  it('keeps Instagram by followers, on the card and the profile', async () => {
    const list = await get<InfluencerList>('/api/influencer', { platform: 'instagram' });
    const [card] = list.query;
    expect(card).toMatchObject({ username: 'insta', engagementRate: 3.2 });
    expect(card?.engagementRateBasis).toBe('followers');
    const profile = await get<InfluencerProfile>(`/api/influencer/${card?.id}`);
    expect(profile.engagementRateBasis).toBe('followers');
  });

  it('says in the OpenAPI description which basis each platform uses', async () => {
    const document = await get<{ components: { schemas: Record<string, unknown> } }>(
      '/api/openapi.json',
    );
    const text = JSON.stringify(document);
    expect(text).toContain('TikTok: by views — (average likes + average comments) ÷ average views');
    expect(text).toContain('Instagram and YouTube: by followers');
    expect(text).toContain('What engagementRate is a percent of: \\"views\\" on TikTok');
  });
});
