import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { datasetImports, influencerSnapshots, influencers } from '../db/schema';
import { useImportWorkspace } from '../test/import-workspace';
import { DatasetFileError, importDataset } from './import-dataset';
import { type DatasetMappingInput, MappingError, parseMapping } from './mapping';

const workspace = useImportWorkspace('import');

/** A mapping for the small test files: handle, followers, name, country, posts, categories, verified. */
function mapping(id: string, date: string, overrides: Partial<DatasetMappingInput> = {}) {
  return parseMapping({
    id,
    label: `Test dataset ${id}`,
    platform: 'instagram',
    date,
    format: { encoding: 'utf-8', delimiter: ',' },
    fields: {
      username: { column: 'handle' },
      name: { column: 'name' },
      followers: { column: 'followers' },
      posts: { column: 'posts' },
      avgLikes: { column: 'likes' },
      country: { column: 'country', meaning: 'creator', format: 'english-name' },
      categories: { columns: ['category'], map: { fashion: 'fashion', travel: 'travel' } },
    },
    ...overrides,
  });
}

const HEADER = 'handle,name,followers,posts,likes,country,category';

function file(...lines: string[]): string {
  return workspace.writeFile('data.csv', [HEADER, ...lines].join('\r\n'));
}

async function run(
  path: string,
  id: string,
  date: string,
  overrides?: Partial<DatasetMappingInput>,
) {
  return importDataset(workspace.database.db, {
    file: path,
    mapping: mapping(id, date, overrides),
  });
}

async function profiles() {
  return workspace.database.db.select().from(influencers).orderBy(asc(influencers.username));
}

async function profile(username: string) {
  const [row] = await workspace.database.db
    .select()
    .from(influencers)
    .where(sql`lower(${influencers.username}) = lower(${username})`);
  return row;
}

async function snapshotsOf(username: string) {
  const row = await profile(username);
  if (!row) return [];
  return workspace.database.db
    .select()
    .from(influencerSnapshots)
    .where(eq(influencerSnapshots.influencerId, row.id))
    .orderBy(asc(influencerSnapshots.takenOn));
}

describe('importDataset', () => {
  it('creates profiles and reports rows read, created, updated and skipped', async () => {
    const report = await run(
      file('anna,Anna A,1.2k,10,100,Spain,fashion', '@bob,Bob,2000,,,,travel'),
      'set-a',
      '2022-06-01',
    );
    expect(report).toMatchObject({
      datasetId: 'set-a',
      platform: 'instagram',
      date: '2022-06-01',
      rowsRead: 2,
      created: 2,
      updated: 0,
      merged: 0,
      skipped: 0,
      snapshots: 2,
    });
    expect(await profile('anna')).toMatchObject({
      platform: 'instagram',
      name: 'Anna A',
      followers: 1200,
      posts: 10,
      avgLikes: 100,
      engagementRate: 8.3333,
      country: 'ES',
      categories: ['fashion'],
      officialCategories: ['fashion'],
      sources: ['set-a'],
      refreshedAt: new Date('2022-06-01T00:00:00Z'),
    });
    expect((await profile('bob'))?.username).toBe('bob');
  });

  it('never duplicates a profile across files and matches handles case-insensitively', async () => {
    await run(file('Anna,Anna,1000,,,,'), 'set-a', '2022-06-01');
    const report = await run(file('ANNA,Anna,1100,,,,', 'carl,Carl,10,,,,'), 'set-b', '2022-09-01');
    expect(report).toMatchObject({ created: 1, updated: 1 });
    const rows = await profiles();
    expect(rows.map((r) => r.username.toLowerCase())).toEqual(['anna', 'carl']);
    expect(rows[0]).toMatchObject({ followers: 1100, sources: ['set-a', 'set-b'] });
  });

  it('lets newer non-empty values win and never erases with an empty value', async () => {
    await run(file('anna,Anna Old,1000,10,50,Spain,fashion'), 'old', '2022-06-01');
    await run(file('anna,,2000,,,France,travel'), 'new', '2022-12-01');
    expect(await profile('anna')).toMatchObject({
      name: 'Anna Old',
      followers: 2000,
      posts: 10,
      avgLikes: 50,
      country: 'FR',
      categories: ['travel'],
      refreshedAt: new Date('2022-12-01T00:00:00Z'),
    });
  });

  it('lets an older dataset only fill empty fields', async () => {
    await run(file('anna,,2000,,,France,'), 'new', '2022-12-01');
    await run(file('anna,Anna Old,1000,10,50,Spain,fashion'), 'old', '2022-06-01');
    expect(await profile('anna')).toMatchObject({
      name: 'Anna Old',
      followers: 2000,
      posts: 10,
      country: 'FR',
      categories: ['fashion'],
      sources: ['new', 'old'],
      refreshedAt: new Date('2022-12-01T00:00:00Z'),
    });
  });

  it('never overwrites curated fields', async () => {
    await run(file('anna,Anna,1000,10,,Spain,fashion'), 'old', '2022-06-01');
    await workspace.database.db.execute(
      sql`update influencers set name = 'Anna (curated)', country = 'PT', curated_fields = array['name', 'country', 'categories']`,
    );
    await run(file('anna,Anna New,5000,20,,France,travel'), 'new', '2022-12-01');
    expect(await profile('anna')).toMatchObject({
      name: 'Anna (curated)',
      country: 'PT',
      categories: ['fashion'],
      followers: 5000,
      posts: 20,
    });
  });

  it('takes one snapshot per dated file, so monthly files become growth history', async () => {
    await run(file('anna,Anna,1000,,10,,'), 'june', '2022-06-01');
    await run(file('anna,Anna,1500,,30,,'), 'september', '2022-09-01');
    await run(file('anna,Anna,1500,,30,,'), 'september', '2022-09-01');
    const snapshots = await snapshotsOf('anna');
    expect(snapshots.map((s) => [s.takenOn, s.followers, s.engagementRate, s.source])).toEqual([
      ['2022-06-01', 1000, 1, 'june'],
      ['2022-09-01', 1500, 2, 'september'],
    ]);
    expect((await profile('anna'))?.sources).toEqual(['june', 'september']);
  });

  it('skips a bad row with its reason and line and writes nothing of it', async () => {
    const report = await run(
      file(
        'anna,Anna,1000,,,,',
        ',No Handle,5,,,,',
        'bob,Bob,-3,,,,',
        'carl,Carl,abc,,,,',
        'dora,Dora,10,-1,,,',
        'emil,Emil,N/A,,,,',
        'fred,Fred,20,,,,',
      ),
      'set-a',
      '2022-06-01',
    );
    expect(report).toMatchObject({ rowsRead: 7, created: 2, skipped: 5 });
    expect(report.skippedByReason).toEqual(
      expect.arrayContaining([
        { reason: 'missing handle', count: 1, lines: [3] },
        { reason: 'followers must not be negative', count: 1, lines: [4] },
        { reason: 'invalid number in followers', count: 1, lines: [5] },
        { reason: 'posts must not be negative', count: 1, lines: [6] },
        { reason: 'missing followers', count: 1, lines: [7] },
      ]),
    );
    expect((await profiles()).map((p) => p.username)).toEqual(['anna', 'fred']);
    const snapshots = await workspace.database.db.select().from(influencerSnapshots);
    expect(snapshots).toHaveLength(2);
  });

  it('keeps the first 10 lines per skip reason and the full count', async () => {
    const bad = Array.from({ length: 12 }, () => 'x,X,-1,,,,');
    const report = await run(file(...bad), 'set-a', '2022-06-01');
    expect(report.skippedByReason).toEqual([
      {
        reason: 'followers must not be negative',
        count: 12,
        lines: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      },
    ]);
  });

  it('merges rows repeating a handle in one file, the last value winning', async () => {
    const report = await run(
      file('anna,Anna,1000,10,,Spain,', 'bob,Bob,5,,,,', 'ANNA,,2000,,,,travel'),
      'set-a',
      '2022-06-01',
    );
    expect(report).toMatchObject({ rowsRead: 3, created: 2, merged: 1, snapshots: 2 });
    expect(await profile('anna')).toMatchObject({
      username: 'ANNA',
      name: 'Anna',
      followers: 2000,
      posts: 10,
      country: 'ES',
      categories: ['travel'],
    });
  });

  it('reports unmapped category labels and unknown countries without skipping the row', async () => {
    const report = await run(
      file('anna,Anna,1000,,,Atlantis,knitting', 'bob,Bob,10,,,,knitting'),
      'set-a',
      '2022-06-01',
    );
    expect(report).toMatchObject({
      created: 2,
      skipped: 0,
      unmappedCategories: [{ label: 'knitting', count: 2 }],
      droppedValues: [{ field: 'country', value: 'Atlantis', count: 1 }],
    });
    expect(await profile('anna')).toMatchObject({
      country: null,
      categories: [],
      officialCategories: ['knitting'],
    });
  });

  it('leaves verified alone when a dataset does not say, and sets it when a newer one does', async () => {
    const withVerified = {
      fields: {
        username: { column: 'handle' },
        followers: { column: 'followers' },
        verified: { column: 'verified' },
      },
    };
    const verifiedFile = (flag: string) =>
      workspace.writeFile('verified.csv', `handle,followers,verified\nanna,1000,${flag}\n`);
    await run(verifiedFile('True'), 'tides', '2022-06-01', withVerified);
    await run(file('anna,Anna,1200,,,,'), 'later', '2022-09-01');
    expect((await profile('anna'))?.verified).toBe(true);
    await run(verifiedFile('False'), 'latest', '2022-12-01', withVerified);
    expect((await profile('anna'))?.verified).toBe(false);
  });

  it('records the import with the file hash, mapping key and report', async () => {
    const report = await run(file('anna,Anna,1000,,,,'), 'set-a', '2022-06-01');
    const [row] = await workspace.database.db.select().from(datasetImports);
    expect(row).toMatchObject({ sha256: report.sha256 });
    expect(row?.mapping).toMatch(/^set-a:[0-9a-f]{64}$/);
    expect(JSON.parse(row?.report ?? '{}')).toMatchObject({ rowsRead: 1, created: 1 });
  });

  it('writes every batch when a file holds more rows than one batch', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => `user${i},User ${i},${i + 1},,,,`);
    const path = file(...rows);
    const report = await importDataset(workspace.database.db, {
      file: path,
      mapping: mapping('set-a', '2022-06-01'),
      batchSize: 5,
    });
    expect(report).toMatchObject({ rowsRead: 23, created: 23, snapshots: 23 });
    expect(await profiles()).toHaveLength(23);
  });

  it('refuses a file that is not valid UTF-8 when its mapping says utf-8', async () => {
    const path = workspace.writeFile(
      'latin.csv',
      Buffer.from([...Buffer.from(`${HEADER}\n`), 0xfd, 0x2c, 0x31, 0x0a]),
    );
    await expect(run(path, 'set-a', '2022-06-01')).rejects.toThrow(DatasetFileError);
    await expect(run(path, 'set-a', '2022-06-01')).rejects.toThrow(/latin1/);
  });

  it('refuses a mapping whose columns are not in the file', async () => {
    const path = workspace.writeFile('other.csv', 'user,subs\nanna,10\n');
    await expect(run(path, 'set-a', '2022-06-01')).rejects.toThrow(MappingError);
    expect(await profiles()).toEqual([]);
  });
});
