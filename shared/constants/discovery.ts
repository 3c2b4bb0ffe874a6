/** Platforms Collabify searches. TikTok profiles may be imported but the product searches these two first. */
export const PLATFORMS = ['instagram', 'youtube', 'tiktok'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Default platform of the discovery screen (SEED-SPEC §3). */
export const DEFAULT_PLATFORM: Platform = 'instagram';

/** Page size of the 3×3 card grid: the exported constant 9 of SEED-SPEC §9. */
export const PAGE_SIZE = 9;

/** Largest `limit` a discovery call accepts. */
export const MAX_LIMIT = 100;

/** The public (visitor) list serves only the first 3 pages: `skip` must stay below this. */
export const PUBLIC_LIST_MAX_SKIP = 3 * PAGE_SIZE;

/** Counts are exact up to this number; above it the answer says the count is capped ("10,000+"). */
export const COUNT_CAP = 10_000;

/** Sort orders, always descending; `relevance` needs keywords and is their default. */
export const SORTS = ['followers', 'engagementRate', 'avgViews', 'avgLikes', 'relevance'] as const;
export type Sort = (typeof SORTS)[number];

/**
 * Slider stops (PRODUCT §3): a range slider holds two indexes into these arrays. The last stop as
 * an upper bound means "no upper limit"; `null` there means it has no value of its own ("no
 * limit"), so as a lower bound it stands for the stop before it. Units: followers, views and
 * publications are counts; engagement rate is a percent (the last stop is "20%+").
 */
export const FOLLOWER_STOPS = [
  0,
  1_000,
  5_000,
  10_000,
  25_000,
  50_000,
  100_000,
  250_000,
  500_000,
  1_000_000,
  2_500_000,
  5_000_000,
  null,
] as const;
export const ENGAGEMENT_STOPS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
] as const;
export const AVERAGE_VIEW_STOPS = [
  0,
  1_000,
  5_000,
  10_000,
  25_000,
  50_000,
  100_000,
  250_000,
  500_000,
  1_000_000,
  null,
] as const;
export const PUBLICATION_STOPS = [
  0,
  10,
  25,
  50,
  100,
  250,
  500,
  1_000,
  2_500,
  5_000,
  10_000,
  null,
] as const;

/** Default slider ranges as `[fromIndex, toIndex]` (SEED-SPEC §3): the full range, i.e. no filter. */
export const DEFAULT_RANGES = {
  selectedFollowers: [0, 12],
  selectedEngagements: [0, 20],
  selectedAverageView: [0, 10],
  selectedPublications: [0, 11],
} as const;

/**
 * What kind of account a profile is (issue 31): `creator` — a person or creator channel, the
 * default; `brand` — a company or product; `media` — a news outlet, TV channel or publisher;
 * `club` — a sports club, league or federation; `platform` — a channel the platform itself
 * generates (YouTube's "Music", "Gaming", "… - Topic"). Discovery and picks show creators only
 * unless asked (server/import/account-type.ts decides the type at import).
 */
export const ACCOUNT_TYPES = ['creator', 'brand', 'media', 'club', 'platform'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The account types discovery and picks show when the search names none. */
export const DEFAULT_ACCOUNT_TYPES: readonly AccountType[] = ['creator'];
