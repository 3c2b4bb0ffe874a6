import { DEFAULT_PLATFORM, PAGE_SIZE, PLATFORMS, SORTS } from '@shared/constants/discovery';
import type { Platform, Sort } from '@shared/constants/discovery';
import { CATEGORY_SLUGS } from '@shared/constants/taxonomy';
import { FACET_KEYS, type FacetKey } from '@shared/schemas/influencers';
import type { RangeIndexes, RangeKey } from './range-filters';
import { RANGE_FILTERS, defaultRange, rangeQueryParam } from './range-filters';

/** The platforms the discovery screen searches (one tab each): every platform the data holds. */
export const DISCOVERY_PLATFORMS = PLATFORMS;
export type DiscoveryPlatform = Platform;

/** The sort chosen on each platform; null means the default (relevance with keywords, else followers). */
export type SortByPlatform = Record<DiscoveryPlatform, Sort | null>;

/**
 * The discovery search state (SEED-SPEC §3 names). Ranges are slider indexes; `keywords` is the
 * searched text (already debounced); `profileId` is the profile open in the drawer.
 */
export interface DiscoverySearchState {
  platform: DiscoveryPlatform;
  keywords: string;
  selectedCountries: string[];
  categories: string[];
  languages: string[];
  page: number;
  sort: SortByPlatform;
  selectedFollowers: RangeIndexes;
  selectedEngagements: RangeIndexes;
  selectedAverageView: RangeIndexes;
  selectedPublications: RangeIndexes;
  /**
   * Facet filters (countries, languages, categories) that also match profiles with no value on
   * record. Only filters that are set keep their entry.
   */
  includeUnknown: FacetKey[];
  /** Only profiles whose creator signed in with the platform ("Verified by creator"). */
  verifiedByCreator: boolean;
  profileId: string | null;
}

/** The state key of each facet filter. */
export const FACET_STATE_KEYS = {
  countries: 'selectedCountries',
  languages: 'languages',
  categories: 'categories',
} as const satisfies Record<FacetKey, keyof DiscoverySearchState>;

/** The state of a fresh search: instagram, page 1, full ranges, nothing selected. */
export const DEFAULT_SEARCH_STATE: DiscoverySearchState = {
  platform: DEFAULT_PLATFORM,
  keywords: '',
  selectedCountries: [],
  categories: [],
  languages: [],
  page: 1,
  sort: { instagram: null, youtube: null, tiktok: null },
  selectedFollowers: defaultRange('selectedFollowers'),
  selectedEngagements: defaultRange('selectedEngagements'),
  selectedAverageView: defaultRange('selectedAverageView'),
  selectedPublications: defaultRange('selectedPublications'),
  includeUnknown: [],
  verifiedByCreator: false,
  profileId: null,
};

/** URL parameter names of the state (defaults are left out of the URL). */
export const URL_PARAMS = {
  platform: 'platform',
  keywords: 'keywords',
  selectedCountries: 'countries',
  categories: 'categories',
  languages: 'languages',
  page: 'page',
  profileId: 'profile',
  includeUnknown: 'includeUnknown',
  verifiedByCreator: 'verifiedByCreator',
  sort: { instagram: 'instagramSort', youtube: 'youtubeSort', tiktok: 'tiktokSort' },
} as const;

const CATEGORY_SET = new Set<string>(CATEGORY_SLUGS);
const SORT_SET = new Set<string>(SORTS);

function readList(
  params: URLSearchParams,
  name: string,
  pattern: RegExp,
  normalise: 'upper' | 'lower',
) {
  const raw = params.get(name);
  if (!raw) return [];
  const values = raw
    .split(',')
    .map((v) => v.trim())
    .map((v) => (normalise === 'upper' ? v.toUpperCase() : v.toLowerCase()))
    .filter((v) => pattern.test(v));
  return [...new Set(values)];
}

function readRange(params: URLSearchParams, key: RangeKey): RangeIndexes {
  const filter = RANGE_FILTERS.find((f) => f.key === key);
  const fallback = defaultRange(key);
  const raw = filter ? params.get(filter.param) : null;
  if (!filter || !raw) return fallback;
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(raw.trim());
  if (!match) return fallback;
  const from = Number(match[1]);
  const to = Number(match[2]);
  const last = filter.stops.length - 1;
  if (from < 0 || to > last || from >= to) return fallback;
  return [from, to];
}

function readSort(value: string | null): Sort | null {
  return value && SORT_SET.has(value) ? (value as Sort) : null;
}

/** The include-unknown entries of the facet filters that are set, in facet order. */
function includedUnknown(
  state: Pick<DiscoverySearchState, FacetStateKey | 'includeUnknown'>,
): FacetKey[] {
  return FACET_KEYS.filter(
    (key) => state.includeUnknown.includes(key) && state[FACET_STATE_KEYS[key]].length > 0,
  );
}

type FacetStateKey = (typeof FACET_STATE_KEYS)[FacetKey];

/** Reads the search state from a URL query; anything malformed falls back to its default. */
export function parseSearchState(params: URLSearchParams): DiscoverySearchState {
  const platformParam = params.get(URL_PARAMS.platform);
  const platform = (DISCOVERY_PLATFORMS as readonly string[]).includes(platformParam ?? '')
    ? (platformParam as DiscoveryPlatform)
    : DEFAULT_SEARCH_STATE.platform;
  const pageParam = Number(params.get(URL_PARAMS.page) ?? '1');
  const page =
    Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam : 1;
  const profile = params.get(URL_PARAMS.profileId)?.trim() || null;

  const state: DiscoverySearchState = {
    platform,
    keywords: (params.get(URL_PARAMS.keywords) ?? '').slice(0, 200),
    selectedCountries: readList(params, URL_PARAMS.selectedCountries, /^[A-Z]{2}$/, 'upper'),
    categories: readList(params, URL_PARAMS.categories, /^[a-z]+$/, 'lower').filter((c) =>
      CATEGORY_SET.has(c),
    ),
    languages: readList(params, URL_PARAMS.languages, /^[a-z]{2}$/, 'lower'),
    page,
    sort: {
      instagram: readSort(params.get(URL_PARAMS.sort.instagram)),
      youtube: readSort(params.get(URL_PARAMS.sort.youtube)),
      tiktok: readSort(params.get(URL_PARAMS.sort.tiktok)),
    },
    selectedFollowers: readRange(params, 'selectedFollowers'),
    selectedEngagements: readRange(params, 'selectedEngagements'),
    selectedAverageView: readRange(params, 'selectedAverageView'),
    selectedPublications: readRange(params, 'selectedPublications'),
    includeUnknown: (params.get(URL_PARAMS.includeUnknown) ?? '').split(',') as FacetKey[],
    verifiedByCreator: params.get(URL_PARAMS.verifiedByCreator) === 'true',
    profileId: profile && /^[0-9a-fA-F-]{1,64}$/.test(profile) ? profile : null,
  };
  return { ...state, includeUnknown: includedUnknown(state) };
}

/** Writes the search state as a URL query, leaving every default value out. */
export function serializeSearchState(state: DiscoverySearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.platform !== DEFAULT_SEARCH_STATE.platform)
    params.set(URL_PARAMS.platform, state.platform);
  if (state.keywords.trim()) params.set(URL_PARAMS.keywords, state.keywords);
  if (state.selectedCountries.length > 0) {
    params.set(URL_PARAMS.selectedCountries, state.selectedCountries.join(','));
  }
  if (state.categories.length > 0) params.set(URL_PARAMS.categories, state.categories.join(','));
  if (state.languages.length > 0) params.set(URL_PARAMS.languages, state.languages.join(','));
  for (const filter of RANGE_FILTERS) {
    const [from, to] = state[filter.key];
    const [defaultFrom, defaultTo] = defaultRange(filter.key);
    if (from !== defaultFrom || to !== defaultTo) params.set(filter.param, `${from}-${to}`);
  }
  const included = includedUnknown(state);
  if (included.length > 0) params.set(URL_PARAMS.includeUnknown, included.join(','));
  if (state.verifiedByCreator) params.set(URL_PARAMS.verifiedByCreator, 'true');
  for (const platform of DISCOVERY_PLATFORMS) {
    const sort = state.sort[platform];
    if (sort) params.set(URL_PARAMS.sort[platform], sort);
  }
  if (state.page !== 1) params.set(URL_PARAMS.page, String(state.page));
  if (state.profileId) params.set(URL_PARAMS.profileId, state.profileId);
  return params;
}

/** Tells whether the keyword text holds something to search for. */
export function hasKeywords(state: Pick<DiscoverySearchState, 'keywords'>): boolean {
  return state.keywords.trim().length > 0;
}

/**
 * The sort in effect on the current platform: the chosen one, except that relevance needs
 * keywords; with none chosen, relevance when there are keywords, else followers.
 */
export function effectiveSort(
  state: Pick<DiscoverySearchState, 'platform' | 'sort' | 'keywords'>,
): Sort {
  const chosen = state.sort[state.platform];
  const withKeywords = hasKeywords(state);
  if (chosen === 'relevance') return withKeywords ? 'relevance' : 'followers';
  if (chosen) return chosen;
  return withKeywords ? 'relevance' : 'followers';
}

/**
 * SEED-SPEC §4 "Clear all": resets followers, engagements, average view, categories and
 * languages to their defaults, and "Verified by creator" (a filter of the same panel, added with
 * issue 18); countries, keywords and publications stay. Back to page 1.
 */
export function clearAllFilters(state: DiscoverySearchState): DiscoverySearchState {
  return {
    ...state,
    selectedFollowers: DEFAULT_SEARCH_STATE.selectedFollowers,
    selectedEngagements: DEFAULT_SEARCH_STATE.selectedEngagements,
    selectedAverageView: DEFAULT_SEARCH_STATE.selectedAverageView,
    categories: [],
    languages: [],
    verifiedByCreator: false,
    page: 1,
  };
}

/** SEED-SPEC §4: setting sort changes only the current platform's sort. Back to page 1. */
export function withSort(state: DiscoverySearchState, sort: Sort | null): DiscoverySearchState {
  return { ...state, sort: { ...state.sort, [state.platform]: sort }, page: 1 };
}

/** Query parameters of one discovery call for the state (skip = 9 × (page − 1)). */
export interface InfluencerSearchParams {
  skip: number;
  limit: number;
  platform: DiscoveryPlatform;
  sort: Sort;
  keywords?: string;
  countries?: string;
  categories?: string;
  languages?: string;
  followers?: string;
  engagements?: string;
  averageViews?: string;
  publications?: string;
  /** Facet filters that also match unknown values, e.g. "countries,languages". */
  includeUnknown?: string;
  /** `'true'`: only profiles verified by their creator. */
  verifiedByCreator?: 'true';
}

/** Query parameters of the facets call: the search's filters, without paging or sort. */
export type InfluencerFacetsParams = Omit<InfluencerSearchParams, 'skip' | 'limit' | 'sort'>;

/** The API query of the state's page; filters that do not filter are left out. */
export function toSearchParams(
  state: DiscoverySearchState,
  page = state.page,
): InfluencerSearchParams {
  return {
    skip: PAGE_SIZE * (page - 1),
    limit: PAGE_SIZE,
    ...toFacetsParams(state),
    sort: effectiveSort(state),
  };
}

/** The API query of the pickers' counts for the state: its filters, without page or sort. */
export function toFacetsParams(state: DiscoverySearchState): InfluencerFacetsParams {
  const params: InfluencerFacetsParams = { platform: state.platform };
  const keywords = state.keywords.trim();
  if (keywords) params.keywords = keywords;
  if (state.selectedCountries.length > 0) params.countries = state.selectedCountries.join(',');
  if (state.categories.length > 0) params.categories = state.categories.join(',');
  if (state.languages.length > 0) params.languages = state.languages.join(',');
  for (const filter of RANGE_FILTERS) {
    const value = rangeQueryParam(filter, state[filter.key]);
    if (value !== undefined) params[filter.param] = value;
  }
  const included = includedUnknown(state);
  if (included.length > 0) params.includeUnknown = included.join(',');
  if (state.verifiedByCreator) params.verifiedByCreator = 'true';
  return params;
}

/** A filter that narrows the search, as the empty state names it. */
export type ActiveFilterKey =
  'keywords' | 'selectedCountries' | 'categories' | 'languages' | RangeKey | 'verifiedByCreator';

/** The filters currently narrowing the search, in display order. */
export function activeFilters(state: DiscoverySearchState): ActiveFilterKey[] {
  const active: ActiveFilterKey[] = [];
  if (hasKeywords(state)) active.push('keywords');
  if (state.selectedCountries.length > 0) active.push('selectedCountries');
  if (state.categories.length > 0) active.push('categories');
  if (state.languages.length > 0) active.push('languages');
  for (const filter of RANGE_FILTERS) {
    const [from, to] = state[filter.key];
    const [defaultFrom, defaultTo] = defaultRange(filter.key);
    if (from !== defaultFrom || to !== defaultTo) active.push(filter.key);
  }
  if (state.verifiedByCreator) active.push('verifiedByCreator');
  return active;
}

/** The state without one filter (back to its default), on page 1. */
export function withoutFilter(
  state: DiscoverySearchState,
  key: ActiveFilterKey,
): DiscoverySearchState {
  const cleared: DiscoverySearchState = { ...state, page: 1 };
  switch (key) {
    case 'keywords':
      return { ...cleared, keywords: '' };
    case 'selectedCountries':
      return { ...cleared, selectedCountries: [] };
    case 'categories':
      return { ...cleared, categories: [] };
    case 'languages':
      return { ...cleared, languages: [] };
    case 'verifiedByCreator':
      return { ...cleared, verifiedByCreator: false };
    default:
      return { ...cleared, [key]: defaultRange(key) };
  }
}
