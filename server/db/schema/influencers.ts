import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  jsonb,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CategoryEvidence } from '@shared/schemas/influencers';
import { cascadingReference, primaryId, stampedAt } from './columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Influencer profiles (PRODUCT §2). One row per real account: the platform's own id is unique per
 * platform, and so is a confirmed handle (`username_kind = 'handle'`, case-insensitive); a
 * username that may be a display name (`handle-or-name`, `name`) is never an identity (see
 * server/import/identity.ts). Counts are integers; `engagement_rate` is a percent. The metric
 * columns hold only plausible values: `metrics` keeps each metric's value with its date and
 * source, and a value that failed a plausibility rule (server/import/plausibility.ts) stays there
 * as unverified while its column is null, so sorts and range filters leave it out.
 * `curated_fields` names the fields an admin set by hand, which imports never overwrite;
 * `owner_verified_at` says the creator signed in and the numbers came from the platform itself;
 * `removed_at` says the creator opted out (see profile-requests.ts).
 * `match_keys` are the normalised name and username (identity evidence lookups). `search` is the
 * full-text document: each word as written ('simple') and its English stem (Snowball, 'english':
 * "recipes" → recip), the name and handle at weight B and the bio — what the creator does — at A.
 * The handle is there whole and in its words (`handleWords`), as handles are written without
 * spaces: "ChefVegan" is also "chef vegan", "my.vegan.life" also "my vegan life".
 */
/**
 * The words of a handle: dots and underscores as spaces, and a space before each capital that
 * follows a lower-case letter or digit ("ChefVegan" → "Chef Vegan"). Immutable SQL, so it can
 * feed a generated column.
 */
const handleWords = sql.raw(
  `regexp_replace(translate("influencers"."username", '._', '  '), '([[:lower:][:digit:]])([[:upper:]])', '\\1 \\2', 'g')`,
);

export const influencers = pgTable(
  'influencers',
  {
    id: primaryId(),
    platform: text('platform').notNull(),
    platformId: text('platform_id'),
    username: text('username').notNull(),
    /** What `username` is: `handle` (confirmed), `handle-or-name` (a source column mixing both) or `name`. */
    usernameKind: text('username_kind').notNull().default('handle'),
    /** Normalised name and username (lower-case letters and digits only), for identity evidence. */
    matchKeys: text('match_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    email: text('email'),
    website: text('website'),
    country: text('country'),
    audienceCountry: text('audience_country'),
    /** Creator country when known, else the audience's: what the countries filter matches. */
    searchCountry: text('search_country').generatedAlwaysAs(
      (): SQL => sql`coalesce(${influencers.country}, ${influencers.audienceCountry})`,
    ),
    language: text('language'),
    /**
     * What kind of account this is (`ACCOUNT_TYPES` in shared/constants/discovery.ts); discovery
     * and picks show `creator` only unless asked.
     */
    accountType: text('account_type').notNull().default('creator'),
    /**
     * Where `account_type` came from: `label:<source label>` (a dataset's own type or category
     * column), `rule:<rule id>` (server/import/account-type.ts), `default` (no evidence → creator);
     * null for a profile not yet classified (filled at the next start, see backfillAccountTypes).
     */
    accountTypeSource: text('account_type_source'),
    /** True when `language` was inferred from the bio and name text, not given by a source. */
    languageInferred: boolean('language_inferred').notNull().default(false),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Why the profile has each of `categories` (source, label, confidence 0–1, words:
     * server/import/category-evidence.ts); null for a profile imported before it was recorded.
     */
    categoryEvidence: jsonb('category_evidence').$type<CategoryEvidence[]>(),
    officialCategories: text('official_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    followers: bigint('followers', { mode: 'number' }),
    posts: bigint('posts', { mode: 'number' }),
    avgLikes: bigint('avg_likes', { mode: 'number' }),
    avgComments: bigint('avg_comments', { mode: 'number' }),
    avgViews: bigint('avg_views', { mode: 'number' }),
    engagementRate: doublePrecision('engagement_rate'),
    /** Each metric's value with its date and source (shape: `MetricProvenance` in shared/schemas/influencers.ts). */
    metrics: jsonb('metrics')
      .notNull()
      .default(sql`'{}'::jsonb`),
    verified: boolean('verified').notNull().default(false),
    profileUrl: text('profile_url'),
    sources: text('sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    curatedFields: text('curated_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    /**
     * When the creator last signed in with this account and its numbers were read from the
     * platform with their consent ("verified by creator"); null when never.
     */
    ownerVerifiedAt: timestamp('owner_verified_at', { withTimezone: true }),
    /** When the newest publication was posted, as a provider refresh last read it; null when unknown. */
    lastPostedAt: timestamp('last_posted_at', { withTimezone: true }),
    /**
     * When the creator had the profile removed (a verified opt-out request): hidden from
     * discovery, lists' searches and public pages; null while listed.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    updateCount: integer('update_count').notNull().default(0),
    similarCount: integer('similar_count').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(${influencers.name}, '') || ' ' || ${influencers.username} || ' ' || ${handleWords}), 'B') || setweight(to_tsvector('english', coalesce(${influencers.name}, '') || ' ' || ${handleWords}), 'B') || setweight(to_tsvector('simple', coalesce(${influencers.bio}, '')), 'A') || setweight(to_tsvector('english', coalesce(${influencers.bio}, '')), 'A')`,
    ),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('influencers_platform_handle_key')
      .on(t.platform, sql`lower(${t.username})`)
      .where(sql`${t.usernameKind} = 'handle'`),
    index('influencers_platform_username_idx').on(t.platform, sql`lower(${t.username})`),
    uniqueIndex('influencers_platform_id_key')
      .on(t.platform, t.platformId)
      .where(sql`${t.platformId} is not null`),
    index('influencers_match_keys_idx').using('gin', t.matchKeys),
    // Listed profiles only (`removed_at is null`, in every search): migration 0025 adds INCLUDE
    // columns Drizzle cannot express, so the sorts, ranges, facet filters and the account type of
    // a search are all read index-only (0003 had covered followers alone, without `removed_at`,
    // so every match still read the table).
    index('influencers_followers_idx')
      .on(sql`${t.followers} desc nulls last`, t.id)
      .where(sql`${t.removedAt} is null`),
    ...(
      [
        ['followers', t.followers],
        ['engagement', t.engagementRate],
        ['views', t.avgViews],
        ['likes', t.avgLikes],
      ] as const
    ).map(([name, metric]) =>
      index(`influencers_platform_${name}_idx`)
        .on(t.platform, sql`${metric} desc nulls last`, t.id)
        .where(sql`${t.removedAt} is null`),
    ),
    // The filters of a search start from its countries (migration 0025 adds the same INCLUDE
    // columns as on the platform followers index): 1–3 countries of a platform read a few
    // percent of the index, where a followers range reads tens of percent.
    index('influencers_platform_country_idx')
      .on(t.platform, t.searchCountry, sql`${t.followers} desc nulls last`, t.id)
      .where(sql`${t.removedAt} is null`),
    index('influencers_platform_language_idx').on(t.platform, t.language),
    index('influencers_categories_idx').using('gin', t.categories),
    index('influencers_search_idx').using('gin', t.search),
    index('influencers_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    // The "Verified by creator" filter: few rows, best first.
    index('influencers_owner_verified_idx')
      .on(sql`${t.followers} desc nulls last`, t.id)
      .where(sql`${t.ownerVerifiedAt} is not null`),
    // The account-type filter past creators: few rows.
    index('influencers_account_type_idx')
      .on(t.platform, t.accountType)
      .where(sql`${t.accountType} <> 'creator'`),
    // Profiles still to classify (the start-up backfill finds none in one index probe).
    index('influencers_account_type_pending_idx')
      .on(t.id)
      .where(sql`${t.accountTypeSource} is null`),
    check(
      'influencers_account_type_check',
      sql`${t.accountType} in ('creator', 'brand', 'media', 'club', 'platform')`,
    ),
    // Influencer accounts link to the profile whose public email is theirs.
    index('influencers_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);

/** Dated measurements of a profile, one per day at most: growth charts and trending. */
export const influencerSnapshots = pgTable(
  'influencer_snapshots',
  {
    id: primaryId(),
    influencerId: cascadingReference('influencer_id', () => influencers.id),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    followers: bigint('followers', { mode: 'number' }),
    avgViews: bigint('avg_views', { mode: 'number' }),
    engagementRate: doublePrecision('engagement_rate'),
    source: text('source').notNull(),
  },
  (t) => [
    uniqueIndex('influencer_snapshots_influencer_day_key').on(t.influencerId, t.takenOn),
    index('influencer_snapshots_day_idx').on(t.takenOn),
  ],
);

/** Dataset files already imported (by content hash), so later starts skip them; with each run's report. */
export const datasetImports = pgTable(
  'dataset_imports',
  {
    id: primaryId(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    mapping: text('mapping').notNull(),
    report: text('report').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dataset_imports_sha_mapping_key').on(t.sha256, t.mapping)],
);

export type InfluencerRow = typeof influencers.$inferSelect;
export type NewInfluencerRow = typeof influencers.$inferInsert;
export type InfluencerSnapshotRow = typeof influencerSnapshots.$inferSelect;
