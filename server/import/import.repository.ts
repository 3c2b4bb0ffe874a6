import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { datasetImports } from '../db/schema';
import type { CategoryEvidence, MetricProvenance } from '@shared/schemas/influencers';
import type { UsernameKind } from './identity';
import type { AccountType } from '@shared/constants/discovery';

/**
 * A profile as the importer reads and writes it: the writable columns, camelCase. Metric columns
 * always equal the plausible values of `metrics` (see server/import/metrics.ts).
 */
export interface StoredProfile {
  id: string;
  platform: string;
  platformId: string | null;
  username: string;
  usernameKind: UsernameKind;
  matchKeys: string[];
  name: string | null;
  avatarUrl: string | null;
  bio: string | null;
  email: string | null;
  website: string | null;
  country: string | null;
  audienceCountry: string | null;
  language: string | null;
  languageInferred: boolean;
  /** The account type and where it came from (see server/import/account-type.ts). */
  accountType: AccountType;
  accountTypeSource: string | null;
  categories: string[];
  /** Why it has each category; null for a profile imported before categories carried it. */
  categoryEvidence: CategoryEvidence[] | null;
  officialCategories: string[];
  followers: number | null;
  posts: number | null;
  avgLikes: number | null;
  avgComments: number | null;
  avgViews: number | null;
  engagementRate: number | null;
  metrics: MetricProvenance;
  verified: boolean;
  profileUrl: string | null;
  sources: string[];
  curatedFields: string[];
  /** ISO timestamp of the newest data the profile holds. */
  refreshedAt: string | null;
}

/** Column name of each {@link StoredProfile} field the importer writes. */
const COLUMNS = {
  id: 'id',
  platform: 'platform',
  platformId: 'platform_id',
  username: 'username',
  usernameKind: 'username_kind',
  matchKeys: 'match_keys',
  name: 'name',
  avatarUrl: 'avatar_url',
  bio: 'bio',
  email: 'email',
  website: 'website',
  country: 'country',
  audienceCountry: 'audience_country',
  language: 'language',
  languageInferred: 'language_inferred',
  accountType: 'account_type',
  accountTypeSource: 'account_type_source',
  categories: 'categories',
  categoryEvidence: 'category_evidence',
  officialCategories: 'official_categories',
  followers: 'followers',
  posts: 'posts',
  avgLikes: 'avg_likes',
  avgComments: 'avg_comments',
  avgViews: 'avg_views',
  engagementRate: 'engagement_rate',
  metrics: 'metrics',
  verified: 'verified',
  profileUrl: 'profile_url',
  sources: 'sources',
  refreshedAt: 'refreshed_at',
} as const satisfies Partial<Record<keyof StoredProfile, string>>;

const SELECTED = sql.raw(
  [...Object.entries(COLUMNS), ['curatedFields', 'curated_fields']]
    .map(([field, column]) => `${column} as "${field}"`)
    .join(', '),
);

/** A row of {@link SELECTED}: `refreshed_at` comes back as a Date or a string by driver. */
type SelectedRow = Omit<StoredProfile, 'refreshedAt'> & { refreshedAt: unknown };

/** A selected row with `refreshedAt` as an ISO string. */
function storedProfile(r: SelectedRow): StoredProfile {
  return {
    ...r,
    refreshedAt: r.refreshedAt === null ? null : new Date(String(r.refreshedAt)).toISOString(),
  };
}

/**
 * The stored profiles of a platform that share a platform id, a lower-cased username or a match
 * key with an incoming batch (or have one of `ids`), locked (`FOR UPDATE`) until the transaction
 * ends.
 */
export async function findIdentityCandidates(
  tx: DbOrTx,
  platform: string,
  keys: { platformIds: string[]; handles: string[]; matchKeys: string[]; ids?: string[] },
): Promise<StoredProfile[]> {
  const list = (values: string[]) =>
    sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;
  // One indexed lookup per key kind: an OR of the three would scan the whole table (and ids as
  // uuid, so their lookup is the primary key's, not a scan of the platform's rows).
  const { rows } = (await tx.execute(sql`
    select ${SELECTED} from influencers where id in (
      select id from influencers
        where platform = ${platform} and platform_id = any(${list(keys.platformIds)})
      union select id from influencers
        where platform = ${platform} and lower(username) = any(${list(keys.handles)})
      union select id from influencers
        where platform = ${platform} and match_keys && ${list(keys.matchKeys)}
      union select id from influencers
        where platform = ${platform} and id = any(${list(keys.ids ?? [])}::uuid[]))
    for update`)) as unknown as { rows: SelectedRow[] };
  return rows.map(storedProfile);
}

/** One dated measurement to record for a profile (plausible values only). */
export interface SnapshotInput {
  influencerId: string;
  takenOn: string;
  followers: number | null;
  avgViews: number | null;
  engagementRate: number | null;
  source: string;
}

const WRITTEN = Object.values(COLUMNS).join(', ');
const UPDATED = Object.values(COLUMNS)
  .filter((c) => c !== 'id')
  .map((c) => `${c} = excluded.${c}`)
  .join(', ');

/**
 * Writes profiles (inserted, or updated in full by id) and their snapshots (one per profile and
 * day; a value already recorded that day by another source is kept where this one is empty) in
 * ONE statement, so a batch is written whole or not at all. The rows travel as one JSON parameter
 * expanded by `json_populate_recordset`, several times faster on PGlite than bound parameters.
 * @throws the driver's error when the database rejects the batch (e.g. a handle taken meanwhile).
 */
export async function writeProfiles(
  tx: DbOrTx,
  profiles: readonly StoredProfile[],
  snapshots: readonly SnapshotInput[],
): Promise<void> {
  if (profiles.length === 0) return;
  const records = profiles.map((p) =>
    Object.fromEntries(
      Object.entries(COLUMNS).map(([field, column]) => [column, p[field as keyof typeof COLUMNS]]),
    ),
  );
  const shots = snapshots.map((s) => ({
    influencer_id: s.influencerId,
    taken_on: s.takenOn,
    followers: s.followers,
    avg_views: s.avgViews,
    engagement_rate: s.engagementRate,
    source: s.source,
  }));
  await tx.execute(sql`
    with upserted as (
      insert into influencers (${sql.raw(WRITTEN)})
      select ${sql.raw(WRITTEN)} from json_populate_recordset(null::influencers, ${JSON.stringify(records)}::json)
      on conflict (id) do update set ${sql.raw(UPDATED)}, updated_at = now()
      returning id
    )
    insert into influencer_snapshots
      (influencer_id, taken_on, followers, avg_views, engagement_rate, source)
    select s.influencer_id, s.taken_on, s.followers, s.avg_views, s.engagement_rate, s.source
    from json_populate_recordset(null::influencer_snapshots, ${JSON.stringify(shots)}::json) s
    join upserted u on u.id = s.influencer_id
    on conflict (influencer_id, taken_on) do update set
      followers = coalesce(excluded.followers, influencer_snapshots.followers),
      avg_views = coalesce(excluded.avg_views, influencer_snapshots.avg_views),
      engagement_rate = coalesce(excluded.engagement_rate, influencer_snapshots.engagement_rate),
      source = excluded.source`);
}

/** True when this exact file content was already imported with this exact mapping. */
export async function isDatasetImported(
  db: DbOrTx,
  sha256: string,
  mapping: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: datasetImports.id })
    .from(datasetImports)
    .where(and(eq(datasetImports.sha256, sha256), eq(datasetImports.mapping, mapping)))
    .limit(1);
  return rows.length > 0;
}

/** Records (or re-records) that a file was imported with a mapping, with the report as JSON. */
export async function recordDatasetImport(
  db: DbOrTx,
  entry: { fileName: string; sha256: string; mapping: string; report: string },
): Promise<void> {
  await db
    .insert(datasetImports)
    .values(entry)
    .onConflictDoUpdate({
      target: [datasetImports.sha256, datasetImports.mapping],
      set: { fileName: entry.fileName, report: entry.report, importedAt: sql`now()` },
    });
}

/** A display name an import left out as another account's (an import report's `disputedNames`). */
export interface DisputedNameRow {
  platform: string;
  file: string;
  /** The name not taken. */
  name: string;
  /** The username of the profile it was given for. */
  profile: string;
  reason: string;
}

/**
 * The display names the stored import reports left out as another account's, per platform and
 * file (one entry per file, name and profile, whichever run of the file reported it last).
 */
export async function loadDisputedNames(db: DbOrTx): Promise<DisputedNameRow[]> {
  const { rows } = (await db.execute(sql`
    select distinct on (platform, file, name, profile) * from (
      select report::jsonb->>'platform' as platform, file_name as file, d->>'row' as name,
        d->>'profile' as profile, d->>'evidence' as reason, imported_at
      from dataset_imports,
        jsonb_array_elements(coalesce(report::jsonb->'disputedNames', '[]'::jsonb)) d
    ) names order by platform, file, name, profile, imported_at desc`)) as unknown as {
    rows: DisputedNameRow[];
  };
  return rows.map(({ platform, file, name, profile, reason }) => ({
    platform,
    file,
    name,
    profile,
    reason,
  }));
}

/**
 * `VACUUM ANALYZE` of the influencer tables after a bulk import: fresh planner statistics, the
 * visibility map set and GIN pending lists flushed (PGlite has no autovacuum). VACUUM cannot run
 * inside a transaction, so pass the database, never a transaction.
 */
export async function vacuumInfluencerTables(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze influencers, influencer_snapshots`);
}

/**
 * The profiles of a platform that share a match key with another of its profiles: the only ones
 * the duplicate sweep can merge (a shared platform id or confirmed handle is impossible by the
 * unique indexes, and equal usernames share their key). One grouping pass instead of loading all.
 * With `among`, only the keys one of those profiles holds (the twins of the profiles an import
 * touched).
 */
export async function loadProfilesSharingKeys(
  db: DbOrTx,
  platform: string,
  among?: readonly string[],
): Promise<StoredProfile[]> {
  const touching = among
    ? sql`having count(distinct id) > 1 and bool_or(id::text = any(array(select json_array_elements_text(${JSON.stringify(among)}::json))))`
    : sql`having count(distinct id) > 1`;
  const { rows } = (await db.execute(sql`
    with keyed as (
      select id, unnest(match_keys) as k from influencers where platform = ${platform}
    ), shared as (
      select k from keyed group by k ${touching}
    )
    select ${SELECTED} from influencers
    where id in (select keyed.id from keyed join shared using (k))
    order by id`)) as unknown as { rows: SelectedRow[] };
  return rows.map(storedProfile);
}

/**
 * Moves everything that points at profile `duplicate` to `keep` and deletes `duplicate` (the
 * `merge_influencers` function of migration 0010: snapshots, lists, notes, contacts, picks,
 * collaborations, promotions, email recipients, the linked account, curation, sources, counters).
 * @returns false, changing nothing, when the two cannot be merged (both linked to accounts, or
 * both in an open collaboration with the same advertiser and campaign).
 */
export async function mergeInfluencers(
  tx: DbOrTx,
  keep: string,
  duplicate: string,
): Promise<boolean> {
  const { rows } = (await tx.execute(
    sql`select merge_influencers(${keep}::uuid, ${duplicate}::uuid) as merged`,
  )) as unknown as { rows: { merged: boolean }[] };
  return rows[0]?.merged === true;
}

/** Ids, usernames and names of the profiles that have no match keys yet (written before migration 0010). */
export async function findProfilesWithoutKeys(
  db: DbOrTx,
  limit: number,
): Promise<{ id: string; username: string; name: string | null }[]> {
  const { rows } = (await db.execute(
    sql`select id, username, name from influencers where match_keys = '{}' limit ${limit}`,
  )) as unknown as { rows: { id: string; username: string; name: string | null }[] };
  return rows;
}

/** Sets the match keys of profiles (one statement). */
export async function setMatchKeys(
  db: DbOrTx,
  keys: { id: string; keys: string[] }[],
): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    update influencers i set match_keys = k.keys
    from json_to_recordset(${JSON.stringify(keys)}::json) as k(id uuid, keys text[])
    where i.id = k.id`);
}

/** Up to `limit` profiles not yet given an account type (`account_type_source` null), with what the rules read. */
export async function findProfilesWithoutAccountType(
  db: DbOrTx,
  limit: number,
): Promise<
  { id: string; platform: string; username: string; name: string | null; bio: string | null }[]
> {
  const { rows } = (await db.execute(
    sql`select id, platform, username, name, bio from influencers
        where account_type_source is null limit ${limit}`,
  )) as unknown as {
    rows: {
      id: string;
      platform: string;
      username: string;
      name: string | null;
      bio: string | null;
    }[];
  };
  return rows;
}

/** Sets the account type and its source of profiles (one statement). */
export async function setAccountTypes(
  db: DbOrTx,
  decisions: { id: string; type: string; source: string }[],
): Promise<void> {
  if (decisions.length === 0) return;
  await db.execute(sql`
    update influencers i set account_type = d.type, account_type_source = d.source
    from json_to_recordset(${JSON.stringify(decisions)}::json) as d(id uuid, type text, source text)
    where i.id = d.id`);
}
