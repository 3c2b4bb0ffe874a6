import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS } from '@shared/constants/discovery';
import type {
  InfluencerCard,
  InfluencerList,
  InfluencerProfile,
  InfluencerStatistics,
  MetricName,
} from '@shared/schemas/influencers';
import { importBundledDatasets } from '../../import/bundled';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/*
 * What discovery shows on the REAL bundled datasets (all 24 files imported once): the first pages
 * of every sort hold no unverified or implausible value, the top 100 never list one channel
 * twice, and the data-quality figures agree with the database.
 */

/** The documented plausibility rules (data/datasets/README.md). */
const MAX_ENGAGEMENT_RATE = 100;
const MAX_VIEWS_PER_FOLLOWER = 20;
/** Two counts of one account taken the same month differ by at most this factor. */
const SAME_ACCOUNT_FOLLOWER_RATIO = 1.25;
const SORTS = ['followers', 'engagementRate', 'avgViews', 'avgLikes'] as const;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  const summary = await importBundledDatasets(t.database.db);
  expect(summary.failed).toEqual([]);
  expect(summary.imported).toHaveLength(24);
  token = (await t.signUp()).token;
}, 600_000);
afterAll(() => t?.close());

async function get<T>(url: string, query: Record<string, string | number>, auth = true) {
  const res = await t.request({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token: auth ? token : undefined,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Letters and digits of a name, lower case, accents dropped ("T-Series" → "tseries"). */
const normalised = (text: string | null) =>
  (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The rules a shown value must never break, as readable problems (empty when none). */
function broken(card: InfluencerCard): string[] {
  const problems: string[] = [];
  if (card.engagementRate !== null && card.engagementRate > MAX_ENGAGEMENT_RATE) {
    problems.push(`engagement rate ${card.engagementRate} %`);
  }
  if (
    card.avgViews !== null &&
    card.followers !== null &&
    card.avgViews > MAX_VIEWS_PER_FOLLOWER * card.followers
  ) {
    problems.push(`average views ${card.avgViews} for ${card.followers} followers`);
  }
  return problems;
}

const label = (c: InfluencerCard) => `${c.platform}/${c.username} (${c.id})`;

describe('discovery on the bundled datasets: the first pages', () => {
  const grid = PLATFORMS.flatMap((platform) => SORTS.map((sort) => [platform, sort] as const));

  it.each(grid)(
    '%s sorted by %s: the first 3 pages hold no unverified sorted value and no implausible value',
    async (platform, sort) => {
      const seen: InfluencerCard[] = [];
      for (const skip of [0, 9, 18]) {
        const query = { platform, sort, skip, limit: 9 };
        const page = await get<InfluencerList>('/api/influencer', query);
        expect(page.query).toHaveLength(9);
        // Visitors see the same three pages.
        const visitor = await get<InfluencerList>('/api/influencer/public-list', query, false);
        expect(visitor.query.map((c) => c.id)).toEqual(page.query.map((c) => c.id));
        seen.push(...page.query);
      }
      expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
      for (const card of seen) {
        expect(card.platform).toBe(platform);
        expect(card.unverified, label(card)).not.toContain(sort);
        expect(broken(card), label(card)).toEqual([]);
        // A page this deep into a sort of thousands of profiles shows a known, dated value.
        expect(card[sort], label(card)).not.toBeNull();
        expect(card.asOf[sort], label(card)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const values = seen.map((c) => c[sort]!);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    },
  );
});

describe('discovery on the bundled datasets: the top 100 of every sort', () => {
  const grid = PLATFORMS.flatMap((platform) => SORTS.map((sort) => [platform, sort] as const));
  const platformIds = new Map<string, string | null>();

  /** The platform id of a profile, read from its page (`GET /api/influencer/:id`). */
  async function platformIdOf(id: string): Promise<string | null> {
    if (!platformIds.has(id)) {
      const profile = await get<InfluencerProfile>(`/api/influencer/${id}`, {});
      platformIds.set(id, profile.platformId);
    }
    return platformIds.get(id)!;
  }

  it.each(grid)('%s sorted by %s: no channel appears twice', async (platform, sort) => {
    const { query: top } = await get<InfluencerList>('/api/influencer', {
      platform,
      sort,
      limit: 100,
    });
    expect(top).toHaveLength(100);
    expect(new Set(top.map((c) => c.id)).size).toBe(top.length);
    for (const card of top) expect(broken(card), label(card)).toEqual([]);

    const ids = await Promise.all(top.map((c) => platformIdOf(c.id)));
    const present = ids.filter((id): id is string => id !== null);
    const repeated = present.filter((id, i) => present.indexOf(id) !== i);
    expect(repeated).toEqual([]);

    if (platform !== 'youtube') return;
    const sameChannel: string[] = [];
    for (const [i, a] of top.entries()) {
      const keys = new Set([normalised(a.name), normalised(a.username)].filter(Boolean));
      for (const b of top.slice(i + 1)) {
        const shared = [normalised(b.name), normalised(b.username)].some((k) => keys.has(k));
        if (!shared || a.followers === null || b.followers === null) continue;
        const ratio = Math.max(a.followers, b.followers) / Math.min(a.followers, b.followers);
        if (ratio <= SAME_ACCOUNT_FOLLOWER_RATIO) {
          sameChannel.push(`${label(a)} ${a.followers} ~ ${label(b)} ${b.followers}`);
        }
      }
    }
    expect(sameChannel).toEqual([]);
  });
});

describe('GET /api/influencer/statistics on the bundled datasets', () => {
  it('reports per platform the profiles and quarantined values the database holds, none implausible in sorts', async () => {
    const stats = await get<InfluencerStatistics>('/api/influencer/statistics', {}, false);

    const profiles = await rows<{ platform: string; n: number }>(
      sql`select platform, count(*)::int as n from influencers group by platform order by platform`,
    );
    const quarantined = await rows<{ platform: string; metric: string; n: number }>(
      sql`select i.platform, m.key as metric, count(*)::int as n
          from influencers i, jsonb_each(i.metrics) m
          where m.value ? 'unverified' group by 1, 2`,
    );
    const implausible = await rows<{ platform: string; n: number }>(
      sql`select platform, count(*)::int as n from influencers
          where engagement_rate > ${MAX_ENGAGEMENT_RATE}
             or avg_views > ${MAX_VIEWS_PER_FOLLOWER} * followers
          group by platform`,
    );
    expect(implausible).toEqual([]);

    expect(stats.quality.map((q) => q.platform).sort()).toEqual(
      profiles.map((p) => p.platform).sort(),
    );
    expect(stats.quality.map((q) => q.platform).sort()).toEqual([...PLATFORMS].sort());
    for (const { platform, n } of profiles) {
      const quality = stats.quality.find((q) => q.platform === platform)!;
      expect(quality.profiles, platform).toBe(n);
      expect(stats.platforms.find((p) => p.platform === platform)?.profiles, platform).toBe(n);
      expect(quality.implausibleInSorts, platform).toBe(0);

      const expected = quarantined.filter((q) => q.platform === platform);
      const total = quality.quarantined.reduce((sum, q) => sum + q.count, 0);
      expect(total, platform).toBe(expected.reduce((sum, q) => sum + q.n, 0));
      const byMetric = (metric: string) =>
        quality.quarantined.filter((q) => q.metric === metric).reduce((s, q) => s + q.count, 0);
      for (const q of expected) expect(byMetric(q.metric), `${platform} ${q.metric}`).toBe(q.n);
      for (const q of quality.quarantined) expect(q.reason, platform).not.toBe('');
    }
    // The real files do hold implausible values (e.g. lifetime views over 1 upload on YouTube).
    const youtube = stats.quality.find((q) => q.platform === 'youtube')!;
    expect(youtube.quarantined.reduce((sum, q) => sum + q.count, 0)).toBeGreaterThan(0);
    expect(stats.total).toBe(profiles.reduce((sum, p) => sum + p.n, 0));
  });

  it('flags each quarantined value on the cards and profiles the API serves', async () => {
    const [sample] = await rows<{ id: string; metric: string; reason: string }>(
      sql`select i.id, m.key as metric, m.value->>'unverified' as reason
          from influencers i, jsonb_each(i.metrics) m
          where i.platform = 'youtube' and m.value ? 'unverified'
          order by i.followers desc nulls last, i.id limit 1`,
    );
    expect(sample).toBeDefined();
    const metric = sample!.metric as MetricName;
    const profile = await get<InfluencerProfile>(`/api/influencer/${sample!.id}`, {});
    expect(profile.unverified).toContain(metric);
    expect((profile as Record<MetricName, number | null>)[metric]).toBeNull();
    expect(profile.asOf[metric]).toBeUndefined();
    expect(profile.metrics[metric]?.unverified).toBe(sample!.reason);
    const { query } = await get<InfluencerList>('/api/influencer', { ids: sample!.id });
    expect(query[0]).toMatchObject({ id: sample!.id, unverified: profile.unverified });
  });
});
