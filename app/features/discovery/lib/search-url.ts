import {
  createLoader,
  createParser,
  createSerializer,
  parseAsArrayOf,
  parseAsStringLiteral,
  type inferParserType,
  type UrlKeys,
} from 'nuqs';
import {
  ACCOUNT_TYPES,
  type AccountType,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_PLATFORM,
  PLATFORMS,
  SORTS,
} from '@shared/constants/discovery';
import { CATEGORY_SLUGS } from '@shared/constants/taxonomy';
import { FACET_KEYS } from '@shared/schemas/influencers';
import { defaultRange, rangeFilter, type RangeIndexes, type RangeKey } from './range-filters';
import {
  hasKeywords,
  includedUnknown,
  orderedAccountTypes,
  type DiscoverySearchState,
} from './search-state';

/** Longest keyword text read from the URL, in characters. */
const MAX_KEYWORDS = 200;
/** Highest page number read from the URL. */
const MAX_PAGE = 100_000;

/**
 * A comma list of codes (`countries=US,CA`): each entry trimmed, cased by `normalise`, kept when
 * it matches `pattern` (and is `allowed`); bad entries and repeats are dropped.
 */
function codeList(
  pattern: RegExp,
  normalise: (code: string) => string,
  allowed?: ReadonlySet<string>,
) {
  const list = parseAsArrayOf(
    createParser({
      parse: (entry) => {
        const code = normalise(entry.trim());
        return pattern.test(code) && (!allowed || allowed.has(code)) ? code : null;
      },
      serialize: (code: string) => code,
    }),
  );
  return createParser({
    parse: (query) => [...new Set(list.parse(query))],
    serialize: list.serialize,
    eq: list.eq,
  }).withDefault([]);
}

/** A slider's `from-to` indexes (`followers=3-12`); out of range or reversed is ignored. */
function rangeIndexes(key: RangeKey) {
  const last = rangeFilter(key).stops.length - 1;
  return createParser<RangeIndexes>({
    parse: (query) => {
      const match = /^(\d{1,2})-(\d{1,2})$/.exec(query.trim());
      if (!match) return null;
      const from = Number(match[1]);
      const to = Number(match[2]);
      return from < to && to <= last ? [from, to] : null;
    },
    serialize: ([from, to]) => `${from}-${to}`,
    eq: (a, b) => a[0] === b[0] && a[1] === b[1],
  }).withDefault(defaultRange(key));
}

const sort = parseAsStringLiteral(SORTS);

/**
 * How each part of the discovery search is read from and written to the URL (SEED-SPEC §3),
 * named as the state; {@link SEARCH_URL_KEYS} gives the parameters' names. Anything malformed
 * reads as its default, and defaults are left out of the URL.
 */
export const SEARCH_PARSERS = {
  platform: parseAsStringLiteral(PLATFORMS).withDefault(DEFAULT_PLATFORM),
  keywords: createParser({
    parse: (query) => query.slice(0, MAX_KEYWORDS),
    serialize: (keywords: string) => keywords,
  }).withDefault(''),
  selectedCountries: codeList(/^[A-Z]{2}$/, (code) => code.toUpperCase()),
  categories: codeList(/^[a-z]+$/, (code) => code.toLowerCase(), new Set(CATEGORY_SLUGS)),
  languages: codeList(/^[a-z]{2}$/, (code) => code.toLowerCase()),
  selectedFollowers: rangeIndexes('selectedFollowers'),
  selectedEngagements: rangeIndexes('selectedEngagements'),
  selectedAverageView: rangeIndexes('selectedAverageView'),
  selectedPublications: rangeIndexes('selectedPublications'),
  includeUnknown: parseAsArrayOf(parseAsStringLiteral(FACET_KEYS)).withDefault([]),
  verifiedByCreator: createParser({
    parse: (query) => query === 'true',
    serialize: () => 'true',
  }).withDefault(false),
  accountTypes: createParser({
    parse: (query) => {
      const known = new Set<string>(ACCOUNT_TYPES);
      const types = query.split(',').map((t) => t.trim().toLowerCase());
      const picked = types.filter((t): t is AccountType => known.has(t));
      return picked.length > 0 ? orderedAccountTypes(picked) : null;
    },
    serialize: (types: AccountType[]) => orderedAccountTypes(types).join(','),
    eq: (a, b) => orderedAccountTypes(a).join(',') === orderedAccountTypes(b).join(','),
  }).withDefault([...DEFAULT_ACCOUNT_TYPES]),
  instagramSort: sort,
  youtubeSort: sort,
  tiktokSort: sort,
  page: createParser({
    parse: (query) => {
      const page = Number(query);
      return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : null;
    },
    serialize: String,
  }).withDefault(1),
  profileId: createParser({
    parse: (query) => (/^[0-9a-fA-F-]{1,64}$/.test(query.trim()) ? query.trim() : null),
    serialize: (id: string) => id,
  }),
};

/** The URL parameter of each part whose name differs from the state's (bookmarks use these). */
export const SEARCH_URL_KEYS: UrlKeys<typeof SEARCH_PARSERS> = {
  selectedCountries: 'countries',
  selectedFollowers: rangeFilter('selectedFollowers').param,
  selectedEngagements: rangeFilter('selectedEngagements').param,
  selectedAverageView: rangeFilter('selectedAverageView').param,
  selectedPublications: rangeFilter('selectedPublications').param,
  profileId: 'profile',
};

/** The search as its URL parameters hold it: one value per parameter. */
export type SearchUrlValues = inferParserType<typeof SEARCH_PARSERS>;

/** The search state of URL values; include-unknown is kept only for facet filters that are set. */
export function fromUrlValues(values: SearchUrlValues): DiscoverySearchState {
  const { instagramSort, youtubeSort, tiktokSort, ...rest } = values;
  const state: DiscoverySearchState = {
    ...rest,
    sort: { instagram: instagramSort, youtube: youtubeSort, tiktok: tiktokSort },
  };
  return { ...state, includeUnknown: includedUnknown(state) };
}

/** The URL values of a search state; blank keywords are left out like every default. */
export function toUrlValues(state: DiscoverySearchState): SearchUrlValues {
  const { sort: sorts, ...rest } = state;
  return {
    ...rest,
    keywords: hasKeywords(state) ? state.keywords : '',
    includeUnknown: includedUnknown(state),
    instagramSort: sorts.instagram,
    youtubeSort: sorts.youtube,
    tiktokSort: sorts.tiktok,
  };
}

const loadSearch = createLoader(SEARCH_PARSERS, { urlKeys: SEARCH_URL_KEYS });
const serializeSearch = createSerializer(SEARCH_PARSERS, { urlKeys: SEARCH_URL_KEYS });

/** Reads the search state from a URL query; anything malformed falls back to its default. */
export function parseSearchState(query: URLSearchParams | string): DiscoverySearchState {
  return fromUrlValues(loadSearch(query));
}

/**
 * The URL query (`?…`, or `''` when everything is default) of a search state. With `base` (a
 * query), the state is written over it: its other parameters and their order are kept.
 */
export function serializeSearchState(state: DiscoverySearchState, base = ''): string {
  return serializeSearch(new URLSearchParams(base), toUrlValues(state));
}
