import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfluencerList } from '@shared/schemas/influencers';
import { BUNDLED_DATASETS_DIR, mappingPathFor } from '../../import/bundled';
import { importDataset } from '../../import/import-dataset';
import { loadMapping } from '../../import/mapping';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { MOST_WORDS_CAP } from './influencers.service';

// Real rows of the bundled datasets, imported through their own mappings.
const YOUTUBE = 'social-media-influencers-2022/youtube-2022-12.csv';
/** MrBeast 117M (gaming, comedy), MrBean 31.2M, the Spanish MrBeast 23M, Classic Mr Bean 10.1M;
 * Dalas Review 10.2M, Unbox Therapy 18.3M, Marques Brownlee 16.4M (all Science & Technology). */
const YOUTUBE_HANDLES = [
  'MrBeast',
  'MrBean',
  'MrBeast en Español',
  'ClassicMrBean',
  'DalasReview',
  'Unbox Therapy',
  'marquesbrownlee',
];
const INSTAGRAM = 'instagram-influencers-33935-categories.txt';
/** Vegan accounts (food, except curlyfitvegan: beauty) and the largest food accounts of the file. */
const INSTAGRAM_HANDLES = [
  'yourdailyveganfood',
  'thefeedfeed.vegan',
  'veganpumpkins',
  'curlyfitvegan',
  'foodandwine',
  'fithealthyrecipes',
  'marthastewart',
];

let t: TestApp;
let token: string;
let dir: string;

/**
 * A copy of a bundled dataset with only these handles' rows (the first column after `s.no` in the
 * YouTube file, the first in the Instagram one), under the file's own header lines.
 */
function slice(file: string, headerLines: (lines: string[]) => number, handles: string[]) {
  const text = readFileSync(join(BUNDLED_DATASETS_DIR, file), 'utf8');
  const lines = text.split(/\r?\n/);
  const header = headerLines(lines);
  const wanted = new Set(handles.map((h) => h.toLowerCase()));
  const rows = lines.slice(header).filter((line) => {
    const cells = line.split(file.endsWith('.txt') ? '\t' : ',');
    return wanted.has((file.endsWith('.txt') ? cells[0] : cells[1])?.toLowerCase() ?? '');
  });
  expect(rows).toHaveLength(handles.length);
  const path = join(dir, file.replace(/\//g, '-'));
  writeFileSync(path, [...lines.slice(0, header), ...rows].join('\n'));
  return path;
}

async function importSlice(file: string, path: string) {
  const mapping = await loadMapping(mappingPathFor(join(BUNDLED_DATASETS_DIR, file)));
  await importDataset(t.database.db, { file: path, mapping });
}

beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(join(tmpdir(), 'collabify-keywords-'));
  // Generated profiles around them: some in Food & Drink, bios "Fitness coach…" / "Stories from day…".
  await insertInfluencers(t.database.db, 30);
  // More profiles with one word of "quokka zebra" than the most-words pass counts.
  await insertInfluencers(t.database.db, MOST_WORDS_CAP + 10, 5000, {
    bio: 'Quokka photos daily',
    categories: [],
  });
  // The YouTube header cells contain line breaks: the header ends before the first numbered row.
  await importSlice(
    YOUTUBE,
    slice(YOUTUBE, (lines) => lines.findIndex((l) => /^\d+,/.test(l)), YOUTUBE_HANDLES),
  );
  // The Instagram file's second line is a row of '='.
  await importSlice(
    INSTAGRAM,
    slice(INSTAGRAM, () => 2, INSTAGRAM_HANDLES),
  );
  token = (await t.signUp()).token;
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function search(query: Record<string, string | number>): Promise<InfluencerList> {
  const res = await t.request({
    method: 'GET',
    url: '/api/influencer',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const handles = (list: InfluencerList) => list.query.map((c) => c.username);

describe('multi-word keywords', () => {
  it('finds "vegan food": both words in the handle first, then vegan handles in Food & Drink', async () => {
    const result = await search({ keywords: 'vegan food', platform: 'instagram', limit: 100 });
    const found = handles(result);
    // Both words in the handle, and "vegan" as a word of the handle "thefeedfeed.vegan" with
    // "food" through its category; then "vegan" inside a handle: all above the larger food
    // accounts that match "vegan" only as a synonym of their category.
    expect(found.slice(0, 2).sort()).toEqual(['thefeedfeed.vegan', 'yourdailyveganfood']);
    expect(found[2]).toBe('veganpumpkins');
    expect(found).toEqual(expect.arrayContaining(['foodandwine', 'marthastewart']));
    expect(found.indexOf('foodandwine')).toBeGreaterThan(2);
    expect(found).not.toContain('curlyfitvegan'); // beauty: only one of the words
  });

  it('matches "tech" through the Technology category and ranks the profile matching both words first', async () => {
    const result = await search({ keywords: 'tech review', platform: 'youtube', limit: 100 });
    expect(handles(result)[0]).toBe('DalasReview');
  });

  it('lists most-words matches after all-words matches when these fill less than a page', async () => {
    const result = await search({ keywords: 'tech review', platform: 'youtube', limit: 100 });
    // Dalas Review has fewer followers than the two channels that match "tech" only.
    expect(handles(result)).toEqual(['DalasReview', 'Unbox Therapy', 'marquesbrownlee']);
    expect(result.count).toBe(3);
  });

  it(`counts most-words matches up to ${MOST_WORDS_CAP}, then says there are more`, async () => {
    const result = await search({ keywords: 'quokka zebra' });
    expect(result).toMatchObject({ count: MOST_WORDS_CAP, countCapped: true });
    expect(result.query).toHaveLength(9);
  });

  it('pages across the passes without gaps or repeats', async () => {
    const whole = handles(await search({ keywords: 'mr beast', limit: 100 }));
    const paged: string[] = [];
    for (let skip = 0; skip < whole.length + 2; skip += 2) {
      paged.push(...handles(await search({ keywords: 'mr beast', skip, limit: 2 })));
    }
    expect(paged).toEqual(whole);
  });
});

describe('handles typed with spaces or typos', () => {
  it('finds @mrbeast first for "mr beast", then handles containing it, similar ones, and "mr" alone', async () => {
    const result = await search({ keywords: 'mr beast', limit: 100 });
    expect(handles(result)).toEqual(['MrBeast', 'MrBeast en Español', 'MrBean', 'ClassicMrBean']);
    expect(result.count).toBe(4);
  });

  it('ranks MrBeast above Mr Bean for "mrbeats" (about as similar; far larger)', async () => {
    const result = await search({ keywords: 'mrbeats' });
    expect(handles(result)).toEqual(['MrBeast', 'MrBean']);
  });

  it('is typo-tolerant on words typed apart: "mr beats"', async () => {
    const result = await search({ keywords: 'mr beats', limit: 100 });
    // "MrBeast en Español" has "Mr" as a word of its handle (handle words, migration 0025).
    expect(handles(result)).toEqual(['MrBeast', 'MrBean', 'MrBeast en Español', 'ClassicMrBean']);
  });
});

describe('#tag and @handle', () => {
  it('puts the exact account first for @handle', async () => {
    const result = await search({ keywords: '@mrbeast' });
    expect(handles(result)).toEqual(['MrBeast', 'MrBeast en Español']);
  });

  it('searches a #tag as a word: profiles that have it before those in a category it names', async () => {
    const result = await search({ keywords: '#vegan', platform: 'instagram', limit: 100 });
    const found = handles(result);
    expect(found.slice(0, 4).sort()).toEqual([
      'curlyfitvegan',
      'thefeedfeed.vegan',
      'veganpumpkins',
      'yourdailyveganfood',
    ]);
    expect(found).toContain('foodandwine');
  });
});
