import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MetricProvenance } from '@shared/schemas/influencers';
import { influencerSnapshots, influencers } from '../db/schema';
import { useImportWorkspace } from '../test/import-workspace';
import { importDataset } from './import-dataset';
import { type DatasetMappingInput, MappingError, parseMapping } from './mapping';
import { formatReport } from './report';

const workspace = useImportWorkspace('precedence');

/** The averages of `handle,followers,views,likes,comments[,rate]` files. */
const FIELDS = {
  username: { column: 'handle' },
  followers: { column: 'followers' },
  avgViews: { column: 'views' },
  avgLikes: { column: 'likes' },
  avgComments: { column: 'comments' },
} satisfies DatasetMappingInput['fields'];

/** A mapping of such a file on `platform` (YouTube unless `extra` says otherwise). */
function mappingOf(id: string, date: string, extra: Partial<DatasetMappingInput> = {}) {
  return parseMapping({
    id,
    label: `Test ${id}`,
    platform: 'youtube',
    date,
    format: { encoding: 'utf-8', delimiter: ',' },
    fields: FIELDS,
    ...extra,
  });
}
const youtube = mappingOf;

function csv(header: string, ...lines: string[]) {
  return workspace.writeFile('data.csv', [header, ...lines].join('\n'));
}

async function stored(username: string) {
  const [row] = await workspace.database.db
    .select()
    .from(influencers)
    .where(sql`lower(${influencers.username}) = lower(${username})`);
  if (!row) throw new Error(`no profile ${username}`);
  return { ...row, metrics: row.metrics as MetricProvenance };
}

describe('two sources giving one metric on the same date', () => {
  const HEADER = 'handle,followers,views,likes,comments';
  // HypeAuditor's June 2022 row of T-Series, and a second source of that same date that gives
  // T-Series 2,095,329 average views, undated (its date estimated).
  const declared = () => csv(HEADER, 'tseries,217000000,140300,4400,203');
  const estimated = () => csv(HEADER, 'tseries,217000000,2095329,4400,203');
  const mappings = {
    declared: youtube('hype-2022-06', '2022-06-01'),
    estimated: youtube('other-undated', '2022-06-01', {
      dateIsEstimate: true,
      notes: 'Undated; June 2022 assumed.',
    }),
  };

  it('keeps the dataset that declares its date, whichever is imported last, and reports the decision', async () => {
    const db = workspace.database.db;
    await importDataset(db, { file: declared(), mapping: mappings.declared });
    const report = await importDataset(db, { file: estimated(), mapping: mappings.estimated });
    let row = await stored('tseries');
    expect(row.avgViews).toBe(140_300);
    expect(row.metrics.avgViews).toMatchObject({ value: 140_300, source: 'hype-2022-06' });
    expect(report.conflicts.byMetric).toEqual([{ metric: 'avgViews', count: 1 }]);
    expect(report.conflicts.all).toEqual([
      {
        profile: 'tseries',
        metric: 'avgViews',
        old: { value: 140_300, source: 'hype-2022-06', on: '2022-06-01' },
        new: { value: 2_095_329, source: 'other-undated', on: '2022-06-01' },
        newWon: false,
        reason: 'declared-date',
      },
    ]);
    expect(formatReport(report)).toContain(
      'tseries avgViews: 140300 (hype-2022-06, 2022-06-01) kept over 2095329 (other-undated, 2022-06-01) — a declared date beats an estimated one',
    );
    // The day's snapshot holds the kept value too.
    const [shot] = await db
      .select()
      .from(influencerSnapshots)
      .where(eq(influencerSnapshots.influencerId, row.id));
    expect(shot?.avgViews).toBe(140_300);

    // The other import order decides the same, and the report says the new value won.
    await db.execute(sql`truncate influencers, influencer_snapshots, dataset_imports cascade`);
    await importDataset(db, { file: estimated(), mapping: mappings.estimated });
    const reversed = await importDataset(db, { file: declared(), mapping: mappings.declared });
    row = await stored('tseries');
    expect(row.avgViews).toBe(140_300);
    expect(reversed.conflicts.all).toMatchObject([
      { metric: 'avgViews', newWon: true, reason: 'declared-date' },
    ]);
  });

  it('between two declared datasets of one day, keeps a stated rate over a derived one, then the fixed source order', async () => {
    const db = workspace.database.db;
    // b-stated states an engagement rate; a-derived's is computed from likes and comments.
    const stated = csv(`${HEADER},rate`, 'creator,1000000,50000,9000,1000,2.5%');
    const derivedFile = csv(HEADER, 'creator,1000000,60000,9000,1000');
    await importDataset(db, {
      file: stated,
      mapping: youtube('b-stated', '2023-01-01', {
        fields: {
          ...FIELDS,
          engagementRate: { column: 'rate', unit: 'percent' },
        },
      }),
    });
    const report = await importDataset(db, {
      file: derivedFile,
      mapping: youtube('a-derived', '2023-01-01'),
    });
    const row = await stored('creator');
    expect(row.engagementRate).toBe(2.5);
    // avgViews: both stated and dated, so the id first in code-point order wins: a-derived.
    expect(row.avgViews).toBe(60_000);
    expect(report.conflicts.all.map((c) => [c.metric, c.newWon, c.reason]).sort()).toEqual([
      ['avgViews', true, 'source-order'],
      ['engagementRate', false, 'stated'],
    ]);
  });

  it('lists a newer dataset replacing an older one nowhere: that is progress, not disagreement', async () => {
    const db = workspace.database.db;
    await importDataset(db, { file: declared(), mapping: mappings.declared });
    const report = await importDataset(db, {
      file: estimated(),
      mapping: youtube('hype-2022-09', '2022-09-01'),
    });
    expect((await stored('tseries')).avgViews).toBe(2_095_329);
    expect(report.conflicts).toEqual({ count: 0, byMetric: [], all: [] });
  });
});

describe('an engagement-rate column without a declared unit', () => {
  const HEADER = 'handle,followers,views,likes,comments,rate';
  const mapping = (unit?: 'percent' | 'fraction') =>
    youtube('rates', '2023-01-01', {
      fields: {
        ...FIELDS,
        engagementRate: { column: 'rate', ...(unit && { unit }) },
      },
    });

  it('is read as a fraction when every value is at most 1 with a low median, converted to percent with a warning', async () => {
    const file = csv(
      HEADER,
      'a,1000000,,,,0.0139',
      'b,1000000,,,,0.021',
      'c,1000000,,,,0.5793',
      'd,1000000,,,,0.008',
    );
    const report = await importDataset(workspace.database.db, { file, mapping: mapping() });
    expect((await stored('a')).engagementRate).toBe(1.39);
    expect((await stored('c')).engagementRate).toBe(57.93);
    expect(report.warnings).toEqual([
      'engagementRate column "rate" has no declared unit: detected fraction (4 values, median 0.01745, all ≤ 1; converted to percent); declare "unit" in the mapping',
    ]);
    expect(formatReport(report)).toContain(
      '  warning: engagementRate column "rate" has no declared unit: detected fraction',
    );
  });

  it('is read as a percent when values run above 1, still with a warning', async () => {
    const file = csv(HEADER, 'a,1000000,,,,1.39', 'b,1000000,,,,0.8');
    const report = await importDataset(workspace.database.db, { file, mapping: mapping() });
    expect((await stored('a')).engagementRate).toBe(1.39);
    expect((await stored('b')).engagementRate).toBe(0.8);
    expect(report.warnings[0]).toContain('detected percent');
  });

  it('keeps a declared unit and warns when the values contradict it', async () => {
    const file = csv(HEADER, 'a,1000000,,,,0.0139', 'b,1000000,,,,0.02');
    const report = await importDataset(workspace.database.db, {
      file,
      mapping: mapping('percent'),
    });
    expect((await stored('a')).engagementRate).toBe(0.0139);
    expect(report.warnings).toEqual([
      'engagementRate column "rate" is declared percent but its values look like fraction (median 0.01695); kept as declared',
    ]);
  });
});

describe('TikTok engagement rate', () => {
  const HEADER = 'handle,followers,views,likes,comments';
  const tiktok = (extra: Partial<DatasetMappingInput> = {}) =>
    mappingOf('tiktok-2022-12', '2022-12-01', { platform: 'tiktok', ...extra });

  it('is (likes + comments) ÷ average views, not ÷ followers', async () => {
    // A 1M-follower account whose videos average 4M views, 500k likes and 20k comments: by
    // followers 52 %; by views 13 %.
    const file = csv(HEADER, 'dancer,1000000,4000000,500000,20000', 'nocount,1000000,,500000,0');
    await importDataset(workspace.database.db, { file, mapping: tiktok() });
    const row = await stored('dancer');
    expect(row.engagementRate).toBe(13);
    expect(row.metrics.engagementRate).toMatchObject({ value: 13, derived: true, basis: 'views' });
    // Without measured views there is no TikTok rate.
    expect((await stored('nocount')).engagementRate).toBeNull();
  });

  it('drops a rate stored by followers before the change when a row next touches the profile', async () => {
    const db = workspace.database.db;
    await importDataset(db, {
      file: csv(HEADER, 'dancer,1000000,4000000,500000,20000'),
      mapping: tiktok(),
    });
    // As an earlier importer left it: 52 % by followers, no basis, and the newest value.
    await db.execute(sql`
      update influencers set engagement_rate = 52, metrics = jsonb_set(metrics, '{engagementRate}',
        '{"value": 52, "on": "2023-05-01", "source": "api:tiktok", "sourceName": "TikTok"}')`);
    await importDataset(db, {
      file: csv(HEADER, 'dancer,1100000,,,'),
      mapping: mappingOf('tiktok-later', '2023-01-01', { platform: 'tiktok' }),
    });
    const row = await stored('dancer');
    expect(row.engagementRate).toBeNull();
    expect(row.metrics.engagementRate).toBeUndefined();
    expect(row.followers).toBe(1_100_000);
  });

  it('refuses a TikTok mapping whose rate column is by followers, naming the field', () => {
    const refused = (() => {
      try {
        tiktok({ fields: { ...FIELDS, engagementRate: { column: 'rate', unit: 'percent' } } });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refused).toBeInstanceOf(MappingError);
    expect((refused as MappingError).problems).toEqual([
      'fields.engagementRate.basis: tiktok engagement rates are by views; this column is by followers (map the averages instead, and the rate is computed)',
    ]);
    // Declared by views, it is accepted.
    expect(
      tiktok({
        fields: { ...FIELDS, engagementRate: { column: 'rate', unit: 'percent', basis: 'views' } },
      }).fields.engagementRate?.basis,
    ).toBe('views');
  });
});
