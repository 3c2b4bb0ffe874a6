import { readFileSync } from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MetricProvenance } from '@shared/schemas/influencers';
import { datasetImports, influencerSnapshots, influencers } from '../db/schema';
import { byCell, excerpt as excerptOf, type RecordPick } from '../test/dataset-excerpt';
import { useImportWorkspace } from '../test/import-workspace';
import { importDataset } from './import-dataset';
import type { DatasetMapping } from './mapping';
import { PLAUSIBILITY_RULES } from './plausibility';
import type { ImportReport } from './report';

/*
 * Identity, provenance, quarantine and text repair on REAL rows: every file imported here holds
 * the header and a few records copied byte for byte from a shipped dataset (data/datasets), and
 * is imported with that dataset's real mapping. Only the mojibake cases change a record: they put
 * back the mis-decoded spelling of a name the datasets really hold.
 */

const workspace = useImportWorkspace('identity');

const excerpt = (
  name: string,
  picks: RecordPick[],
  edit?: (raw: string) => string,
): ReturnType<typeof excerptOf> => excerptOf(workspace, name, picks, edit);

async function load(
  part: { file: string; mapping: DatasetMapping },
  mapping = part.mapping,
): Promise<ImportReport> {
  return importDataset(workspace.database.db, { file: part.file, mapping });
}

/** Profiles of a platform holding an identity key, most followers first. */
async function withKey(platform: string, key: string) {
  return workspace.database.db
    .select()
    .from(influencers)
    .where(
      and(
        eq(influencers.platform, platform),
        sql`${influencers.matchKeys} && array[${key}]::text[]`,
      ),
    )
    .orderBy(sql`${influencers.followers} desc nulls last`);
}

async function all(platform: string) {
  return workspace.database.db
    .select()
    .from(influencers)
    .where(eq(influencers.platform, platform))
    .orderBy(asc(influencers.username));
}

const metricsOf = (row: { metrics: unknown }) => row.metrics as MetricProvenance;

async function snapshotsOf(id: string) {
  return workspace.database.db
    .select()
    .from(influencerSnapshots)
    .where(eq(influencerSnapshots.influencerId, id))
    .orderBy(asc(influencerSnapshots.takenOn));
}

/** A count as the HypeAuditor exports abbreviate it: `69.3M`, `868K`, `718`. */
function abbreviated(text: string): number {
  const match = /^([\d.]+)([KMB]?)$/.exec(text.trim());
  if (!match) throw new Error(`not an abbreviated count: ${text}`);
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9 }[match[2] as '' | 'K' | 'M' | 'B'];
  return Math.round(Number(match[1]) * scale);
}

/** A count written with thousands separators: `"234,000,000"`. */
const grouped = (text: string) => Number(text.replaceAll(',', ''));

const YT_2022_06 = 'social-media-influencers-2022/youtube-2022-06.csv';
const YT_2022_11 = 'social-media-influencers-2022/youtube-2022-11.csv';
const YT_2022_12 = 'social-media-influencers-2022/youtube-2022-12.csv';
const TT_2022_11 = 'social-media-influencers-2022/tiktok-2022-11.csv';
const TT_2022_12 = 'social-media-influencers-2022/tiktok-2022-12.csv';
const YT_MOST_SUBSCRIBED = 'youtube-most-subscribed-1000-channels.csv';
const YT_GLOBAL_2023 = 'youtube-global-statistics-2023.csv';
const TT_TIDES = 'tiktok-influencers-tides-5000.csv';

describe('identity on real rows: one profile per channel', () => {
  it('merges a channel under two names (MrBeast6000 in Nov 2022, MrBeast in Dec 2022) and keeps MrBeast en Español apart', async () => {
    const nov = await excerpt(YT_2022_11, [
      byCell(1, 'MrBeast6000'),
      byCell(1, 'MrBeast en Español'),
    ]);
    const dec = await excerpt(YT_2022_12, [byCell(1, 'MrBeast'), byCell(1, 'MrBeast en Español')]);
    expect(nov.rows[0]![2]).toBe('MrBeast'); // the display name that links the two handles
    const first = await load(nov);
    const second = await load(dec);

    expect(first).toMatchObject({ created: 2, skipped: 0 });
    expect(second).toMatchObject({ created: 0, updated: 2, skipped: 0 });
    const beast = await withKey('youtube', 'mrbeast6000');
    expect(beast).toHaveLength(1);
    const profile = beast[0]!;
    expect(profile.matchKeys).toEqual(expect.arrayContaining(['mrbeast6000', 'mrbeast']));
    expect(profile.sources).toEqual([nov.mapping.id, dec.mapping.id]);
    const decFollowers = Number(dec.rows[0]![5]);
    expect(profile.followers).toBe(decFollowers);
    expect(metricsOf(profile).followers).toMatchObject({ on: dec.mapping.date });
    expect((await snapshotsOf(profile.id)).map((s) => [s.takenOn, s.followers])).toEqual([
      [nov.mapping.date, Number(nov.rows[0]![5])],
      [dec.mapping.date, decFollowers],
    ]);
    expect(second.identityMerges).toContainEqual(
      expect.objectContaining({ row: 'MrBeast (handle-or-name)', profile: 'MrBeast6000' }),
    );
    const merge = second.identityMerges.find((m) => m.profile === 'MrBeast6000')!;
    expect(merge.evidence).toContain('"mrbeast"');
    expect(merge.evidence).toContain(decFollowers.toLocaleString('en-US'));
    expect(merge.evidence).toContain(Number(nov.rows[0]![5]).toLocaleString('en-US'));
    // The Spanish channel shares a prefix, not a key: still its own profile.
    expect(await all('youtube')).toHaveLength(2);
  });

  it('joins "T-Series" (most-subscribed 1000, a display name) to tseries, not to T-Series Bhakti Sagar', async () => {
    const hype = await excerpt(YT_2022_11, [byCell(1, 'tseries'), byCell(1, 'tseriesbhakti')]);
    const ranked = await excerpt(YT_MOST_SUBSCRIBED, [
      byCell(1, 'T-Series'),
      byCell(1, 'T-Series Bhakti Sagar'),
    ]);
    await load(hype);
    const report = await load(ranked);

    expect(report).toMatchObject({ created: 0, updated: 2, skipped: 0 });
    const rows = await withKey('youtube', 'tseries');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      // A display name never replaces the (maybe-)handle it joined.
      username: 'tseries',
      usernameKind: 'handle-or-name',
      followers: grouped(ranked.rows[0]![2]!),
      sources: [hype.mapping.id, ranked.mapping.id],
    });
    expect(report.identityMerges).toContainEqual(
      expect.objectContaining({ row: 'T-Series (name)', profile: 'tseries' }),
    );
    const bhakti = await withKey('youtube', 'tseriesbhakti');
    expect(bhakti).toHaveLength(1);
    expect(bhakti[0]!.followers).toBe(grouped(ranked.rows[1]![2]!));
    expect(await all('youtube')).toHaveLength(2);
  });

  it('keeps apart two channels sharing the name "Bollywood Classics" and reports the refused candidate with the follower evidence', async () => {
    const nov = await excerpt(YT_2022_11, [
      byCell(1, 'tseriesoldisgold'),
      byCell(1, 'BollywoodClassics'),
    ]);
    const dec = await excerpt(YT_2022_12, [
      byCell(1, 'tseriesoldisgold'),
      byCell(1, 'BollywoodClassics'),
    ]);
    const ranked = await excerpt(YT_MOST_SUBSCRIBED, [
      (c) => c[1] === 'Bollywood Classics' && grouped(c[2]!) > 30_000_000,
      (c) => c[1] === 'Bollywood Classics' && grouped(c[2]!) < 20_000_000,
    ]);
    expect(nov.rows.map((r) => r[2])).toEqual(['Bollywood Classics', 'Bollywood Classics']);
    const [big, small] = nov.rows.map((r) => Number(r[5]));

    const first = await load(nov);
    expect(first).toMatchObject({ created: 2, merged: 0 });
    const refused = first.identityRefused.find(
      (r) => r.row === 'BollywoodClassics (handle-or-name)',
    );
    expect(refused).toMatchObject({ profile: 'tseriesoldisgold' });
    expect(refused!.evidence).toContain('bollywoodclassics');
    expect(refused!.evidence).toContain('followers disagree');
    expect(refused!.evidence).toContain(`${small!.toLocaleString('en-US')} (${nov.mapping.date})`);
    expect(refused!.evidence).toContain(`${big!.toLocaleString('en-US')} (${nov.mapping.date})`);
    expect(first.identityMerges).toEqual([]);

    await load(dec);
    const third = await load(ranked);
    expect(third).toMatchObject({ created: 0, updated: 2 });
    // Each "Bollywood Classics" row of the ranking joins the channel its followers agree with.
    const rows = await withKey('youtube', 'bollywoodclassics');
    expect(rows.map((r) => [r.username, r.followers])).toEqual([
      ['tseriesoldisgold', grouped(ranked.rows[0]![2]!)],
      ['BollywoodClassics', grouped(ranked.rows[1]![2]!)],
    ]);
    for (const r of rows) expect(r.sources).toContain(ranked.mapping.id);
    expect(third.identityRefused.length).toBeGreaterThanOrEqual(2);
    for (const r of third.identityRefused) expect(r.evidence).toContain('followers disagree');
  });
});

describe('quarantine on real rows: a bad publications count never wins', () => {
  // Bad Bunny: the 2023 statistics give 30.7 billion lifetime views over 1 upload.
  const badBunnyGlobal: RecordPick = (c) => c[1] === 'Bad Bunny';
  const badBunnyHype: RecordPick = byCell(0, 'Bad Bunny');
  const rules = PLAUSIBILITY_RULES;

  it('keeps the measured HypeAuditor average views when a later file estimates them over 1 upload', async () => {
    const hype = await excerpt(YT_2022_06, [badBunnyHype]);
    const global = await excerpt(YT_GLOBAL_2023, [badBunnyGlobal]);
    const [cells] = global.rows;
    const uploads = Number(cells![6]);
    const estimate = Math.round(Number(cells![3]) / uploads);
    expect(uploads).toBeLessThan(rules.minPublicationsForEstimate);
    const measured = Number(hype.rows[0]![8]);

    await load(hype);
    const report = await load(global);

    expect(report).toMatchObject({ created: 0, updated: 1, skipped: 0 });
    expect(report.identityMerges).toContainEqual(
      expect.objectContaining({ row: 'Bad Bunny (name)', profile: 'Bad Bunny' }),
    );
    const quarantined = report.quarantined.find((q) => q.field === 'avgViews');
    expect(quarantined).toMatchObject({ count: 1 });
    expect(quarantined!.reason).toMatch(
      new RegExp(`fewer than ${rules.minPublicationsForEstimate} publications`),
    );
    const [stored] = await workspace.database.db
      .select()
      .from(datasetImports)
      .where(eq(datasetImports.sha256, report.sha256));
    expect((JSON.parse(stored!.report) as ImportReport).quarantined).toEqual(report.quarantined);

    const [profile] = await withKey('youtube', 'badbunny');
    expect(profile!.avgViews).toBe(measured);
    expect(profile!.avgViews).not.toBe(estimate);
    expect(metricsOf(profile!).avgViews).toEqual({
      value: measured,
      on: hype.mapping.date,
      source: hype.mapping.id,
      sourceName: hype.mapping.sourceName,
    });
    // The followers are the newer file's: only the implausible estimate was refused.
    expect(profile!.followers).toBe(Number(cells![2]));
    const shots = await snapshotsOf(profile!.id);
    expect(shots.map((s) => [s.takenOn, s.followers, s.avgViews])).toEqual([
      [hype.mapping.date, Number(hype.rows[0]![5]), measured],
      [global.mapping.date, Number(cells![2]), null],
    ]);
  });

  it('stores the estimate unverified with its reason, out of the column, until a measured value replaces it', async () => {
    const global = await excerpt(YT_GLOBAL_2023, [badBunnyGlobal]);
    const hype = await excerpt(YT_2022_06, [badBunnyHype]);
    const [cells] = global.rows;
    const estimate = Math.round(Number(cells![3]) / Number(cells![6]));

    await load(global);
    const [alone] = await withKey('youtube', 'badbunny');
    expect(alone!.avgViews).toBeNull();
    const entry = metricsOf(alone!).avgViews!;
    expect(entry).toMatchObject({
      value: estimate,
      on: global.mapping.date,
      source: global.mapping.id,
      estimated: true,
    });
    expect(entry.unverified).toMatch(
      new RegExp(`fewer than ${rules.minPublicationsForEstimate} publications`),
    );
    expect((await snapshotsOf(alone!.id))[0]!.avgViews).toBeNull();

    // An older measured value beats the newer unverified estimate.
    await load(hype);
    const [profile] = await withKey('youtube', 'badbunny');
    expect(profile!.id).toBe(alone!.id);
    expect(profile!.avgViews).toBe(Number(hype.rows[0]![8]));
    expect(metricsOf(profile!).avgViews).toMatchObject({ on: hype.mapping.date });
    expect(metricsOf(profile!).avgViews!.unverified).toBeUndefined();
    expect(profile!.followers).toBe(Number(cells![2]));
  });
});

describe('dated metrics on real rows: values of different dates are never combined', () => {
  const kimberly = (c: string[]) => c[1] === 'kimberly.loaiza';
  const tidesKimberly = (c: string[]) => c[0] === 'kimberly.loaiza';

  it.each([
    ['2022 HypeAuditor first, then 2024 TIDES', false],
    ['2024 TIDES first, then 2022 HypeAuditor', true],
  ])(
    'keeps the engagement rate of the 2022 row with its own followers (%s)',
    async (_order, tidesFirst) => {
      const hype = await excerpt(TT_2022_12, [kimberly]);
      const tides = await excerpt(TT_TIDES, [tidesKimberly]);
      for (const part of tidesFirst ? [tides, hype] : [hype, tides]) await load(part);

      const [h] = hype.rows;
      const followers2022 = abbreviated(h![3]!);
      const interactions = Number(h![7]) + Number(h![9]);
      // TikTok's rate is by the same row's average views (ENGAGEMENT_RATE_BASIS), never by
      // followers, of either date.
      const rate2022 = (interactions / Number(h![5])) * 100;
      const followers2024 = Number(tides.rows[0]![13]);
      for (const followers of [followers2022, followers2024]) {
        expect(Math.abs(rate2022 - (interactions / followers) * 100)).toBeGreaterThan(0.01);
      }

      const rows = await all('tiktok');
      expect(rows).toHaveLength(1);
      const profile = rows[0]!;
      const metrics = metricsOf(profile);
      expect(metrics.followers).toMatchObject({ value: followers2024, on: tides.mapping.date });
      expect(profile.followers).toBe(followers2024);
      expect(metrics.engagementRate).toMatchObject({
        on: hype.mapping.date,
        source: hype.mapping.id,
      });
      expect(metrics.engagementRate!.value).toBeCloseTo(rate2022, 4);
      expect(profile.engagementRate).toBe(metrics.engagementRate!.value);
      // The likes behind it are the same row's measured average, not TIDES's lifetime estimate.
      expect(metrics.avgLikes).toMatchObject({ value: Number(h![7]), on: hype.mapping.date });
      expect(metrics.avgLikes!.estimated).toBeUndefined();
      const shots = await snapshotsOf(profile.id);
      expect(shots.map((s) => [s.takenOn, s.followers])).toEqual([
        [hype.mapping.date, followers2022],
        [tides.mapping.date, followers2024],
      ]);
      expect(shots[0]!.engagementRate).toBeCloseTo(rate2022, 4);
      expect(shots[1]!.engagementRate).toBeNull();
    },
  );
});

describe('text repair on real rows: mojibake is repaired before identity', () => {
  /** UTF-8 bytes read as Latin-1: bytes 0x80–0x9F become C1 control characters. */
  const asLatin1 = (clean: string) => Buffer.from(clean, 'utf8').toString('latin1');
  const C1 = /[\u0080-\u009f]/u;

  const cases: {
    family: string;
    clean: { dataset: string; pick: RecordPick };
    garbled: { dataset: string; pick: RecordPick; from: RegExp; to: string };
    platform: string;
    key: string;
    name: string;
    join: 'evidence' | 'handle';
  }[] = [
    {
      family: 'Latin-1 accents in a Latin-1 file (BeyoncÃ©VEVO)',
      clean: { dataset: YT_MOST_SUBSCRIBED, pick: byCell(1, 'BeyoncéVEVO') },
      // The 2023 statistics lost this name ("Beyonc" + replacement characters); here it keeps its
      // UTF-8 bytes, which the mapping's latin1 decoding turns into BeyoncÃ©VEVO.
      garbled: {
        dataset: YT_GLOBAL_2023,
        pick: (c) => c[1]!.startsWith('Beyonc') && c[2] === '12800000',
        from: /Beyonc[^,]*/g,
        to: 'BeyoncÃ©VEVO',
      },
      platform: 'youtube',
      key: 'beyoncevevo',
      name: 'BeyoncéVEVO',
      join: 'evidence',
    },
    {
      family: 'Latin-1 accents in a Latin-1 file (netd mÃ¼zik)',
      clean: { dataset: YT_2022_06, pick: byCell(0, 'netdmuzikk') },
      garbled: {
        dataset: YT_GLOBAL_2023,
        pick: (c) => c[1]!.startsWith('netd m'),
        from: /netd m[^,]*/g,
        to: 'netd mÃ¼zik',
      },
      platform: 'youtube',
      key: 'netdmuzik',
      name: 'netd müzik',
      join: 'evidence',
    },
    {
      family: 'Cyrillic read as Windows-1252',
      clean: { dataset: YT_2022_11, pick: byCell(1, 'MashaMedvedTV') },
      garbled: {
        dataset: YT_MOST_SUBSCRIBED,
        pick: byCell(1, 'Маша и Медведь'),
        from: /Маша и Медведь/g,
        to: 'ÐœÐ°ÑˆÐ° Ð¸ ÐœÐµÐ´Ð²ÐµÐ´ÑŒ',
      },
      platform: 'youtube',
      key: 'машаимедведь',
      name: 'Маша и Медведь',
      join: 'evidence',
    },
    {
      family: 'Cyrillic read as Latin-1 (C1 control characters in the handle)',
      clean: { dataset: YT_2022_11, pick: byCell(1, 'MashaMedvedTV') },
      garbled: {
        dataset: YT_MOST_SUBSCRIBED,
        pick: byCell(1, 'Маша и Медведь'),
        from: /Маша и Медведь/g,
        to: asLatin1('Маша и Медведь'),
      },
      platform: 'youtube',
      key: 'машаимедведь',
      name: 'Маша и Медведь',
      join: 'evidence',
    },
    {
      family: 'the â€™ family read as Windows-1252',
      clean: { dataset: TT_2022_11, pick: byCell(1, 'charlidamelio') },
      garbled: {
        dataset: TT_2022_12,
        pick: byCell(1, 'charlidamelio'),
        from: /charli d’amelio/g,
        to: 'charli dâ€™amelio',
      },
      platform: 'tiktok',
      key: 'charlidamelio',
      name: 'charli d’amelio',
      join: 'handle',
    },
    {
      family: 'the â€™ family read as Latin-1 (C1 control characters)',
      clean: { dataset: TT_2022_11, pick: byCell(1, 'charlidamelio') },
      garbled: {
        dataset: TT_2022_12,
        pick: byCell(1, 'charlidamelio'),
        from: /charli d’amelio/g,
        to: asLatin1('charli d’amelio'),
      },
      platform: 'tiktok',
      key: 'charlidamelio',
      name: 'charli d’amelio',
      join: 'handle',
    },
  ];

  it.each(cases)(
    'repairs $family and joins the profile imported with the clean name',
    async ({ clean, garbled, platform, key, name, join }) => {
      const original = await excerpt(clean.dataset, [clean.pick]);
      const broken = await excerpt(garbled.dataset, [garbled.pick], (raw) =>
        raw.replace(garbled.from, garbled.to),
      );
      expect(readFileSync(broken.file, broken.mapping.format.encoding)).toContain(garbled.to);
      expect(broken.rows[0]!.join(',')).not.toContain(garbled.to);

      const first = await load(original);
      expect(first).toMatchObject({ created: 1, skipped: 0, repairedText: 0 });
      const report = await load(broken);

      // Never rejected (not even for the C1 control characters a Latin-1 reading leaves).
      expect(report).toMatchObject({ created: 0, updated: 1, skipped: 0, repairedText: 1 });
      const rows = await all(platform);
      expect(rows).toHaveLength(1);
      const profile = rows[0]!;
      expect(profile.name).toBe(name);
      expect(profile.matchKeys).toContain(key);
      expect(profile.sources).toEqual([original.mapping.id, broken.mapping.id]);
      for (const text of [profile.username, profile.name, ...profile.matchKeys]) {
        expect(text).not.toMatch(/Ã|Ð|â€|[\u0080-\u009f]/u);
      }
      if (join === 'evidence') {
        expect(report.identityMerges).toHaveLength(1);
        expect(report.identityMerges[0]!.evidence).toContain(`"${key}"`);
      } else {
        expect(report.identityMerges).toEqual([]);
      }
    },
  );

  it('leaves the text as is with format.repairText "off" (and then a Latin-1 reading is rejected)', async () => {
    const original = await excerpt(YT_2022_11, [byCell(1, 'MashaMedvedTV')]);
    const cp1252 = await excerpt(YT_MOST_SUBSCRIBED, [byCell(1, 'Маша и Медведь')], (raw) =>
      raw.replace(/Маша и Медведь/g, 'ÐœÐ°ÑˆÐ° Ð¸ ÐœÐµÐ´Ð²ÐµÐ´ÑŒ'),
    );
    const latin1 = await excerpt(YT_MOST_SUBSCRIBED, [byCell(1, 'Маша и Медведь')], (raw) =>
      raw.replace(/Маша и Медведь/g, asLatin1('Маша и Медведь')),
    );
    expect(asLatin1('Маша и Медведь')).toMatch(C1);
    const off = (m: DatasetMapping): DatasetMapping => ({
      ...m,
      format: { ...m.format, repairText: 'off' },
    });

    await load(original);
    const kept = await load(cp1252, off(cp1252.mapping));
    expect(kept).toMatchObject({ created: 1, updated: 0, skipped: 0, repairedText: 0 });
    const rejected = await load(latin1, off(latin1.mapping));
    expect(rejected).toMatchObject({ created: 0, updated: 0, skipped: 1, repairedText: 0 });
    expect(rejected.skippedByReason[0]!.reason).toMatch(/control characters/);

    const rows = await all('youtube');
    expect(rows.map((r) => r.username).sort()).toEqual(
      ['MashaMedvedTV', 'ÐœÐ°ÑˆÐ° Ð¸ ÐœÐµÐ´Ð²ÐµÐ´ÑŒ'].sort(),
    );
    const unrepaired = rows.find((r) => r.username !== 'MashaMedvedTV')!;
    expect(unrepaired.name).toBe('ÐœÐ°ÑˆÐ° Ð¸ ÐœÐµÐ´Ð²ÐµÐ´ÑŒ');
    expect(unrepaired.matchKeys).not.toContain('машаимедведь');
  });
});
