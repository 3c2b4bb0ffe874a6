import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@shared/constants/discovery';
import type { InfluencerFacets, InfluencerList } from '@shared/schemas/influencers';
import { importDataset } from '../../import/import-dataset';
import { parseMapping } from '../../import/mapping';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/*
 * Counts and facets are kept per filter set until the profiles change (search-cache.ts): an
 * import, a removal or any other write to the profiles is seen by the next search at once.
 */

let t: TestApp;
let token: string;
let dir: string;

async function importTikTok(name: string, rows: string[]) {
  const file = join(dir, `${name}.csv`);
  writeFileSync(file, ['handle,followers,country', ...rows].join('\n'));
  const mapping = parseMapping({
    id: `test-${name}`,
    label: `Test ${name}`,
    platform: 'tiktok',
    date: '2023-01-01',
    format: { encoding: 'utf-8', delimiter: ',' },
    fields: {
      username: { column: 'handle' },
      followers: { column: 'followers' },
      country: { column: 'country', meaning: 'creator', format: 'alpha2' },
    },
  });
  await importDataset(t.database.db, { file, mapping });
}

async function get<T>(url: string): Promise<T> {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const tiktokCount = async () =>
  (await get<InfluencerList>('/api/influencer?platform=tiktok&followers=1000,')).count;
const tiktokCountries = async () =>
  (await get<InfluencerFacets>('/api/influencer/facets?platform=tiktok')).countries;

beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(join(tmpdir(), 'collabify-search-cache-'));
  await importTikTok('first', [
    'dancer_one,50000,US',
    'dancer_two,60000,US',
    'cook_three,70000,FR',
  ]);
  token = (await t.signUp()).token;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

describe('kept counts and facets', () => {
  it('counts a new import at once, though the same search was just counted', async () => {
    expect(await tiktokCount()).toBe(3);
    expect(await tiktokCount()).toBe(3);
    expect(await tiktokCountries()).toEqual([
      { value: 'US', count: 2 },
      { value: 'FR', count: 1 },
    ]);
    await importTikTok('second', ['gamer_four,80000,FR', 'gamer_five,90000,FR']);
    expect(await tiktokCount()).toBe(5);
    expect(await tiktokCountries()).toEqual([
      { value: 'FR', count: 3 },
      { value: 'US', count: 2 },
    ]);
  });

  it('drops a profile removed since the last count', async () => {
    const before = await tiktokCount();
    await t.database.db.execute(
      sql`update influencers set removed_at = now() where username = 'gamer_five'`,
    );
    expect(await tiktokCount()).toBe(before - 1);
  });
});

describe('a count past the cap', () => {
  const bulk = COUNT_CAP + 50;
  beforeAll(async () => {
    await t.database.db.execute(
      sql`insert into influencers (platform, username, followers)
        select 'instagram', 'bulk_' || g, g from generate_series(1, ${bulk}::int) g`,
    );
    await t.database.db.execute(sql`analyze influencers`);
  });

  it('says it is capped, from the first ask and from the kept count alike', async () => {
    for (let ask = 0; ask < 2; ask++) {
      const list = await get<InfluencerList>('/api/influencer?platform=instagram&limit=3');
      expect(list).toMatchObject({ count: COUNT_CAP, countCapped: true });
      expect(list.query.map((c) => c.followers)).toEqual([bulk, bulk - 1, bulk - 2]);
    }
  });

  it('counts exactly once a write takes the search under the cap', async () => {
    await t.database.db.execute(
      sql`update influencers set removed_at = now() where platform = 'instagram' and followers <= 60`,
    );
    const list = await get<InfluencerList>('/api/influencer?platform=instagram&limit=3');
    expect(list).toMatchObject({ count: bulk - 60, countCapped: false });
  });
});
