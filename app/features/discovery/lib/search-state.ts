import {
  ACCOUNT_TYPES,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_PLATFORM,
  PAGE_SIZE,
  PLATFORMS,
} from '@shared/constants/discovery';
import type { AccountType, Platform, Sort } from '@shared/constants/discovery';
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
  /** The kinds of account shown ("Account type"); creators only by default. */
  accountTypes: AccountType[];
  profileId: string | null;
}

/** The state key of each facet filter. */
export const FACET_STATE_KEYS = {
  countries: 'selectedCountries',
  languages: 'languages',
  categories: 'categories',
} as const satisfies Record<FacetKey, keyof DiscoverySearchState>;

/**
 * The state of a fresh search: instagram, page 1, full ranges, nothing selected. Its URL form
 * (read and written with nuqs) is in `search-url.ts`.
 */
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
  accountTypes: [...DEFAULT_ACCOUNT_TYPES],
  profileId: null,
};

/** Whether the account types are the default (creators only), in any order. */
export function isDefaultAccountTypes(types: readonly AccountType[]): boolean {
  return (
    types.length === DEFAULT_ACCOUNT_TYPES.length &&
    DEFAULT_ACCOUNT_TYPES.every((t) => types.includes(t))
  );
}

/** Account types in their canonical order, without repeats; none picked means the default. */
export function orderedAccountTypes(types: readonly AccountType[]): AccountType[] {
  const picked = ACCOUNT_TYPES.filter((t) => types.includes(t));
  return picked.length > 0 ? picked : [...DEFAULT_ACCOUNT_TYPES];
}

/** The include-unknown entries of the facet filters that are set, in facet order. */
export function includedUnknown(
  state: Pick<DiscoverySearchState, FacetStateKey | 'includeUnknown'>,
): FacetKey[] {
  return FACET_KEYS.filter(
    (key) => state.includeUnknown.includes(key) && state[FACET_STATE_KEYS[key]].length > 0,
  );
}

type FacetStateKey = (typeof FACET_STATE_KEYS)[FacetKey];

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
 * languages to their defaults, "Verified by creator" (a filter of the same panel, added with
 * issue 18) and the account types (creators only, issue 31); countries, keywords and
 * publications stay. Back to page 1.
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
    accountTypes: [...DEFAULT_ACCOUNT_TYPES],
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
  /** Kinds of account, e.g. "creator,brand"; absent means creators only. */
  accountTypes?: string;
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
  if (!isDefaultAccountTypes(state.accountTypes)) {
    params.accountTypes = orderedAccountTypes(state.accountTypes).join(',');
  }
  return params;
}

/** A filter that narrows the search, as the empty state names it. */
export type ActiveFilterKey =
  | 'keywords'
  | 'selectedCountries'
  | 'categories'
  | 'languages'
  | RangeKey
  | 'verifiedByCreator'
  | 'accountTypes';

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
  if (!isDefaultAccountTypes(state.accountTypes)) active.push('accountTypes');
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
    case 'accountTypes':
      return { ...cleared, accountTypes: [...DEFAULT_ACCOUNT_TYPES] };
    default:
      return { ...cleared, [key]: defaultRange(key) };
  }
}
