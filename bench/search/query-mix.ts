import { Faker, base, en } from '@faker-js/faker';
import { CATEGORY_SLUGS } from '@shared/constants/taxonomy';

/**
 * One benchmark query: its class and the query string of `GET /api/influencer`, or of
 * `GET /api/influencer/facets` for the `facets` class.
 */
export interface BenchQuery {
  kind: (typeof QUERY_CLASSES)[number];
  query: Record<string, string>;
}

/** Query classes, each a kind of discovery a person runs (PRODUCT §3). */
export const QUERY_CLASSES = [
  'first-page',
  'all-platforms',
  'filters',
  'sort-engagement',
  'sort-views',
  'keywords',
  'handle-typo',
  'exact-handle',
  'deep-page',
  'facets',
] as const;

const COUNTRIES = ['US', 'IN', 'BR', 'GB', 'DE', 'MX', 'FR', 'ID'];
const LANGUAGES = ['en', 'es', 'pt', 'hi', 'de', 'fr'];
const FOLLOWER_RANGES = ['10000,100000', '100000,1000000', '1000,25000', '500000,', '50000,250000'];

/**
 * A fixed, seeded mix: `perClass` queries of every class. `handles` are real handles of the
 * database (for typo and exact-handle queries); `words` are words that occur in bios.
 */
export function buildQueryMix(
  seed: number,
  perClass: number,
  handles: string[],
  words: string[],
): BenchQuery[] {
  const f = new Faker({ locale: [en, base] });
  f.seed(seed);
  const pick = <T>(items: readonly T[]) => f.helpers.arrayElement(items);
  const platform = () => pick(['instagram', 'instagram', 'youtube']);
  const page = (max: number) => String(9 * f.number.int({ min: 0, max }));
  const typo = (h: string) => {
    const i = f.number.int({ min: 1, max: Math.max(1, h.length - 2) });
    return h.slice(0, i) + h.slice(i + 1);
  };
  const make: Record<(typeof QUERY_CLASSES)[number], () => Record<string, string>> = {
    'first-page': () => ({ platform: platform(), skip: page(2) }),
    'all-platforms': () => ({ skip: page(5) }),
    filters: () => ({
      platform: platform(),
      followers: pick(FOLLOWER_RANGES),
      engagements: pick(['1,5', '2,', '0.5,3', '3,10']),
      countries: f.helpers.arrayElements(COUNTRIES, { min: 1, max: 3 }).join(','),
      categories: f.helpers.arrayElements(CATEGORY_SLUGS, { min: 1, max: 2 }).join(','),
      ...(f.datatype.boolean() && { languages: pick(LANGUAGES) }),
      skip: page(3),
    }),
    'sort-engagement': () => ({
      platform: platform(),
      sort: 'engagementRate',
      followers: pick(FOLLOWER_RANGES),
      skip: page(3),
    }),
    'sort-views': () => ({
      platform: 'youtube',
      sort: 'avgViews',
      averageViews: '10000,',
      skip: page(3),
    }),
    keywords: () => ({
      platform: platform(),
      keywords: f.helpers.arrayElements(words, { min: 1, max: 2 }).join(' '),
    }),
    'handle-typo': () => ({ keywords: typo(pick(handles)) }),
    'exact-handle': () => ({ keywords: `@${pick(handles)}` }),
    'deep-page': () => ({
      platform: platform(),
      followers: pick(FOLLOWER_RANGES),
      skip: page(1100),
    }),
    // What discovery asks on every load of a tab (every platform, or one), before any filter.
    facets: (): Record<string, string> => {
      const tab = pick(['instagram', 'youtube', 'tiktok', 'all']);
      return tab === 'all' ? {} : { platform: tab };
    },
  };
  return QUERY_CLASSES.flatMap((kind) =>
    Array.from({ length: perClass }, () => ({ kind, query: make[kind]() })),
  );
}
