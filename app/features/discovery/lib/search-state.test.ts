import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  clearAllFilters,
  DEFAULT_SEARCH_STATE,
  effectiveSort,
  toFacetsParams,
  toSearchParams,
  withoutFilter,
  withSort,
} from './search-state';
import type { DiscoverySearchState } from './search-state';
import { parseSearchState, serializeSearchState } from './search-url';

/** The URL parameters nuqs writes for a state. */
const urlParams = (state: DiscoverySearchState) => new URLSearchParams(serializeSearchState(state));

const busy: DiscoverySearchState = {
  ...DEFAULT_SEARCH_STATE,
  platform: 'youtube',
  keywords: '@mrbeast',
  selectedCountries: ['US', 'CA'],
  categories: ['gaming', 'comedy'],
  languages: ['en'],
  page: 4,
  sort: { instagram: 'engagementRate', youtube: 'avgViews', tiktok: 'avgLikes' },
  selectedFollowers: [3, 10],
  selectedEngagements: [2, 20],
  selectedAverageView: [0, 6],
  selectedPublications: [4, 11],
  includeUnknown: ['countries', 'languages'],
};

describe('the URL form of the search', () => {
  it('leaves every default out of the URL', () => {
    expect(serializeSearchState(DEFAULT_SEARCH_STATE)).toBe('');
    expect(parseSearchState(new URLSearchParams())).toEqual(DEFAULT_SEARCH_STATE);
  });

  it('round-trips a full search', () => {
    const params = urlParams(busy);
    expect(Object.fromEntries(params)).toEqual({
      platform: 'youtube',
      keywords: '@mrbeast',
      countries: 'US,CA',
      categories: 'gaming,comedy',
      languages: 'en',
      followers: '3-10',
      engagements: '2-20',
      averageViews: '0-6',
      publications: '4-11',
      includeUnknown: 'countries,languages',
      instagramSort: 'engagementRate',
      youtubeSort: 'avgViews',
      tiktokSort: 'avgLikes',
      page: '4',
    });
    expect(parseSearchState(new URLSearchParams(params.toString()))).toEqual(busy);
  });

  it('reads lists written with encoded or plain commas, and writes them plain', () => {
    expect(parseSearchState('?countries=US%2CCA').selectedCountries).toEqual(['US', 'CA']);
    expect(serializeSearchState({ ...DEFAULT_SEARCH_STATE, selectedCountries: ['US', 'CA'] })).toBe(
      '?countries=US,CA',
    );
  });

  it('writes over a base query, keeping its other parameters in their places', () => {
    const state = parseSearchState('?followers=3-12&utm_source=mail&countries=US');
    expect(
      serializeSearchState(
        { ...state, profileId: 'ab-12' },
        '?followers=3-12&utm_source=mail&countries=US',
      ),
    ).toBe('?followers=3-12&utm_source=mail&countries=US&profile=ab-12');
  });

  it('falls back to defaults for malformed values', () => {
    const state = parseSearchState(
      new URLSearchParams(
        'platform=myspace&page=-2&followers=9-3&engagements=0-99&countries=us,USA,,ca&categories=gaming,nope&languages=EN,english&youtubeSort=random&profile=<x>&verifiedByCreator=yes&keywords=',
      ),
    );
    expect(state).toEqual({
      ...DEFAULT_SEARCH_STATE,
      selectedCountries: ['US', 'CA'],
      categories: ['gaming'],
      languages: ['en'],
    });
  });
});

describe('Clear all (SEED-SPEC §4)', () => {
  it('resets followers, engagements, average views, categories and languages; keeps countries, keywords and publications', () => {
    const cleared = clearAllFilters(busy);
    expect(cleared.selectedFollowers).toEqual([0, 12]);
    expect(cleared.selectedEngagements).toEqual([0, 20]);
    expect(cleared.selectedAverageView).toEqual([0, 10]);
    expect(cleared.categories).toEqual([]);
    expect(cleared.languages).toEqual([]);
    expect(cleared.selectedCountries).toEqual(['US', 'CA']);
    expect(cleared.keywords).toBe('@mrbeast');
    expect(cleared.selectedPublications).toEqual([4, 11]);
    expect(cleared.platform).toBe('youtube');
    expect(cleared.sort).toEqual(busy.sort);
    expect(cleared.page).toBe(1);
  });
});

describe('sort per platform', () => {
  it('changes only the current platform’s sort', () => {
    const next = withSort({ ...busy, platform: 'instagram' }, 'followers');
    expect(next.sort).toEqual({ instagram: 'followers', youtube: 'avgViews', tiktok: 'avgLikes' });
    const tiktok = withSort({ ...busy, platform: 'tiktok' }, 'avgViews');
    expect(tiktok.sort).toEqual({ ...busy.sort, tiktok: 'avgViews' });
    expect(next.page).toBe(1);
  });

  it('defaults to relevance with keywords and to followers without', () => {
    const base = { ...DEFAULT_SEARCH_STATE };
    expect(effectiveSort(base)).toBe('followers');
    expect(effectiveSort({ ...base, keywords: 'yoga' })).toBe('relevance');
    const none = { instagram: null, youtube: null, tiktok: null };
    expect(effectiveSort({ ...base, sort: { ...none, instagram: 'relevance' } })).toBe('followers');
    expect(
      effectiveSort({ ...base, keywords: 'yoga', sort: { ...none, instagram: 'avgLikes' } }),
    ).toBe('avgLikes');
  });
});

describe('toSearchParams', () => {
  it('builds the API query of the page: skip, real-unit ranges, comma lists', () => {
    expect(toSearchParams(busy)).toEqual({
      skip: 27,
      limit: 9,
      platform: 'youtube',
      sort: 'avgViews',
      keywords: '@mrbeast',
      countries: 'US,CA',
      categories: 'gaming,comedy',
      languages: 'en',
      followers: '10000,2500000',
      engagements: '2,',
      averageViews: '0,100000',
      publications: '100,',
      includeUnknown: 'countries,languages',
    });
  });

  it('asks the facets for the same filters, without page or sort', () => {
    const filters: Record<string, unknown> = { ...toSearchParams(busy) };
    for (const key of ['skip', 'limit', 'sort']) delete filters[key];
    expect(toFacetsParams(busy)).toEqual(filters);
    expect(toFacetsParams({ ...DEFAULT_SEARCH_STATE, platform: 'tiktok' })).toEqual({
      platform: 'tiktok',
    });
  });

  it('sends no filter for the defaults', () => {
    expect(toSearchParams(DEFAULT_SEARCH_STATE)).toEqual({
      skip: 0,
      limit: 9,
      platform: 'instagram',
      sort: 'followers',
    });
  });
});

describe('including unknown values', () => {
  it('keeps an include-unknown entry only while its filter is set', () => {
    const state = parseSearchState(
      new URLSearchParams('countries=US&includeUnknown=countries,languages,emails'),
    );
    expect(state.includeUnknown).toEqual(['countries']);
    expect(toSearchParams(state).includeUnknown).toBe('countries');
    const cleared = withoutFilter(state, 'selectedCountries');
    expect(serializeSearchState(cleared)).toBe('');
    expect(toSearchParams(cleared).includeUnknown).toBeUndefined();
    const languagesCleared = clearAllFilters(busy);
    expect(urlParams(languagesCleared).get('includeUnknown')).toBe('countries');
  });

  it('reads the TikTok tab and its sort from the URL', () => {
    const state = parseSearchState(new URLSearchParams('platform=tiktok&tiktokSort=avgViews'));
    expect(state.platform).toBe('tiktok');
    expect(effectiveSort(state)).toBe('avgViews');
  });
});

describe('active filters', () => {
  it('lists what narrows the search and clears one at a time', () => {
    expect(activeFilters(busy)).toEqual([
      'keywords',
      'selectedCountries',
      'categories',
      'languages',
      'selectedFollowers',
      'selectedEngagements',
      'selectedAverageView',
      'selectedPublications',
    ]);
    const relaxed = withoutFilter(busy, 'selectedFollowers');
    expect(relaxed.selectedFollowers).toEqual([0, 12]);
    expect(relaxed.page).toBe(1);
    expect(activeFilters(relaxed)).not.toContain('selectedFollowers');
  });
});

describe('"Verified by creator"', () => {
  const verified: DiscoverySearchState = {
    ...DEFAULT_SEARCH_STATE,
    platform: 'youtube',
    verifiedByCreator: true,
  };

  it('round-trips through the URL as verifiedByCreator=true and is left out when off', () => {
    const params = urlParams(verified);
    expect(params.toString()).toBe('platform=youtube&verifiedByCreator=true');
    expect(parseSearchState(new URLSearchParams(params.toString()))).toEqual(verified);
    expect(serializeSearchState({ ...verified, verifiedByCreator: false })).toBe(
      '?platform=youtube',
    );
    for (const other of ['false', '1', 'TRUE', ''])
      expect(parseSearchState(new URLSearchParams(`verifiedByCreator=${other}`))).toEqual(
        DEFAULT_SEARCH_STATE,
      );
  });

  it('asks the search and the facets for verified profiles only', () => {
    expect(toSearchParams(verified)).toEqual({
      skip: 0,
      limit: 9,
      platform: 'youtube',
      sort: 'followers',
      verifiedByCreator: 'true',
    });
    expect(toFacetsParams(verified)).toEqual({ platform: 'youtube', verifiedByCreator: 'true' });
    expect(toSearchParams(DEFAULT_SEARCH_STATE).verifiedByCreator).toBeUndefined();
  });

  it('is an active filter that can be dropped alone, and "Clear all" drops it', () => {
    const busyVerified = { ...busy, verifiedByCreator: true };
    expect(activeFilters(busyVerified).at(-1)).toBe('verifiedByCreator');
    const dropped = withoutFilter(busyVerified, 'verifiedByCreator');
    expect(dropped).toEqual({ ...busy, page: 1 });
    expect(clearAllFilters(busyVerified).verifiedByCreator).toBe(false);
  });
});

describe('"Account type"', () => {
  const withBrands: DiscoverySearchState = {
    ...DEFAULT_SEARCH_STATE,
    accountTypes: ['brand', 'creator'],
  };

  it('is creators only by default, left out of the URL and of the API query', () => {
    expect(DEFAULT_SEARCH_STATE.accountTypes).toEqual(['creator']);
    expect(toSearchParams(DEFAULT_SEARCH_STATE).accountTypes).toBeUndefined();
    expect(toFacetsParams(DEFAULT_SEARCH_STATE).accountTypes).toBeUndefined();
  });

  it('round-trips through the URL in a fixed order and asks the search and facets for those types', () => {
    expect(urlParams(withBrands).get('accountTypes')).toBe('creator,brand');
    expect(parseSearchState('?accountTypes=brand,creator').accountTypes).toEqual([
      'creator',
      'brand',
    ]);
    expect(toSearchParams(withBrands).accountTypes).toBe('creator,brand');
    expect(toFacetsParams(withBrands).accountTypes).toBe('creator,brand');
  });

  it('reads unknown types as nothing and a URL of only unknown types as the default', () => {
    expect(parseSearchState('?accountTypes=club,celebrity').accountTypes).toEqual(['club']);
    expect(parseSearchState('?accountTypes=celebrity').accountTypes).toEqual(['creator']);
  });

  it('is an active filter that can be dropped alone, and "Clear all" drops it', () => {
    expect(activeFilters(withBrands)).toEqual(['accountTypes']);
    expect(withoutFilter(withBrands, 'accountTypes').accountTypes).toEqual(['creator']);
    expect(clearAllFilters(withBrands).accountTypes).toEqual(['creator']);
  });
});
