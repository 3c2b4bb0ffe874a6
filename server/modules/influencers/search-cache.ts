import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client';
import { influencersVersion } from './influencers.repository';

/**
 * How long a count or a facet result is reused at most. A write to what a search reads (an import,
 * a curation, a removal) changes the version the entries are keyed by, so this only bounds the
 * window in which a search that read the data just before a write committed keeps serving what
 * it read (the version moves when the write's statement runs, before its commit).
 */
export const SEARCH_CACHE_TTL_MS = 5 * 60_000;

type Cache = LRUCache<string, object, () => Promise<object>>;

/** One cache per database handle, so two databases in one process (tests, benches) never mix. */
const caches = new WeakMap<object, Cache>();

function cacheOf(db: DbOrTx): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, object, () => Promise<object>>({
      max: 5_000,
      ttl: SEARCH_CACHE_TTL_MS,
      // Concurrent requests for the same key share one computation.
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Values kept per filter set at one version of the profiles (see {@link searchCacheAt}).
 * `get(key, load)`: the kept value, or `load()`'s (computed once even when asked concurrently).
 */
export interface SearchCache {
  get<V extends object>(key: string, load: () => Promise<V>): Promise<V>;
}

/**
 * The search cache of `db` at the profiles' current version: one cheap read of the version
 * (`influencers_change_seq`, moved by every statement writing searched columns), then any number
 * of values kept per filter set (counts, estimates, facets) computed at most once per version and
 * {@link SEARCH_CACHE_TTL_MS}, in this process. Read it once per request and pass it on: every
 * pass of a search shares one version read. The version makes a per-process cache right across
 * processes, which is why no shared store is needed for correctness.
 */
export async function searchCacheAt(db: DbOrTx): Promise<SearchCache> {
  const version = await influencersVersion(db);
  const cache = cacheOf(db);
  return {
    get: async <V extends object>(key: string, load: () => Promise<V>) =>
      (await cache.fetch(`${version}:${key}`, { context: load })) as V,
  };
}
