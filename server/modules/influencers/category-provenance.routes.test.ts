import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfluencerList, InfluencerProfile } from '@shared/schemas/influencers';
import { importDataset } from '../../import/import-dataset';
import { parseMapping } from '../../import/mapping';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// Issue 31, item 4: each category says where it came from and how sure it is; a platform label
// read as several categories holds only where the profile's own words confirm it.
let t: TestApp;
let token: string;
let dir: string;

beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(join(tmpdir(), 'collabify-categories-'));
  const file = join(dir, 'channels.csv');
  writeFileSync(
    file,
    [
      'channel,title,bio,subscribers,category',
      'kitchenkarin,Kitchen Karin,"Easy recipes from my kitchen, dinner ideas weekly",90000,Howto & Style',
      'glowwithmia,Glow with Mia,Makeup tutorials and skincare,80000,Howto & Style',
      'anaruiz,Ana Ruiz,,70000,Howto & Style',
      'popbeat,Pop Beat,,60000,Music',
    ].join('\n'),
  );
  await importDataset(t.database.db, {
    file,
    mapping: parseMapping({
      id: 'test-howto',
      label: 'Test channels',
      platform: 'youtube',
      date: '2023-06-01',
      format: { encoding: 'utf-8', delimiter: ',' },
      fields: {
        username: { column: 'channel' },
        name: { column: 'title' },
        bio: { column: 'bio' },
        followers: { column: 'subscribers' },
        categories: {
          columns: ['category'],
          map: { 'Howto & Style': ['diy', 'beauty', 'fashion'], Music: 'music' },
        },
      },
    }),
  });
  token = (await t.signUp()).token;
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function profileOf(username: string): Promise<InfluencerProfile> {
  const query = new URLSearchParams({ keywords: `@${username}`, platform: 'youtube' });
  const list = await t.request({ method: 'GET', url: `/api/influencer?${query}`, token });
  const card = list.json<InfluencerList>().query[0]!;
  const res = await t.request({ method: 'GET', url: `/api/influencer/${card.id}`, token });
  expect(res.statusCode).toBe(200);
  return res.json<InfluencerProfile>();
}

describe('category provenance', () => {
  it("files a cooking channel under its bio's category, not the label's fashion or beauty", async () => {
    const karin = await profileOf('kitchenkarin');
    expect(karin.categories).toEqual(['food']);
    expect(karin.categoryEvidence).toEqual([
      expect.objectContaining({ slug: 'food', source: 'bio', label: null, confidence: 0.75 }),
    ]);
  });

  it('keeps the label where the bio confirms it, and at a third each where nothing can', async () => {
    const mia = await profileOf('glowwithmia');
    expect(mia.categoryEvidence).toEqual([
      {
        slug: 'beauty',
        source: 'mapping',
        label: 'Howto & Style',
        confidence: 1,
        words: ['glow', 'makeup', 'skincare'],
      },
    ]);
    const plain = await profileOf('anaruiz');
    expect(plain.categories).toEqual(['diy', 'beauty', 'fashion']);
    for (const e of plain.categoryEvidence!) expect(e.confidence).toBeCloseTo(1 / 3);
    const pop = await profileOf('popbeat');
    expect(pop.categoryEvidence).toEqual([
      { slug: 'music', source: 'label', label: 'Music', confidence: 1, words: [] },
    ]);
  });

  it('leaves the cooking channel out of a fashion filter', async () => {
    const query = new URLSearchParams({ categories: 'fashion', platform: 'youtube' });
    const res = await t.request({ method: 'GET', url: `/api/influencer?${query}`, token });
    const found = res.json<InfluencerList>().query.map((c) => c.username);
    expect(found).toContain('anaruiz');
    expect(found).not.toContain('kitchenkarin');
  });
});
