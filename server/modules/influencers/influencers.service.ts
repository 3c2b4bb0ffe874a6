import {
  type AccountType,
  COUNT_CAP,
  DEFAULT_ACCOUNT_TYPES,
  PAGE_SIZE,
  PUBLIC_LIST_MAX_SKIP,
  type Platform,
  type Sort,
} from '@shared/constants/discovery';
import type {
  CountReset,
  CurateInfluencer,
  FacetKey,
  InfluencerFacets,
  InfluencerFacetsQuery,
  InfluencerList,
  InfluencerProfile,
  InfluencerSearchQuery,
  InfluencerStatistics,
  MetricName,
  PlatformQuality,
  TrendingInfluencers,
} from '@shared/schemas/influencers';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { InfluencerRow } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../errors';
import {
  addUpdateRequests,
  countAndRank,
  countInfluencers,
  curateInfluencer,
  type CuratedValues,
  estimateInfluencers,
  findCardsByHandles,
  findCardsByIds,
  findInfluencer,
  findSnapshots,
  influencerStatistics,
  markInfluencerRemoved,
  resetInfluencerCounts,
  searchCardsPastCap,
  setLastPostedAt,
  trendingInfluencers,
  type CardRow,
  type SearchFilters,
  withSimilarityThreshold,
} from './influencers.repository';
import { type SearchCache, searchCacheAt } from './search-cache';
import { findKnownEmailIds } from '../influencer-contacts/influencer-contacts.read-model';
import { facetCounts, type FacetRows } from './facets.repository';
import {
  accountTypeCounts,
  categorySourceCounts,
  platformQuality,
  quarantineCounts,
} from './data-quality.repository';
import { presentCard, presentProfile } from './influencers.presenter';
import { type KeywordSearch, parseKeywords, similarityThreshold } from './keywords';

/**
 * Who is searching: visitors get the public list (3 pages, no emails); a signed-in user's cards
 * say whether their outreach has an address for each profile (`emailKnown`).
 */
export type Viewer = { visitor: true } | { visitor: false; userId: string };

const signInRequired = () =>
  new AppError(
    403,
    'sign-in-required',
    'Sign in to see more',
    'Visitors see the first 3 pages of results. Sign in to see them all.',
  );

/** Orders looked-up rows as the caller listed them (ids or handles). */
function inRequestOrder(rows: CardRow[], keys: string[], keyOf: (r: CardRow) => string): CardRow[] {
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => byKey.get(k)).filter((r): r is CardRow => r !== undefined);
}

/**
 * The repository filters for a validated search or facets query (keywords parsed; empty keywords
 * dropped; creators only unless `accountTypes` says otherwise).
 */
export function searchFiltersOf(q: InfluencerFacetsQuery): SearchFilters {
  const keywords = q.keywords ? parseKeywords(q.keywords) : undefined;
  const hasKeywords = keywords && (keywords.words.length > 0 || keywords.handle);
  return {
    platform: q.platform,
    ...(hasKeywords && { keywords }),
    categories: q.categories,
    languages: q.languages,
    countries: q.countries,
    followers: q.followers,
    averageViews: q.averageViews,
    engagements: q.engagements,
    publications: q.publications,
    includeUnknown: q.includeUnknown,
    verifiedByCreator: q.verifiedByCreator,
    accountTypes: q.accountTypes ?? DEFAULT_ACCOUNT_TYPES,
  };
}

/** The matches counted (each pass up to its cap), whether a pass had more, and one page of rows. */
interface FoundPage {
  count: number;
  capped: boolean;
  rows: CardRow[];
}

/**
 * Most-words matches (the last keyword pass) are counted up to this many, not {@link COUNT_CAP}:
 * they follow a search that found almost nothing, often under one common word, and counting
 * 10,001 of them read up to 17k heap blocks on 1M profiles (0.7 s on a busy 2-core machine)
 * for a list people read the first pages of. Past it they are listed by followers.
 */
export const MOST_WORDS_CAP = 1_000;

/**
 * Above this planner estimate a search is taken to have more matches than the count cap and skips
 * {@link countAndRank}: materialising 10,001 matches costs 6.4 ms against 1.7 ms for counting
 * them (1M profiles, `platform=instagram`). Estimates of combined filters can be off several
 * times either way, hence the margin; a wrong guess only costs one more query.
 */
const ONE_PASS_MAX_ESTIMATE = 3 * COUNT_CAP;

/**
 * Above this planner estimate the count is taken as past the cap without counting: counting
 * 10,001 keyword matches reads 10,001 table rows (the text index cannot say whether a profile is
 * listed), tens of ms on 1M profiles, to print "10,000+". Ten times the cap, so an estimate off
 * even several times still means more than the cap.
 */
const TRUSTED_ESTIMATE = 10 * COUNT_CAP;

/** The key of a filter set in the search cache (its filters; not the page or the sort). */
function filterKey(kind: string, f: SearchFilters, cap?: number): string {
  return JSON.stringify([kind, cap, f]);
}

/**
 * The matches counted up to `cap + 1`: kept per filter set (see {@link searchCacheAt}), or taken
 * from the planner's estimate past {@link TRUSTED_ESTIMATE}.
 */
async function cappedCount(
  db: DbOrTx,
  cache: SearchCache,
  filters: SearchFilters,
  cap: number,
  estimate?: number,
): Promise<number> {
  const { count } = await cache.get(filterKey('count', filters, cap), async () => ({
    count:
      estimate !== undefined && estimate > TRUSTED_ESTIMATE
        ? cap + 1
        : await countInfluencers(db, filters, cap),
  }));
  return count;
}

/** Cards for ids, in the order of the ids. */
async function cardsInOrder(db: DbOrTx, ids: string[]): Promise<CardRow[]> {
  const found = ids.length ? await findCardsByIds(db, ids) : [];
  return inRequestOrder(found, ids, (r) => r.id);
}

/**
 * The count, at most `cap` (with `capped` when there are more), and the page. Under the cap both
 * come from one pass ({@link countAndRank}); past it, the planner's estimate tells the page query
 * which plan suits the result size. The count of a filter set is kept (see {@link cappedCount}),
 * so the next page, the facets' check and a reload count nothing. With `limit` 0 only the count.
 */
async function findPage(
  db: DbOrTx,
  cache: SearchCache,
  filters: SearchFilters,
  sort: Sort,
  skip: number,
  limit: number,
  cap = COUNT_CAP,
): Promise<FoundPage> {
  const counted = (count: number, rows: CardRow[]) => ({
    count: Math.min(count, cap),
    capped: count > cap,
    rows,
  });
  if (limit === 0) return counted(await cappedCount(db, cache, filters, cap), []);
  const { estimate } = await cache.get(filterKey('estimate', filters), async () => ({
    estimate: await estimateInfluencers(db, filters),
  }));
  const page = { skip, limit, matches: estimate, cap };
  const pastCap = async (count: number) => {
    // Past the cap the count proves the estimate low: plan the page for at least that many.
    const rows = await searchCardsPastCap(db, filters, sort, {
      ...page,
      matches: Math.max(estimate, count),
    });
    return counted(count, rows);
  };
  if (estimate > ONE_PASS_MAX_ESTIMATE) {
    const count = await cappedCount(db, cache, filters, cap, estimate);
    if (count > cap) return pastCap(count);
  }
  const { count, ids } = await countAndRank(db, filters, sort, page);
  await cache.get(filterKey('count', filters, cap), async () => ({ count }));
  if (!ids) return pastCap(count);
  return counted(count, await cardsInOrder(db, ids));
}

/**
 * The database work of one search. Keywords match in up to three passes, each ranked on its own
 * and listed after the one before (the count is their sum; a page may span two):
 * 1. exact: every word (in the text, inside the handle, or naming a category of the profile), or
 *    a handle containing the handle candidate (`mr beast` → `mrbeast`);
 * 2. typo-tolerant handles (pg_trgm similarity to the candidate, threshold rising with its length:
 *    {@link similarityThreshold}), when the exact pass found nothing, or fewer than a page
 *    ({@link PAGE_SIZE}) for several words typed apart;
 * 3. most words (at least half of them) of several words typed apart, when the passes before
 *    found fewer than a page; counted up to {@link MOST_WORDS_CAP}.
 * Exact first keeps common words cheap: "color" as a trigram similarity had 27,638 lossy
 * candidates to recheck on 1M profiles (2.2 s cold) against 3 handles containing it, which is why
 * a one-word search that found something never runs the typo pass.
 * @returns the count (each pass's up to its cap, `capped` when one had more) and the page's rows.
 */
export async function searchPage(
  db: DbOrTx,
  filters: SearchFilters,
  sort: Sort,
  skip: number,
  limit: number,
): Promise<FoundPage> {
  const cache = await searchCacheAt(db);
  const found = await findPage(db, cache, filters, sort, skip, limit);
  await laterKeywordPasses(db, filters.keywords, found.count, async (tx, keywords, cap) => {
    const pass = await findPage(
      tx,
      cache,
      { ...filters, keywords },
      sort,
      Math.max(0, skip - found.count),
      limit - found.rows.length,
      cap,
    );
    found.count += pass.count;
    found.capped ||= pass.capped;
    found.rows.push(...pass.rows);
    return pass.count;
  });
  return found;
}

/**
 * Runs the keyword passes that follow the exact one, as a search decides them (see
 * {@link searchPage}): typo-tolerant handles when the exact pass found nothing, or fewer than a
 * page for several words (under that pass's trigram threshold); then most words when several
 * words found fewer than a page. `run` does one pass's work on the connection it is given and
 * returns how many the pass matched; `found` is what the exact pass matched. The one rule for
 * both the search and its facets, so the pickers describe the results on screen.
 */
async function laterKeywordPasses(
  db: DbOrTx,
  k: KeywordSearch | undefined,
  found: number,
  run: (tx: DbOrTx, keywords: KeywordSearch, cap?: number) => Promise<number>,
): Promise<void> {
  if (!k || found >= PAGE_SIZE) return;
  let matched = found;
  let typoThreshold: number | null = null;
  if (k.handle && (matched === 0 || k.severalWords)) {
    typoThreshold = similarityThreshold(k.handle);
    matched += await withSimilarityThreshold(db, typoThreshold, (tx) =>
      run(tx, { ...k, match: 'typo' }),
    );
  }
  if (k.severalWords && matched < PAGE_SIZE) {
    await run(db, { ...k, match: 'most', typoThreshold }, MOST_WORDS_CAP);
  }
}

/** The sort of a search: as asked, else relevance with keywords and followers without. */
export function searchSortOf(q: InfluencerSearchQuery, filters: SearchFilters): Sort {
  return q.sort ?? (filters.keywords ? 'relevance' : 'followers');
}

async function lookUp(db: DbOrTx, q: InfluencerSearchQuery): Promise<CardRow[]> {
  if (q.ids) {
    return inRequestOrder(await findCardsByIds(db, q.ids, true), q.ids, (r) => r.id);
  }
  if (!q.platform) throw fieldError('query.platform', 'Required when looking up names');
  const names = (q.names ?? []).map((n) => n.replace(/^@/, '').toLowerCase());
  const rows = await findCardsByHandles(db, q.platform, names);
  return inRequestOrder(rows, names, (r) => r.username.toLowerCase());
}

/**
 * Searches profiles (PRODUCT §3), or looks them up by `ids` / `names`. Counts are exact up to
 * 10,000 (`countCapped` beyond). Visitors get at most the first 27 rows and no emails; a
 * signed-in user's cards say whether an address is known to them (`emailKnown`). Reads the
 * replica when the viewer has not just written (`ctx.reads`).
 * @throws 403 `sign-in-required` when a visitor asks past page 3; 400 naming `query.platform`
 * when `names` comes without a platform.
 */
export async function searchCards(
  ctx: AppContext,
  q: InfluencerSearchQuery,
  viewer: Viewer,
): Promise<InfluencerList> {
  let limit = q.limit;
  if (viewer.visitor) {
    if (q.skip >= PUBLIC_LIST_MAX_SKIP) throw signInRequired();
    limit = Math.min(limit, PUBLIC_LIST_MAX_SKIP - q.skip);
  }
  const db = await ctx.reads.readDb(viewer.visitor ? null : viewer.userId);
  const present = async (rows: CardRow[]) => {
    if (viewer.visitor) return rows.map((r) => presentCard(r, { hideEmail: true }));
    // One lookup for the page's ids, after the search: the search SQL stays as it is.
    const known = await findKnownEmailIds(
      db,
      viewer.userId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => presentCard(r, { hideEmail: false, emailKnown: known.has(r.id) }));
  };
  if (q.ids || q.names) {
    const rows = await lookUp(db, q);
    return {
      count: rows.length,
      countCapped: false,
      query: await present(rows.slice(q.skip, q.skip + limit)),
    };
  }
  const filters = searchFiltersOf(q);
  const sort = searchSortOf(q, filters);
  const { count, capped, rows } = await searchPage(db, filters, sort, q.skip, limit);
  return {
    count: Math.min(count, COUNT_CAP),
    countCapped: capped || count > COUNT_CAP,
    query: await present(rows),
  };
}

/** The facet counts of several passes added up (the passes match disjoint profiles). */
function addUp(parts: Record<FacetKey, FacetRows>[]): InfluencerFacets {
  const facet = (key: FacetKey) => {
    const counts = new Map<string, number>();
    for (const part of parts)
      for (const { value, count } of part[key].values)
        counts.set(value, (counts.get(value) ?? 0) + count);
    return [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  };
  const unknown = (key: FacetKey) => parts.reduce((sum, part) => sum + part[key].unknown, 0);
  return {
    countries: facet('countries'),
    languages: facet('languages'),
    categories: facet('categories'),
    unknown: {
      countries: unknown('countries'),
      languages: unknown('languages'),
      categories: unknown('categories'),
    },
  };
}

/**
 * The pickers' values with exact counts for a search (`GET /api/influencer/facets`): each facet
 * applies every filter but its own, and `unknown` counts the profiles without a value — exactly
 * what `includeUnknown` adds to a search filtered on that facet. With keywords the counts cover
 * the keyword passes the search runs under the current filters ({@link laterKeywordPasses}), so they
 * describe the results on screen; the most-words pass is counted in full here where the search
 * stops at {@link MOST_WORDS_CAP}. Kept per filter set until the profiles change (see
 * {@link searchCacheAt}): at 1M profiles the three group-bys over a platform take seconds, and
 * discovery asks for them on every load. Reads the replica unless `userId` (null for a visitor)
 * has just written.
 */
export async function getFacets(
  ctx: AppContext,
  q: InfluencerFacetsQuery,
  userId: string | null,
): Promise<InfluencerFacets> {
  const db = await ctx.reads.readDb(userId);
  const filters = searchFiltersOf(q);
  const cache = await searchCacheAt(db);
  return cache.get(filterKey('facets', filters), async () => {
    const parts = [await facetCounts(db, filters)];
    // Later passes need only know whether the exact one filled a page.
    const found = filters.keywords ? await cappedCount(db, cache, filters, PAGE_SIZE) : PAGE_SIZE;
    await laterKeywordPasses(db, filters.keywords, found, async (tx, keywords) => {
      const pass = { ...filters, keywords };
      parts.push(await facetCounts(tx, pass));
      return countInfluencers(tx, pass, PAGE_SIZE);
    });
    return addUp(parts);
  });
}

/** The full profile with snapshots, or null when absent. */
export async function readProfile(db: DbOrTx, id: string): Promise<InfluencerProfile | null> {
  const row = await findInfluencer(db, id);
  return row ? presentProfile(row, await findSnapshots(db, id)) : null;
}

/**
 * The full profile with snapshots, as `userId` reads it (the replica unless they have just
 * written). @throws 404 when absent, or removed by its creator (it is listed nowhere).
 */
export async function getProfile(
  ctx: AppContext,
  id: string,
  userId: string,
): Promise<InfluencerProfile> {
  return listedProfileOn(await ctx.reads.readDb(userId), id);
}

/** The listed profile with snapshots on `db`. @throws 404 when absent or removed. */
async function listedProfileOn(db: DbOrTx, id: string): Promise<InfluencerProfile> {
  const row = await findInfluencer(db, id);
  if (!row || row.removedAt) throw notFound('influencer');
  return presentProfile(row, await findSnapshots(db, id));
}

/**
 * A listed profile (not removed by its creator) by id, or by platform and handle (case-insensitive,
 * `@` optional); null when none.
 */
export async function findListedProfile(
  db: DbOrTx,
  by: { influencerId: string } | { platform: Platform; username: string },
): Promise<InfluencerRow | null> {
  if ('influencerId' in by) {
    const row = await findInfluencer(db, by.influencerId);
    return row && !row.removedAt ? row : null;
  }
  const handle = by.username.replace(/^@/, '');
  const [card] = await findCardsByHandles(db, by.platform, [handle]);
  return card ? findInfluencer(db, card.id) : null;
}

/**
 * A creator's correction of their profile (in the caller's transaction): the fields are set and
 * curated, so later imports keep them. @returns whether the profile exists.
 */
export function correctProfile(db: DbOrTx, id: string, values: CuratedValues): Promise<boolean> {
  return curateInfluencer(db, id, values);
}

/**
 * A creator's removal of their profile (in the caller's transaction): hidden from discovery from
 * `at` on, personal data cleared. @returns whether the profile exists.
 */
export function removeProfile(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  return markInfluencerRemoved(db, id, at);
}

/** The full profile row, or null (for the modules that act on a profile: picks, mail, outreach …). */
export function findProfile(db: DbOrTx, id: string): Promise<InfluencerRow | null> {
  return findInfluencer(db, id);
}

/**
 * An admin sets a profile's categories and/or official categories (curated: imports keep them).
 * @returns the updated profile. @throws 404 when absent.
 */
export async function curateProfile(
  ctx: AppContext,
  id: string,
  body: CurateInfluencer,
): Promise<InfluencerProfile> {
  const found = await curateInfluencer(ctx.db, id, {
    ...(body.categories && { categories: body.categories }),
    ...(body.official_categories && { officialCategories: body.official_categories }),
  });
  if (!found) throw notFound('influencer');
  return listedProfileOn(ctx.db, id);
}

/** An admin resets a profile's counters. @returns the updated profile. @throws 404 when absent. */
export async function resetCounts(
  ctx: AppContext,
  id: string,
  body: CountReset,
): Promise<InfluencerProfile> {
  const found = await resetInfluencerCounts(ctx.db, id, {
    updateCount: body.updateCount === true,
    similarCount: body.findSimilar === true,
  });
  if (!found) throw notFound('influencer');
  return listedProfileOn(ctx.db, id);
}

/**
 * Counts `requests` more requests for fresh data on a profile (`updateCount`, PRODUCT §3), in the
 * caller's transaction.
 */
export function countUpdateRequests(db: DbOrTx, id: string, requests = 1): Promise<void> {
  return addUpdateRequests(db, id, requests);
}

/** Records when a profile's newest publication was posted, as a provider refresh read it (UTC). */
export function recordLastPosted(db: DbOrTx, id: string, at: Date): Promise<void> {
  return setLastPostedAt(db, id, at);
}

/**
 * The data-quality report per platform (see `platformQualitySchema`): counts, suspected
 * duplicates, quarantined values by rule, account types by basis, categories by source, missing
 * fields and freshness
 * relative to `now`.
 */
export async function getDataQuality(db: DbOrTx, now = new Date()): Promise<PlatformQuality[]> {
  const [platforms, quarantined, accountTypes, categorySources] = await Promise.all([
    platformQuality(db, now),
    quarantineCounts(db),
    accountTypeCounts(db),
    categorySourceCounts(db),
  ]);
  return platforms.map((p) => ({
    ...p,
    platform: p.platform as Platform,
    quarantined: quarantined
      .filter((q) => q.platform === p.platform)
      .map((q) => ({ metric: q.metric as MetricName, reason: q.reason, count: q.count })),
    accountTypes: accountTypes
      .filter((a) => a.platform === p.platform)
      .map((a) => ({
        type: a.type as AccountType,
        basis: a.basis as PlatformQuality['accountTypes'][number]['basis'],
        count: a.count,
      })),
    categorySources: categorySources
      .filter((c) => c.platform === p.platform)
      .map((c) => ({
        source: c.source as PlatformQuality['categorySources'][number]['source'],
        count: c.count,
      })),
    stalePercent: p.profiles > 0 ? Math.round((p.staleProfiles / p.profiles) * 1000) / 10 : 0,
  }));
}

/**
 * Totals for the home page: per platform, the top 20 countries, every category, and data quality
 * (public: read on the replica when there is one).
 */
export async function getStatistics(ctx: AppContext): Promise<InfluencerStatistics> {
  const db = await ctx.reads.readDb(null);
  const { platforms, countries, categories, countryCount } = await influencerStatistics(db, 20);
  const quality = await getDataQuality(db);
  return {
    quality,
    total: platforms.reduce((sum, p) => sum + p.profiles, 0),
    countryCount,
    platforms: platforms.map((p) => ({ platform: p.platform as Platform, profiles: p.profiles })),
    countries,
    categories,
  };
}

/** The profiles growing fastest (followers per 30 days; public: no emails; on the replica). */
export async function getTrending(
  ctx: AppContext,
  platform: Platform | undefined,
  limit: number,
): Promise<TrendingInfluencers> {
  const rows = await trendingInfluencers(await ctx.reads.readDb(null), platform, limit);
  return {
    query: rows.map(({ base, growth, ...row }) => ({
      ...presentCard(row, { hideEmail: true }),
      followersGrowth: Math.round(Number(growth)),
      followersGrowthPercent:
        Number(base) > 0 ? Math.round((Number(growth) / Number(base)) * 10_000) / 100 : null,
    })),
  };
}
