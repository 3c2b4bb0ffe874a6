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
 * `load()` for `key` (a filter set: counts per filter set, facets per filter set) computed at most
 * once per version of the profiles and {@link SEARCH_CACHE_TTL_MS}, in this process: one cheap
 * read of the version (`influencers_change_seq`, moved by every statement writing searched columns) per
 * call. The version makes a per-process cache right across processes, which is why no shared
 * store is needed for correctness.
 */
export async function cachedByVersion<V extends object>(
  db: DbOrTx,
  key: string,
  load: () => Promise<V>,
): Promise<V> {
  const version = await influencersVersion(db);
  const value = await cacheOf(db).fetch(`${version}:${key}`, { context: load });
  return value as V;
}
