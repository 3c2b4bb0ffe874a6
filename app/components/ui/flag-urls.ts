/**
 * The SVG flags of country-flag-icons (3×2) as separate hashed files: this map of their addresses
 * by upper-case ISO 3166-1 alpha-2 code is all the JavaScript they cost, loaded with the first
 * flag drawn (see CountryFlag); each file is fetched and cached when a flag first shows.
 */
const FLAG_FILES = import.meta.glob<string>('./*.svg', {
  base: '../../../node_modules/country-flag-icons/3x2',
  query: '?url&no-inline',
  import: 'default',
  eager: true,
  exhaustive: true,
});

/** Flag addresses by code ("./US.svg" → "US"). */
export const FLAG_URLS: ReadonlyMap<string, string> = new Map(
  Object.entries(FLAG_FILES).map(([path, url]) => [path.slice(2, -4), url]),
);
