import { useQueryStates } from 'nuqs';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AccountType, Sort } from '@shared/constants/discovery';
import type { FacetKey } from '@shared/schemas/influencers';
import type { RangeIndexes, RangeKey } from '../lib/range-filters';
import type { ActiveFilterKey, DiscoveryPlatform, DiscoverySearchState } from '../lib/search-state';
import {
  fromUrlValues,
  SEARCH_PARSERS,
  SEARCH_URL_KEYS,
  serializeSearchState,
  toUrlValues,
} from '../lib/search-url';
import {
  activeFilters,
  clearAllFilters,
  effectiveSort,
  orderedAccountTypes,
  toFacetsParams,
  toSearchParams,
  withoutFilter,
  withSort,
} from '../lib/search-state';

/** Router state of a profile opened from the list, so closing it can simply go back. */
export interface ProfileLinkState {
  openedFromList: true;
}

function isProfileLinkState(value: unknown): value is ProfileLinkState {
  return typeof value === 'object' && value !== null && 'openedFromList' in value;
}

/**
 * The discovery search state (SEED-SPEC §3 names), kept in the URL query so a search can be
 * shared and the back button restores the previous one. Every filter change goes back to page 1;
 * defaults are left out of the URL. Changing sort changes only the current platform's sort, and
 * "Clear all" keeps countries, keywords and publications (SEED-SPEC §4).
 */
export function useDiscoverySearch() {
  const location = useLocation();
  const navigate = useNavigate();
  // nuqs keeps the values (applied at once, written to the URL together within 50 ms) and builds
  // each change on the latest one asked for, even from a handler of an earlier render.
  const [values, setValues] = useQueryStates(SEARCH_PARSERS, {
    urlKeys: SEARCH_URL_KEYS,
    history: 'push',
  });
  const state = useMemo(() => fromUrlValues(values), [values]);

  const update = useCallback(
    (
      change: (current: DiscoverySearchState) => DiscoverySearchState,
      options: { history?: 'replace' } = {},
    ) => void setValues((current) => toUrlValues(change(fromUrlValues(current))), options),
    [setValues],
  );

  const setPlatform = useCallback(
    (platform: DiscoveryPlatform) => update((s) => ({ ...s, platform, page: 1 })),
    [update],
  );
  const setKeywords = useCallback(
    (keywords: string) =>
      update((s) => (s.keywords === keywords ? s : { ...s, keywords, page: 1 })),
    [update],
  );
  const setSelectedCountries = useCallback(
    (selectedCountries: string[]) => update((s) => ({ ...s, selectedCountries, page: 1 })),
    [update],
  );
  const setCategories = useCallback(
    (categories: string[]) => update((s) => ({ ...s, categories, page: 1 })),
    [update],
  );
  const setLanguages = useCallback(
    (languages: string[]) => update((s) => ({ ...s, languages, page: 1 })),
    [update],
  );
  const setRange = useCallback(
    (key: RangeKey, value: RangeIndexes) => update((s) => ({ ...s, [key]: value, page: 1 })),
    [update],
  );
  /** Makes a facet filter also match (or stop matching) profiles with no value on record. */
  const setIncludeUnknown = useCallback(
    (key: FacetKey, include: boolean) =>
      update((s) => ({
        ...s,
        includeUnknown: include
          ? [...s.includeUnknown.filter((k) => k !== key), key]
          : s.includeUnknown.filter((k) => k !== key),
        page: 1,
      })),
    [update],
  );
  /** Keeps only profiles verified by their creator ("Verified by creator"), or all again. */
  const setVerifiedByCreator = useCallback(
    (verifiedByCreator: boolean) => update((s) => ({ ...s, verifiedByCreator, page: 1 })),
    [update],
  );
  /** Shows these kinds of account ("Account type"); none picked means creators only. */
  const setAccountTypes = useCallback(
    (accountTypes: AccountType[]) =>
      update((s) => ({ ...s, accountTypes: orderedAccountTypes(accountTypes), page: 1 })),
    [update],
  );
  const setSort = useCallback((sort: Sort | null) => update((s) => withSort(s, sort)), [update]);
  const setPage = useCallback((page: number) => update((s) => ({ ...s, page })), [update]);
  const clearAll = useCallback(() => update(clearAllFilters), [update]);
  const clearFilter = useCallback(
    (key: ActiveFilterKey) => update((s) => withoutFilter(s, key)),
    [update],
  );

  /** The address of a profile opened over the current search (`profile=<id>`). */
  const profileHref = useCallback(
    (id: string) =>
      `${location.pathname}${serializeSearchState({ ...state, profileId: id }, location.search)}`,
    [location.pathname, location.search, state],
  );
  const closeProfile = useCallback(() => {
    // Opened from a card: going back closes it and keeps the history clean.
    if (isProfileLinkState(location.state)) {
      void navigate(-1);
      return;
    }
    update((s) => ({ ...s, profileId: null }), { history: 'replace' });
  }, [location.state, navigate, update]);

  const apiQuery = useMemo(() => toSearchParams(state), [state]);
  const facetsQuery = useMemo(() => toFacetsParams(state), [state]);
  const active = useMemo(() => activeFilters(state), [state]);

  return {
    ...state,
    /** The sort in effect on the current platform (relevance only with keywords). */
    currentSort: effectiveSort(state),
    /** The API query of the current page. */
    apiQuery,
    /** The API query of the pickers' counts (the filters, without page or sort). */
    facetsQuery,
    /** Filters narrowing the search now, for the empty state. */
    activeFilters: active,
    state,
    setPlatform,
    setKeywords,
    setSelectedCountries,
    setCategories,
    setLanguages,
    setRange,
    setIncludeUnknown,
    setVerifiedByCreator,
    setAccountTypes,
    setSort,
    setPage,
    clearAll,
    clearFilter,
    profileHref,
    profileLinkState: { openedFromList: true } satisfies ProfileLinkState,
    closeProfile,
  };
}

/** What {@link useDiscoverySearch} returns. */
export type DiscoverySearch = ReturnType<typeof useDiscoverySearch>;
