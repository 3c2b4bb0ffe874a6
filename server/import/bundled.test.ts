import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { type BundledImportSummary, importBundledDatasets } from './bundled';

/** Records per file as the datasets README counts them (parsed CSV records, header excluded). */
const README_RECORDS: Record<string, number> = {
  'instagram-top-200-influencers.csv': 200,
  'instagram-top-1000-hypeauditor-global.csv': 1_000,
  'instagram-influencers-33935-categories.txt': 33_935,
  'instagram-coding-influencers-brightdata-sample.csv': 61,
  'youtube-global-statistics-2023.csv': 995,
  'youtube-top-1000-youtubers-avg-engagement.csv': 1_000,
  'youtube-most-subscribed-1000-channels.csv': 1_000,
  'youtube-influencers-tides-2554.csv': 2_554,
  'tiktok-influencers-tides-5000.csv': 5_000,
  'social-media-influencers-2022/instagram-2022-06.csv': 1_022,
  'social-media-influencers-2022/instagram-2022-09.csv': 1_050,
  'social-media-influencers-2022/instagram-2022-11.csv': 1_000,
  'social-media-influencers-2022/instagram-2022-12.csv': 1_000,
  'social-media-influencers-2022/instagram-undated.csv': 1_000,
  'social-media-influencers-2022/youtube-2022-06.csv': 1_021,
  'social-media-influencers-2022/youtube-2022-09.csv': 1_047,
  'social-media-influencers-2022/youtube-2022-11.csv': 1_000,
  'social-media-influencers-2022/youtube-2022-12.csv': 1_003,
  'social-media-influencers-2022/youtube-undated.csv': 1_000,
  'social-media-influencers-2022/tiktok-2022-06.csv': 1_007,
  'social-media-influencers-2022/tiktok-2022-09.csv': 1_000,
  'social-media-influencers-2022/tiktok-2022-11.csv': 1_001,
  'social-media-influencers-2022/tiktok-2022-12.csv': 1_000,
  'social-media-influencers-2022/tiktok-undated.csv': 1_000,
};

let database: Database;
let first: BundledImportSummary;
const logged: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  first = await importBundledDatasets(database.db, { log: (line) => logged.push(line) });
}, 300_000);
afterAll(() => database?.close());

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n);
}

describe('importBundledDatasets on an empty database', () => {
  it('imports every bundled file without a failure', () => {
    expect(first.failed).toEqual([]);
    expect(first.unmapped).toEqual([]);
    expect(first.alreadyImported).toEqual([]);
    expect(first.imported.map((r) => r.file).sort()).toEqual(Object.keys(README_RECORDS).sort());
  });

  it("reads exactly the README's record count from each file (60,896 in all)", () => {
    const read = Object.fromEntries(first.imported.map((r) => [r.file, r.rowsRead]));
    expect(read).toEqual(README_RECORDS);
    expect(first.imported.reduce((sum, r) => sum + r.rowsRead, 0)).toBe(60_896);
  });

  it('accounts for every record: created, updated, merged or skipped', () => {
    for (const report of first.imported) {
      expect(report.created + report.updated + report.merged + report.skipped, report.file).toBe(
        report.rowsRead,
      );
      expect(report.snapshots, report.file).toBe(report.created + report.updated);
    }
  });

  it('imports oldest first and skips only the known bad rows', () => {
    const dates = first.imported.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
    const skipped = Object.fromEntries(
      first.imported.filter((r) => r.skipped > 0).map((r) => [r.file, r.skippedByReason]),
    );
    expect(Object.keys(skipped).sort()).toEqual([
      'social-media-influencers-2022/tiktok-2022-11.csv',
      'youtube-global-statistics-2023.csv',
    ]);
    // The empty first record of the Nov-2022 TikTok file, on line 3 (its header spans 2 lines).
    expect(skipped['social-media-influencers-2022/tiktok-2022-11.csv']).toEqual([
      { reason: 'missing handle', count: 1, lines: [3] },
    ]);
    // Channel names the source could not represent at all (runs of ý in both name columns).
    expect(skipped['youtube-global-statistics-2023.csv']).toEqual([
      expect.objectContaining({ reason: 'garbled handle' }),
    ]);
  });

  it('maps every category label of the bundled files', () => {
    const unmapped = first.imported.flatMap((r) =>
      r.unmappedCategories.map((u) => `${r.file}: ${u.label}`),
    );
    expect(unmapped).toEqual([]);
  });

  it('gives at least 30,000 Instagram and 4,000 YouTube profiles', async () => {
    expect(
      await count(sql`select count(*)::int as n from influencers where platform = 'instagram'`),
    ).toBeGreaterThanOrEqual(30_000);
    expect(
      await count(sql`select count(*)::int as n from influencers where platform = 'youtube'`),
    ).toBeGreaterThanOrEqual(4_000);
  });

  it('keeps one profile per confirmed handle and per platform id', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from (select 1 from influencers where username_kind = 'handle'
            group by platform, lower(username) having count(*) > 1) d`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from (select 1 from influencers where platform_id is not null
            group by platform, platform_id having count(*) > 1) d`,
      ),
    ).toBe(0);
  });

  it('merges a channel known under two names (MrBeast6000 / MrBeast, tseries / T-Series)', async () => {
    const { rows } = (await database.db.execute(
      sql`select platform_id as "platformId", array_length(sources, 1) as sources from influencers
          where platform = 'youtube' and match_keys && array['mrbeast6000', 'tseries']
          order by followers desc`,
    )) as unknown as { rows: { platformId: string; sources: number }[] };
    // One profile each, holding the channel id from youtubers_df and all the monthly files.
    expect(rows.map((r) => r.platformId)).toEqual([
      'UCq-Fj5jknLsUf-MWSy4_brA',
      'UCX6OQ3DkcsbYNE6H8uQQuVA',
    ]);
    for (const r of rows) expect(r.sources).toBeGreaterThanOrEqual(6);
  });

  it('keeps apart two channels that share a name (tseriesoldisgold and BollywoodClassics)', async () => {
    const { rows } = (await database.db.execute(
      sql`select username, followers::float8 as followers from influencers
          where platform = 'youtube' and match_keys && array['bollywoodclassics']
          order by followers desc`,
    )) as unknown as { rows: { username: string; followers: number }[] };
    expect(rows).toHaveLength(2);
    expect(rows[0]!.followers / rows[1]!.followers).toBeGreaterThan(2);
    const refused = first.imported.flatMap((r) => r.identityRefused);
    expect(refused.some((r) => r.evidence.includes('bollywoodclassics'))).toBe(true);
  });

  it('reports every merge by evidence with the follower comparison', () => {
    const merges = first.imported.flatMap((r) => r.identityMerges);
    expect(merges.length).toBeGreaterThan(0);
    for (const m of merges)
      expect(m.evidence).toMatch(/^same name ".+", followers .+ ×[\d.]+ ≤ ×[\d.]+$/);
  });

  it('turns the monthly 2022 files into dated snapshots (cristiano: 7 dates)', async () => {
    const { rows } = (await database.db.execute(
      sql`select s.taken_on::text as day, s.followers::float8 as followers from influencer_snapshots s
          join influencers i on i.id = s.influencer_id
          where i.platform = 'instagram' and lower(i.username) = 'cristiano' order by s.taken_on`,
    )) as unknown as { rows: { day: string; followers: number }[] };
    expect(rows.map((r) => r.day)).toEqual([
      '2022-02-01',
      '2022-04-01',
      '2022-06-01',
      '2022-08-01',
      '2022-09-01',
      '2022-11-01',
      '2022-12-01',
    ]);
    expect(rows.at(-1)?.followers).toBe(523_000_000);
  });

  it('keeps the newest values on profiles present in several files', async () => {
    const { rows } = (await database.db.execute(
      sql`select followers::float8 as followers, audience_country, country, refreshed_at::date::text as refreshed
          from influencers where platform = 'instagram' and username = 'cristiano'`,
    )) as unknown as {
      rows: { followers: number; audience_country: string; country: string; refreshed: string }[];
    };
    expect(rows[0]).toEqual({
      followers: 523_000_000,
      audience_country: 'IN',
      country: 'ES',
      refreshed: '2022-12-01',
    });
  });

  it('logs a report line per file', () => {
    expect(logged.filter((line) => / read, \d+ created/.test(line))).toHaveLength(24);
    expect(logged).toContain('VACUUM ANALYZE of the influencer tables done');
  });

  it('does nothing on a second call: every file is already imported', async () => {
    const lines: string[] = [];
    const before = await count(sql`select count(*)::int as n from influencer_snapshots`);
    const again = await importBundledDatasets(database.db, { log: (line) => lines.push(line) });
    expect(again.imported).toEqual([]);
    expect(again.alreadyImported).toHaveLength(24);
    expect(lines).toEqual([]);
    expect(await count(sql`select count(*)::int as n from influencer_snapshots`)).toBe(before);
  });
});

describe('importBundledDatasets without bundled data', () => {
  it('logs that the directory is missing and imports nothing', async () => {
    const lines: string[] = [];
    const summary = await importBundledDatasets(database.db, {
      dir: '/nonexistent/collabify-datasets',
      log: (line) => lines.push(line),
    });
    expect(summary).toMatchObject({ imported: [], failed: [], alreadyImported: [] });
    expect(lines).toEqual(['no bundled datasets: /nonexistent/collabify-datasets does not exist']);
  });
});
