import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { influencers } from '../db/schema';
import { listKeptApartPairs } from '../modules/influencers/suspected-duplicates';
import { byCell, excerpt as excerptOf, type RecordPick } from '../test/dataset-excerpt';
import { useImportWorkspace } from '../test/import-workspace';
import { importDataset } from './import-dataset';
import { loadDisputedNames } from './import.repository';
import { type DatasetMapping, parseMapping } from './mapping';

/*
 * Issue 31 item 5, "once each", on REAL rows copied byte for byte from the shipped datasets and
 * imported with their real mappings: twins merged by the identity rules (also when a later import
 * gives one twin its platform id), the pairs kept apart listed with why, and a display name that
 * belongs to another channel caught.
 */

const workspace = useImportWorkspace('twins');

const YT_2022_12 = 'social-media-influencers-2022/youtube-2022-12.csv';
const YT_MOST_SUBSCRIBED = 'youtube-most-subscribed-1000-channels.csv';
const YT_GLOBAL_2023 = 'youtube-global-statistics-2023.csv';
const YT_TOP_1000 = 'youtube-top-1000-youtubers-avg-engagement.csv';

const excerpt = (name: string, picks: RecordPick[]) => excerptOf(workspace, name, picks);

const load = (part: { file: string; mapping: DatasetMapping }) =>
  importDataset(workspace.database.db, part);

/** The YouTube profiles holding identity key `key`. */
function withKey(key: string) {
  return workspace.database.db
    .select()
    .from(influencers)
    .where(
      and(
        eq(influencers.platform, 'youtube'),
        sql`${influencers.matchKeys} && array[${key}]::text[]`,
      ),
    );
}

/**
 * A file from outside the project, as the "75 top YouTube channels" was: a channel id, a
 * title and a subscriber count, imported by a mapping alone.
 */
function outsideFile(rows: [channelId: string, title: string, subscribers: number][]) {
  const file = workspace.writeFile(
    'top-channels.csv',
    ['channel_id,title,subscribers', ...rows.map((r) => `${r[0]},"${r[1]}",${r[2]}`)].join('\n'),
  );
  const mapping = parseMapping({
    id: 'outside-top-channels',
    label: 'Top YouTube channels (outside file)',
    platform: 'youtube',
    date: '2023-11-01',
    format: { encoding: 'utf-8', delimiter: ',' },
    fields: {
      username: { column: 'title', kind: 'handle-or-name' },
      name: { column: 'title' },
      platformId: { column: 'channel_id' },
      followers: { column: 'subscribers' },
    },
  });
  return { file, mapping };
}

describe('twins on real rows: one profile per channel', () => {
  it('joins a fast-growing channel across sources (DaFuq!?Boom! 19.6M in 2023-07, DaFuqBoom 29.8M in 2023-10)', async () => {
    await load(await excerpt(YT_GLOBAL_2023, [byCell(1, 'DaFuq!?Boom!')]));
    const report = await load(await excerpt(YT_TOP_1000, [byCell(1, 'DaFuqBoom')]));

    expect(report).toMatchObject({ created: 0, updated: 1 });
    expect(report.identityMerges[0]?.evidence).toMatch(/^same name "dafuqboom", followers .* ≤ /);
    const profiles = await withKey('dafuqboom');
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({
      platformId: 'UCsSsgPaZ2GSmO6il8Cb5iGA',
      followers: 29_800_000,
      name: 'DaFuq!?Boom!',
    });
    expect(profiles[0]!.sources.sort()).toEqual([
      'youtube-global-statistics-2023',
      'youtube-top-1000-youtubers-avg-engagement',
    ]);
    expect(await listKeptApartPairs(workspace.database.db)).toEqual([]);
  });

  it("joins a channel's generated YouTube handle to its name (dianaandromaesp331 is Diana and Roma ESP)", async () => {
    await load(await excerpt(YT_GLOBAL_2023, [byCell(1, 'Diana and Roma ESP')]));
    const report = await load(await excerpt(YT_TOP_1000, [byCell(1, 'dianaandromaesp331')]));

    expect(report).toMatchObject({ created: 0, updated: 1 });
    const [profile, ...others] = await withKey('dianaandromaesp');
    expect(others).toEqual([]);
    expect(profile).toMatchObject({
      username: 'dianaandromaesp331',
      name: 'Diana and Roma ESP',
      platformId: 'UCqNmJfc7RgMU6hTxOOuCYHQ',
    });
  });

  it('merges the other twin when an import gives one its platform id and the name of the other', async () => {
    // Cocomelon exists twice in the datasets: as HypeAuditor's checkgate ("Cocomelon - Nursery
    // Rhymes") and as the top-1000's CoComelon with the channel id; nothing ties the two.
    await load(await excerpt(YT_2022_12, [byCell(1, 'checkgate')]));
    await load(await excerpt(YT_TOP_1000, [byCell(1, 'CoComelon')]));
    expect(await withKey('cocomelon')).toHaveLength(1);
    expect(await withKey('cocomelonnurseryrhymes')).toHaveLength(1);

    const report = await load(
      outsideFile([['UCbCmjCuTUZos6Inko4u57UQ', 'Cocomelon - Nursery Rhymes', 168_000_000]]),
    );

    expect(report).toMatchObject({ created: 0, updated: 1 });
    expect(report.twinsMerged).toEqual([
      expect.objectContaining({ kept: 'CoComelon', merged: 'checkgate', done: true }),
    ]);
    expect(report.twinsMerged[0]!.evidence).toMatch(/same name "cocomelonnurseryrhymes"/);
    const [only, ...others] = await withKey('cocomelonnurseryrhymes');
    expect(others).toEqual([]);
    expect(only).toMatchObject({
      platformId: 'UCbCmjCuTUZos6Inko4u57UQ',
      followers: 168_000_000,
      name: 'Cocomelon - Nursery Rhymes',
    });
    expect(only!.matchKeys).toEqual(expect.arrayContaining(['cocomelon', 'checkgate']));
    expect(only!.sources).toEqual(
      expect.arrayContaining([
        'social-media-2022-youtube-2022-12',
        'youtube-top-1000-youtubers-avg-engagement',
        'outside-top-channels',
      ]),
    );
  });

  it('keeps a twin apart when the followers disagree, and data:quality says why', async () => {
    // Like Nastya (104M) and the channel Like Nastya Show (42.5M): a row naming Like Nastya Show
    // "Like Nastya" does not make the two one.
    await load(await excerpt(YT_MOST_SUBSCRIBED, [byCell(1, 'Like Nastya')]));
    await load(await excerpt(YT_TOP_1000, [byCell(1, 'LikeNastya_Show')]));
    const report = await load(
      outsideFile([['UCS94J1s6-qc8v7btCdS2pNg', 'Like Nastya', 43_000_000]]),
    );

    expect(report.twinsMerged).toEqual([]);
    expect(await withKey('likenastya')).toHaveLength(2);
    const pairs = await listKeptApartPairs(workspace.database.db);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ platform: 'youtube', key: 'likenastya' });
    expect(pairs[0]!.reason).toMatch(/^same name "likenastya" but followers disagree: .* > ×/);
  });

  it('lists two channels sharing a name under two platform ids as kept apart', async () => {
    await load(
      await excerpt(YT_2022_12, [byCell(1, 'tseriesoldisgold'), byCell(1, 'BollywoodClassics')]),
    );
    await load(
      await excerpt(YT_TOP_1000, [byCell(1, 'tseriesoldisgold'), byCell(1, 'BollywoodClassics')]),
    );

    const pairs = await listKeptApartPairs(workspace.database.db);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]!.key).toBe('bollywoodclassics');
    expect(pairs[0]!.reason).toMatch(/but another platform id \(UC/);
  });
});

describe('a display name that belongs to another account', () => {
  it('is not taken when a row names the channel twice and other sources know only the first name (One Direction / "21 Savage")', async () => {
    await load(await excerpt(YT_MOST_SUBSCRIBED, [byCell(1, 'One Direction')]));
    const report = await load(await excerpt(YT_GLOBAL_2023, [byCell(1, 'One Direction')]));

    expect(report).toMatchObject({ created: 0, updated: 1 });
    expect(report.disputedNames).toEqual([
      expect.objectContaining({ row: '21 Savage', profile: 'One Direction' }),
    ]);
    const [profile, ...others] = await withKey('onedirection');
    expect(others).toEqual([]);
    expect(profile).toMatchObject({ name: 'One Direction', followers: 38_200_000 });
    expect(profile!.matchKeys).not.toContain('21savage');
    expect(await loadDisputedNames(workspace.database.db)).toEqual([
      expect.objectContaining({
        platform: 'youtube',
        name: '21 Savage',
        profile: 'One Direction',
        file: expect.stringContaining('youtube-global-statistics-2023'),
      }),
    ]);
  });

  it("leaves no false twin behind: Like Nastya does not take Like Nastya Vlog's name", async () => {
    await load(await excerpt(YT_2022_12, [byCell(1, 'Like Nastya')]));
    await load(
      await excerpt(YT_GLOBAL_2023, [byCell(1, 'Like Nastya'), byCell(1, 'Like Nastya Vlog')]),
    );

    const [vlog, ...others] = await withKey('likenastyavlog');
    expect(others).toEqual([]);
    expect(vlog).toMatchObject({ username: 'Like Nastya Vlog', followers: 18_500_000 });
    const [nastya] = await withKey('likenastya');
    expect(nastya).toMatchObject({ name: 'Like Nastya', followers: 106_000_000 });
    expect(await listKeptApartPairs(workspace.database.db)).toEqual([]);
  });

  it("is taken when the profile's other sources know it (HypeAuditor's checkgate titled Cocomelon - Nursery Rhymes)", async () => {
    await load(await excerpt(YT_MOST_SUBSCRIBED, [byCell(1, 'Cocomelon - Nursery Rhymes')]));
    const report = await load(await excerpt(YT_2022_12, [byCell(1, 'checkgate')]));
    expect(report.disputedNames).toEqual([]);
    const [profile] = await withKey('checkgate');
    expect(profile).toMatchObject({ name: 'Cocomelon - Nursery Rhymes' });
  });
});
