import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/** Fields whose absence the data-quality report counts, as [name, SQL condition for "missing"]. */
const MISSING = [
  ['country', 'search_country is null'],
  ['language', 'language is null'],
  ['categories', "categories = '{}'"],
  ['bio', 'bio is null'],
  ['posts', 'posts is null'],
  ['avgLikes', 'avg_likes is null'],
  ['avgViews', 'avg_views is null'],
  ['engagementRate', 'engagement_rate is null'],
] as const;

/** One platform's data-quality figures (see {@link dataQuality}). */
export interface PlatformQualityRow {
  platform: string;
  profiles: number;
  suspectedDuplicates: number;
  implausibleInSorts: number;
  inferredLanguages: number;
  staleProfiles: number;
  oldestDataOn: string | null;
  newestDataOn: string | null;
  missing: Record<(typeof MISSING)[number][0], number>;
}

/**
 * Per platform: profiles; suspected duplicates (the profiles of {@link suspectedDuplicatePairs}); values breaking a plausibility rule that are still sortable (engagement rate over
 * 100 %, average views over 20 × followers — 0 once the importer quarantines them); inferred
 * languages; profiles whose newest data is older than 12 months before `now`; the data's date
 * range; and profiles missing each field. One scan per figure; meant for reports, not requests.
 */
export async function platformQuality(db: DbOrTx, now: Date): Promise<PlatformQualityRow[]> {
  const missing = sql.raw(
    MISSING.map(
      ([name, condition]) => `count(*) filter (where ${condition})::int as "${name}"`,
    ).join(', '),
  );
  const rows = await rawRows<
    Omit<PlatformQualityRow, 'missing' | 'suspectedDuplicates'> & Record<string, number>
  >(
    db,
    sql`select platform, count(*)::int as profiles,
      count(*) filter (where engagement_rate > 100 or avg_views > 20 * followers)::int as "implausibleInSorts",
      count(*) filter (where language_inferred)::int as "inferredLanguages",
      count(*) filter (where refreshed_at < ${now.toISOString()}::timestamptz - interval '12 months')::int as "staleProfiles",
      min(refreshed_at)::date::text as "oldestDataOn", max(refreshed_at)::date::text as "newestDataOn",
      ${missing}
    from influencers group by platform order by platform`,
  );
  const dupes = new Map<string, Set<string>>();
  for (const pair of await suspectedDuplicatePairs(db)) {
    const ids = dupes.get(pair.platform) ?? new Set<string>();
    ids.add(pair.a.id).add(pair.b.id);
    dupes.set(pair.platform, ids);
  }
  return rows.map((r) => ({
    platform: r.platform,
    profiles: r.profiles,
    suspectedDuplicates: dupes.get(r.platform)?.size ?? 0,
    implausibleInSorts: r.implausibleInSorts,
    inferredLanguages: r.inferredLanguages,
    staleProfiles: r.staleProfiles,
    oldestDataOn: r.oldestDataOn,
    newestDataOn: r.newestDataOn,
    missing: Object.fromEntries(
      MISSING.map(([name]) => [name, r[name] ?? 0]),
    ) as PlatformQualityRow['missing'],
  }));
}

/** Values quarantined (stored as unverified), per platform, metric and rule. */
export function quarantineCounts(db: DbOrTx) {
  return rawRows<{ platform: string; metric: string; reason: string; count: number }>(
    db,
    sql`select platform, m.key as metric, m.value->>'unverified' as reason, count(*)::int as count
    from influencers, jsonb_each(metrics) m where m.value ? 'unverified'
    group by 1, 2, 3 order by 1, 4 desc`,
  );
}

/**
 * Profiles per platform, account type and basis of the type: `label`, `rule`, `default` (the
 * prefix of `account_type_source`) or `pending` (not yet classified).
 */
export function accountTypeCounts(db: DbOrTx) {
  return rawRows<{ platform: string; type: string; basis: string; count: number }>(
    db,
    sql`select platform, account_type as type,
      coalesce(split_part(account_type_source, ':', 1), 'pending') as basis, count(*)::int as count
    from influencers group by 1, 2, 3 order by 1, 4 desc`,
  );
}

/**
 * Categories per platform by where they came from (see `categorySources` of the quality schema):
 * each evidence entry by its source, a `mapping` below confidence 1 as `unconfirmed`, and each
 * category of a profile without evidence as `unrecorded`.
 */
export function categorySourceCounts(db: DbOrTx) {
  return rawRows<{ platform: string; source: string; count: number }>(
    db,
    sql`select platform, source, count(*)::int as count from (
      select platform,
        case when e->>'source' = 'mapping' and (e->>'confidence')::float8 < 1 then 'unconfirmed'
          else e->>'source' end as source
      from influencers, jsonb_array_elements(category_evidence) e
      where category_evidence is not null
      union all
      select platform, 'unrecorded' from influencers, unnest(categories)
      where category_evidence is null
    ) c group by 1, 2 order by 1, 3 desc`,
  );
}

/** What a suspected-duplicate pair shows of each profile (identity fields and dated followers). */
export interface PairMember {
  id: string;
  username: string;
  usernameKind: 'handle' | 'handle-or-name' | 'name';
  name: string | null;
  platformId: string | null;
  matchKeys: string[];
  followers: number | null;
  /** The date (YYYY-MM-DD) the follower count describes. */
  on: string | null;
}

/** Two profiles of a platform sharing the normalised name or handle `key`. */
export interface SuspectedPair {
  platform: string;
  key: string;
  a: PairMember;
  b: PairMember;
}

/**
 * Suspected duplicates as pairs: two profiles of one platform sharing a match key (normalised
 * name or handle), unless both are confirmed handles (two handles are two accounts). A pair
 * sharing several keys is listed once, under the first key in code-point order.
 */
export function suspectedDuplicatePairs(db: DbOrTx): Promise<SuspectedPair[]> {
  const member = (t: string) =>
    sql.raw(`json_build_object('id', ${t}.id, 'username', ${t}.username,
      'usernameKind', ${t}.username_kind, 'name', ${t}.name, 'platformId', ${t}.platform_id,
      'matchKeys', ${t}.match_keys,
      'followers', coalesce((${t}.metrics->'followers'->>'value')::bigint, ${t}.followers),
      'on', coalesce(${t}.metrics->'followers'->>'on', ${t}.refreshed_at::date::text))`);
  return rawRows<SuspectedPair>(
    db,
    sql`with keyed as (
      select id, platform, unnest(match_keys) as k from influencers
    ), shared as (
      select platform, k from keyed group by platform, k having count(distinct id) > 1
    ), pairs as (
      select x.platform, min(x.k) as key, x.id as a, y.id as b
      from keyed x join shared using (platform, k)
      join keyed y on y.platform = x.platform and y.k = x.k and x.id < y.id
      group by x.platform, x.id, y.id
    )
    select pairs.platform, pairs.key, ${member('a')} as a, ${member('b')} as b
    from pairs join influencers a on a.id = pairs.a join influencers b on b.id = pairs.b
    where a.username_kind <> 'handle' or b.username_kind <> 'handle'
    order by pairs.platform, pairs.key`,
  );
}
