import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  COUNT_CAP,
  MAX_LIMIT,
  PAGE_SIZE,
  PLATFORMS,
  SORTS,
} from '../constants/discovery';
import { CATEGORY_SLUGS } from '../constants/taxonomy';
import { parseRangeParam } from '../discovery/ranges';
import { nameSchema, textSchema } from './text';

/** An influencer profile id (UUID). */
export const influencerIdSchema = z.uuid();

const commaList = <T extends z.ZodType<unknown, string>>(item: T, max = 100) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max));

/**
 * The largest count a range filter takes: followers, average views and publications are
 * PostgreSQL `bigint` columns read as JavaScript numbers, exact up to 2^53 − 1.
 */
export const MAX_COUNT_FILTER = Number.MAX_SAFE_INTEGER;

/** A bound of a count range (followers, views, publications): a whole number the column holds. */
const countBound = z
  .number()
  .max(MAX_COUNT_FILTER, { message: `Use counts of at most ${MAX_COUNT_FILTER}`, abort: true })
  .int('Use whole numbers for counts, e.g. "1000,50000"');

/** A bound of a percent range (engagement rate, a `double precision` column): a finite number. */
const percentBound = z.number({ error: 'Use a finite percent, e.g. "2.5,10"' });

/**
 * A `min,max` range parameter whose bounds pass `bound`: `"1000,50000"`, `"1000,"` (max open) or
 * `"1000"`; `examples` go to the OpenAPI document. Answers 400 naming the parameter when it is
 * malformed, min > max, or a bound is out of range (a decimal count, a count beyond the column,
 * an infinite percent), the message saying which bound (`min: Use whole numbers…`).
 */
const rangeParam = (bound: z.ZodNumber, examples: string[]) =>
  z
    .string()
    .meta({ examples })
    .transform((value, ctx) => {
      const range = parseRangeParam(value);
      if (!range) {
        ctx.addIssue({
          code: 'custom',
          message: 'Use "min,max" in real units, e.g. "1000,50000" or "1000,"',
        });
        return z.NEVER;
      }
      for (const side of ['min', 'max'] as const) {
        const checked = range[side] === undefined ? undefined : bound.safeParse(range[side]);
        const issue = checked?.error?.issues[0];
        if (issue) ctx.addIssue({ code: 'custom', message: `${side}: ${issue.message}` });
      }
      return range;
    });

/**
 * The filters with a facet (pickers with counts): each can also match the profiles whose value is
 * unknown — no country (creator's or audience's), no language or no category on record.
 */
export const FACET_KEYS = ['countries', 'languages', 'categories'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/**
 * The `accountTypes` query parameter: kinds of account to include, comma separated (`creator`,
 * `brand`, `media`, `club`, `platform`); absent means creators only.
 */
export const accountTypesParam = commaList(z.enum(ACCOUNT_TYPES), ACCOUNT_TYPES.length).meta({
  description:
    'Kinds of account to include, comma separated (creator, brand, media, club, platform); default creator only.',
  examples: ['creator,brand'],
});

/**
 * Query of `GET /api/influencer` and `/api/influencer/public-list` (PRODUCT §3). Lists are comma
 * separated; ranges are `min,max` in real units (followers, views and publications are counts,
 * engagements a percent) with max optional. `ids` or `names` (with `platform`) look profiles up
 * instead of searching.
 */
export const influencerSearchQuerySchema = z.strictObject({
  /** Rows to skip; deep paging stops at the count cap (refine the filters to see further). */
  skip: z.coerce.number().int().min(0).max(COUNT_CAP).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(PAGE_SIZE),
  keywords: textSchema.trim().max(200).optional(),
  categories: commaList(z.enum(CATEGORY_SLUGS)).optional(),
  languages: commaList(
    z
      .string()
      .toLowerCase()
      .regex(/^[a-z]{2}$/, 'Use ISO 639-1 codes such as "en"'),
  ).optional(),
  countries: commaList(
    z
      .string()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Use ISO 3166-1 alpha-2 codes such as "US"'),
  ).optional(),
  followers: rangeParam(countBound, ['1000,50000', '1000,']).optional(),
  averageViews: rangeParam(countBound, ['1000,50000', '1000,']).optional(),
  engagements: rangeParam(percentBound, ['2.5,10', '2,']).optional(),
  publications: rangeParam(countBound, ['10,500', '10,']).optional(),
  platform: z.enum(PLATFORMS).optional(),
  sort: z.enum(SORTS).optional(),
  ids: commaList(influencerIdSchema).optional(),
  names: commaList(textSchema.max(100)).optional(),
  /**
   * Filters (`countries`, `languages`, `categories`) that also match profiles whose value is
   * unknown, e.g. `includeUnknown=countries` with `countries=US` also returns profiles with no
   * country on record. A filter that is not set ignores it.
   */
  includeUnknown: commaList(z.enum(FACET_KEYS), FACET_KEYS.length).optional(),
  /**
   * Which kinds of account to show (`creator`, `brand`, `media`, `club`, `platform`); default
   * `creator` only, so brands, news outlets, clubs and YouTube's own channels stay out unless
   * asked for.
   */
  accountTypes: accountTypesParam.optional(),
  /** `true`: only profiles whose creator signed in and whose numbers came from the platform itself. */
  verifiedByCreator: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/**
 * Query of `GET /api/influencer/facets`: the search's filters without paging, sort or look-ups.
 */
export const influencerFacetsQuerySchema = influencerSearchQuerySchema.omit({
  skip: true,
  limit: true,
  sort: true,
  ids: true,
  names: true,
});

/** One value a facet holds and how many profiles have it (exact). */
export const facetCountSchema = z.object({
  /** An ISO 3166-1 alpha-2 country, ISO 639-1 language or taxonomy category slug. */
  value: z.string(),
  count: z.number().int(),
});

/**
 * Answer of `GET /api/influencer/facets`: for each picker, the values the matching profiles hold,
 * most frequent first. Each facet's counts apply every other filter but not its own (standard
 * faceting), so a count is exactly what the search finds when that value alone is chosen.
 * `unknown` counts, under the same rule, the profiles with no value for that facet: what
 * `includeUnknown` adds to a search filtered on it. Counts are exact (never capped).
 */
export const influencerFacetsSchema = z.object({
  countries: z.array(facetCountSchema),
  languages: z.array(facetCountSchema),
  categories: z.array(facetCountSchema),
  unknown: z.object({
    countries: z.number().int(),
    languages: z.number().int(),
    categories: z.number().int(),
  }),
});

/**
 * What a platform's engagement rate is a percent of (issue 31): `followers` on Instagram and
 * YouTube ((likes + comments) ÷ followers, the HypeAuditor/Modash definition); `views` on TikTok
 * ((likes + comments) ÷ average views, as TikTok-first tools compute it, because TikTok's reach
 * is not bound to followers: by followers most top accounts sit between 90 % and 100 %).
 */
export const ENGAGEMENT_RATE_BASIS = {
  instagram: 'followers',
  youtube: 'followers',
  tiktok: 'views',
} as const satisfies Record<(typeof PLATFORMS)[number], 'followers' | 'views'>;
export type EngagementRateBasis =
  (typeof ENGAGEMENT_RATE_BASIS)[keyof typeof ENGAGEMENT_RATE_BASIS];

/**
 * OpenAPI text of the engagement rate (the full table per platform and source, with each
 * formula's source, is "How Collabify reads the numbers" in data/datasets/README.md).
 */
const ENGAGEMENT_RATE_DEFINITION =
  'Percent, by platform (see `engagementRateBasis`). Instagram and YouTube: by followers — ' +
  'average interactions per post (likes + comments) ÷ followers × 100, the industry definition ' +
  '(HypeAuditor, Modash). TikTok: by views — (average likes + average comments) ÷ average views ' +
  '× 100, as TikTok-first tools compute it (TikTok reach is not bound to followers). Taken as ' +
  'the source states it (Instagram top 200: 60-day rate; Bright Data: fraction × 100; a rate ' +
  'column of undeclared unit is read as a fraction when every value is at most 1 with a median ' +
  'far below typical percents) or computed from one source row, never from values of different ' +
  'dates. Null when unknown or unverified (over 100 %); see `unverified` and ' +
  'data/datasets/README.md.';

/** OpenAPI text of an average per post (views or likes). */
const AVERAGE_DEFINITION = (what: string) =>
  `Average ${what} per publication (count): measured by the source, else lifetime total ÷ ` +
  'publications (an estimate, never preferred to a measured value). Null when unknown or ' +
  'unverified (e.g. estimated over fewer than 10 publications); see `unverified`.';

/** The metrics a profile keeps with their date and source. */
export const METRIC_NAMES = [
  'followers',
  'posts',
  'avgLikes',
  'avgComments',
  'avgViews',
  'engagementRate',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/**
 * One metric of a profile as its source gave it: the value (a count, or a percent for
 * engagementRate), the UTC date the data describes, the dataset id and its readable name,
 * whether it was estimated from totals (lifetime views ÷ uploads), and — when it broke a
 * plausibility rule (data/datasets/README.md) — the reason it is unverified. An unverified value
 * is shown but never sorted, filtered or scored on.
 */
export const metricEntrySchema = z.object({
  value: z.number(),
  on: z.iso.date(),
  source: z.string(),
  sourceName: z.string(),
  estimated: z.boolean().optional(),
  /** Computed by the importer from other values of the same row (a rate from likes), not stated by the source. */
  derived: z.boolean().optional(),
  /**
   * What an engagement rate is a percent of (ENGAGEMENT_RATE_BASIS); absent on the other metrics
   * and on rates stored before TikTok's became by views (by followers).
   */
  basis: z.enum(['followers', 'views']).optional(),
  /** The dataset's date is an estimate (undated source), not declared by it. */
  dateEstimated: z.boolean().optional(),
  unverified: z.string().optional(),
});
export type MetricEntry = z.infer<typeof metricEntrySchema>;

/** Each known metric of a profile with its provenance (absent = unknown). */
export const metricProvenanceSchema = z.partialRecord(z.enum(METRIC_NAMES), metricEntrySchema);
export type MetricProvenance = z.infer<typeof metricProvenanceSchema>;

/** A card in the discovery grid. Counts are integers; `engagementRate` is a percent. */
export const influencerCardSchema = z.object({
  id: influencerIdSchema,
  platform: z.enum(PLATFORMS),
  username: z.string(),
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** The creator's country (ISO 3166-1 alpha-2), when known. */
  country: z.string().nullable(),
  /** The main country of the audience, when the source gives that instead. */
  audienceCountry: z.string().nullable(),
  language: z.string().nullable(),
  categories: z.array(z.string()),
  followers: z.number().nullable(),
  engagementRate: z.number().nullable().meta({ description: ENGAGEMENT_RATE_DEFINITION }),
  /** What `engagementRate` is a percent of on this profile's platform: `views` on TikTok, else `followers`. */
  engagementRateBasis: z.enum(['followers', 'views']).meta({
    description:
      'What engagementRate is a percent of: "views" on TikTok (by average views), ' +
      '"followers" on Instagram and YouTube.',
  }),
  avgViews: z
    .number()
    .nullable()
    .meta({ description: AVERAGE_DEFINITION('views') }),
  avgLikes: z
    .number()
    .nullable()
    .meta({ description: AVERAGE_DEFINITION('likes') }),
  posts: z.number().nullable(),
  verified: z.boolean(),
  /**
   * When the creator last signed in with this account and its numbers were read from the platform
   * with their consent ("Verified by creator", ISO 8601 UTC); null when never.
   */
  verifiedByCreatorAt: z.iso.datetime().nullable(),
  hasEmail: z.boolean(),
  /**
   * For a signed-in user only: whether their outreach has an address for this profile (one they
   * saved, the influencer's account's, or the public email). Absent for visitors.
   */
  emailKnown: z.boolean().optional(),
  /** The public contact email; always null on the public list. */
  email: z.string().nullable(),
  /** What `username` is: a confirmed `handle`, a `handle-or-name` from a mixed column, or a display `name`. */
  usernameKind: z.enum(['handle', 'handle-or-name', 'name']),
  /** True when `language` was inferred from the bio and name text (not stated by a source). */
  languageInferred: z.boolean(),
  /** What kind of account this is: `creator`, or a `brand`, `media` outlet, sports `club` or `platform` channel. */
  accountType: z.enum(ACCOUNT_TYPES),
  /**
   * The UTC date (YYYY-MM-DD) each metric shown describes, and the source of the followers count:
   * the card says "as of <month year>" and names the source. Metrics from different dates are
   * never combined, so each keeps its own date.
   */
  asOf: z.partialRecord(z.enum(METRIC_NAMES), z.iso.date()),
  source: z.string().nullable(),
  /** Metrics whose only known value failed a plausibility rule: shown as unverified, never sorted or filtered on. */
  unverified: z.array(z.enum(METRIC_NAMES)),
});

/** Answer of the discovery calls: the page of cards and the total, exact up to 10,000. */
export const influencerListSchema = z.object({
  /** Matches, exact when `countCapped` is false; otherwise at least this many (shown "10,000+"). */
  count: z.number().int(),
  countCapped: z.boolean(),
  query: z.array(influencerCardSchema),
});

/** One dated measurement of a profile, for growth charts. `takenOn` is a UTC date (YYYY-MM-DD). */
export const influencerSnapshotSchema = z.object({
  takenOn: z.iso.date(),
  followers: z.number().nullable(),
  avgViews: z.number().nullable(),
  engagementRate: z.number().nullable(),
});

/** Where a profile's category came from (see server/import/category-evidence.ts). */
export const CATEGORY_SOURCES = ['label', 'mapping', 'bio'] as const;

/**
 * Why a profile has one of its categories: `source` `label` (the dataset's own label names this
 * category alone), `mapping` (a label the mapping reads as several categories, or a category every
 * profile of the dataset has), or `bio` (inferred from words of the name and bio); `label` is the
 * dataset's label (null for `bio` and whole-dataset categories); `confidence` 0–1; `words` the
 * name and bio words that named or confirmed it.
 */
export const categoryEvidenceSchema = z.object({
  slug: z.enum(CATEGORY_SLUGS),
  source: z.enum(CATEGORY_SOURCES),
  label: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  words: z.array(z.string()),
});
export type CategoryEvidence = z.infer<typeof categoryEvidenceSchema>;

/** The full profile of `GET /api/influencer/{id}`. */
export const influencerProfileSchema = influencerCardSchema.extend({
  platformId: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  profileUrl: z.string().nullable(),
  officialCategories: z.array(z.string()),
  /** Why it has each of its categories; null when imported before categories carried it. */
  categoryEvidence: z.array(categoryEvidenceSchema).nullable(),
  avgComments: z.number().nullable(),
  /** Every metric with its value, date and source, including unverified values and their reason. */
  metrics: metricProvenanceSchema,
  sources: z.array(z.string()),
  refreshedAt: z.iso.datetime().nullable(),
  /** When the newest publication was posted, as the last provider refresh read it (UTC); null when unknown. */
  lastPostedAt: z.iso.datetime().nullable(),
  updateCount: z.number().int(),
  similarCount: z.number().int(),
  snapshots: z.array(influencerSnapshotSchema),
});

/**
 * The data-quality figures of one platform (`npm run data:quality` prints the same): profiles;
 * suspected duplicates (profiles sharing a normalised name or handle with another, unless both are
 * confirmed handles); values quarantined by each plausibility rule (stored as unverified, out of
 * sorts and filters); implausible values still sortable (0 once quarantined); languages inferred
 * from text; profiles per account type and its basis; profiles missing each field; and freshness — how many profiles' newest data is older
 * than 12 months, and the oldest and newest data dates (UTC).
 */
export const platformQualitySchema = z.object({
  platform: z.enum(PLATFORMS),
  profiles: z.number().int(),
  suspectedDuplicates: z.number().int(),
  quarantined: z.array(
    z.object({ metric: z.enum(METRIC_NAMES), reason: z.string(), count: z.number().int() }),
  ),
  implausibleInSorts: z.number().int(),
  inferredLanguages: z.number().int(),
  /**
   * Profiles per account type and where the type came from: `label` (the source's own type or
   * category column), `rule` (server/import/account-type.ts), `default` (no evidence: creator),
   * `pending` (not yet classified, typed at the next start).
   */
  accountTypes: z.array(
    z.object({
      type: z.enum(ACCOUNT_TYPES),
      basis: z.enum(['label', 'rule', 'default', 'pending']),
      count: z.number().int(),
    }),
  ),
  /**
   * Categories of the platform's profiles by where they came from (`categoryEvidenceSchema`):
   * `label`, `mapping` (confirmed by the profile's words or dataset-wide), `unconfirmed` (one of
   * several a label may mean, nothing confirming it), `bio`, `unrecorded` (imported before
   * categories carried it).
   */
  categorySources: z.array(
    z.object({
      source: z.enum(['label', 'mapping', 'unconfirmed', 'bio', 'unrecorded']),
      count: z.number().int(),
    }),
  ),
  missing: z.record(z.string(), z.number().int()),
  staleProfiles: z.number().int(),
  /** Share of the profiles whose newest data is older than 12 months, percent (0–100, 1 decimal). */
  stalePercent: z.number(),
  oldestDataOn: z.iso.date().nullable(),
  newestDataOn: z.iso.date().nullable(),
});
export type PlatformQuality = z.infer<typeof platformQualitySchema>;

/** Totals for the home page: profiles per platform, top countries and categories. */
export const influencerStatisticsSchema = z.object({
  total: z.number().int(),
  /** How many distinct countries the profiles come from (creator's, else audience's). */
  countryCount: z.number().int(),
  platforms: z.array(z.object({ platform: z.enum(PLATFORMS), profiles: z.number().int() })),
  countries: z.array(z.object({ country: z.string(), profiles: z.number().int() })),
  categories: z.array(z.object({ category: z.string(), profiles: z.number().int() })),
  /** Data quality and freshness per platform. */
  quality: z.array(platformQualitySchema),
});

/**
 * `GET /api/influencer/trending`: cards with their follower growth per 30 days, measured between
 * each profile's newest snapshot and its oldest within the year before.
 */
export const trendingInfluencersSchema = z.object({
  query: z.array(
    influencerCardSchema.extend({
      /** Followers gained per 30 days (count; negative when shrinking). */
      followersGrowth: z.number().nullable(),
      /** The same as a percent of the followers at the start of the window. */
      followersGrowthPercent: z.number().nullable(),
    }),
  ),
});

/** Query of `/api/influencer/trending`. */
export const trendingQuerySchema = z.strictObject({
  platform: z.enum(PLATFORMS).optional(),
  limit: z.coerce.number().int().min(1).max(24).default(6),
});

export const influencerParamsSchema = z.strictObject({ id: influencerIdSchema });

/**
 * Body of `PATCH /api/influencer/{id}` (admins): the profile's taxonomy categories and/or the
 * platform's own category labels. Whatever is set here is curated: later imports keep it.
 */
export const curateInfluencerSchema = z
  .strictObject({
    categories: z.array(z.enum(CATEGORY_SLUGS)).max(CATEGORY_SLUGS.length).optional(),
    official_categories: z.array(nameSchema.max(100)).max(20).optional(),
  })
  .refine((b) => b.categories !== undefined || b.official_categories !== undefined, {
    message: 'Give categories, official_categories or both',
  });

/**
 * Body of `PATCH /api/influencer/{id}/count-reset` (admins): `true` sets that counter back to
 * zero — `updateCount` (refresh requests) and `findSimilar` (find-similar runs).
 */
export const countResetSchema = z
  .strictObject({ updateCount: z.boolean().optional(), findSimilar: z.boolean().optional() })
  .refine((b) => b.updateCount !== undefined || b.findSimilar !== undefined, {
    message: 'Give updateCount, findSimilar or both',
  });

export type CurateInfluencer = z.infer<typeof curateInfluencerSchema>;
export type CountReset = z.infer<typeof countResetSchema>;
export type InfluencerSearchQuery = z.infer<typeof influencerSearchQuerySchema>;
export type InfluencerFacetsQuery = z.infer<typeof influencerFacetsQuerySchema>;
export type FacetCount = z.infer<typeof facetCountSchema>;
export type InfluencerFacets = z.infer<typeof influencerFacetsSchema>;
export type InfluencerCard = z.infer<typeof influencerCardSchema>;
export type InfluencerList = z.infer<typeof influencerListSchema>;
export type InfluencerProfile = z.infer<typeof influencerProfileSchema>;
export type InfluencerSnapshot = z.infer<typeof influencerSnapshotSchema>;
export type InfluencerStatistics = z.infer<typeof influencerStatisticsSchema>;
export type TrendingInfluencers = z.infer<typeof trendingInfluencersSchema>;
