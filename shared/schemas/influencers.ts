import { z } from 'zod';
import { COUNT_CAP, MAX_LIMIT, PAGE_SIZE, PLATFORMS, SORTS } from '../constants/discovery';
import { CATEGORY_SLUGS } from '../constants/taxonomy';
import { parseRangeParam } from '../discovery/ranges';

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

const rangeParam = z.string().transform((value, ctx) => {
  const range = parseRangeParam(value);
  if (!range) {
    ctx.addIssue({
      code: 'custom',
      message: 'Use "min,max" in real units, e.g. "1000,50000" or "1000,"',
    });
    return z.NEVER;
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
 * Query of `GET /api/influencer` and `/api/influencer/public-list` (PRODUCT §3). Lists are comma
 * separated; ranges are `min,max` in real units (followers, views and publications are counts,
 * engagements a percent) with max optional. `ids` or `names` (with `platform`) look profiles up
 * instead of searching.
 */
export const influencerSearchQuerySchema = z.strictObject({
  /** Rows to skip; deep paging stops at the count cap (refine the filters to see further). */
  skip: z.coerce.number().int().min(0).max(COUNT_CAP).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(PAGE_SIZE),
  keywords: z.string().trim().max(200).optional(),
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
  followers: rangeParam.optional(),
  averageViews: rangeParam.optional(),
  engagements: rangeParam.optional(),
  publications: rangeParam.optional(),
  platform: z.enum(PLATFORMS).optional(),
  sort: z.enum(SORTS).optional(),
  ids: commaList(influencerIdSchema).optional(),
  names: commaList(z.string().max(100)).optional(),
  /**
   * Filters (`countries`, `languages`, `categories`) that also match profiles whose value is
   * unknown, e.g. `includeUnknown=countries` with `countries=US` also returns profiles with no
   * country on record. A filter that is not set ignores it.
   */
  includeUnknown: commaList(z.enum(FACET_KEYS), FACET_KEYS.length).optional(),
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
  engagementRate: z.number().nullable(),
  avgViews: z.number().nullable(),
  avgLikes: z.number().nullable(),
  posts: z.number().nullable(),
  verified: z.boolean(),
  hasEmail: z.boolean(),
  /** The public contact email; always null on the public list. */
  email: z.string().nullable(),
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

/** The full profile of `GET /api/influencer/{id}`. */
export const influencerProfileSchema = influencerCardSchema.extend({
  platformId: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  profileUrl: z.string().nullable(),
  officialCategories: z.array(z.string()),
  avgComments: z.number().nullable(),
  sources: z.array(z.string()),
  refreshedAt: z.iso.datetime().nullable(),
  updateCount: z.number().int(),
  similarCount: z.number().int(),
  snapshots: z.array(influencerSnapshotSchema),
});

/** Totals for the home page: profiles per platform, top countries and categories. */
export const influencerStatisticsSchema = z.object({
  total: z.number().int(),
  /** How many distinct countries the profiles come from (creator's, else audience's). */
  countryCount: z.number().int(),
  platforms: z.array(z.object({ platform: z.enum(PLATFORMS), profiles: z.number().int() })),
  countries: z.array(z.object({ country: z.string(), profiles: z.number().int() })),
  categories: z.array(z.object({ category: z.string(), profiles: z.number().int() })),
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
    official_categories: z.array(z.string().trim().min(1).max(100)).max(20).optional(),
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
export type InfluencerCard = z.infer<typeof influencerCardSchema>;
export type InfluencerList = z.infer<typeof influencerListSchema>;
export type InfluencerProfile = z.infer<typeof influencerProfileSchema>;
export type InfluencerSnapshot = z.infer<typeof influencerSnapshotSchema>;
export type InfluencerStatistics = z.infer<typeof influencerStatisticsSchema>;
export type TrendingInfluencers = z.infer<typeof trendingInfluencersSchema>;
export type InfluencerFacetsQuery = z.infer<typeof influencerFacetsQuerySchema>;
export type FacetCount = z.infer<typeof facetCountSchema>;
export type InfluencerFacets = z.infer<typeof influencerFacetsSchema>;
