import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * The users who wrote in the last few seconds, whose reads must stay on the primary. Shared by
 * every web process through Redis when REDIS_URL is set; otherwise each process knows its own.
 */
export interface RecentWriters {
  /** Records that `userId` wrote: `has` answers true for `seconds` from now. */
  mark(userId: string, seconds: number): Promise<void>;
  /** Whether `userId` wrote within the seconds their last `mark` gave. */
  has(userId: string): Promise<boolean>;
}

/** Key prefix of the marks in Redis (one key per user, expiring by itself). */
export const RECENT_WRITER_PREFIX = 'collabify:recent-writer:';

/** Recent writers in Redis: `SET key 1 PX ms` and `EXISTS key`, one round trip each. */
export function redisRecentWriters(redis: Redis): RecentWriters {
  return {
    mark: async (userId, seconds) => {
      await redis.set(`${RECENT_WRITER_PREFIX}${userId}`, '1', 'PX', Math.ceil(seconds * 1000));
    },
    has: async (userId) => (await redis.exists(`${RECENT_WRITER_PREFIX}${userId}`)) === 1,
  };
}

/**
 * Recent writers in this process's memory (one web process, or tests): at most 100,000 users.
 * `clock` gives milliseconds (default `performance`; tests pass one that follows fake timers).
 */
export function memoryRecentWriters(clock: { now(): number } = performance): RecentWriters {
  const marks = new LRUCache<string, true>({ max: 100_000, perf: clock });
  return {
    mark: async (userId, seconds) => {
      marks.set(userId, true, { ttl: Math.ceil(seconds * 1000) });
    },
    has: async (userId) => marks.has(userId),
  };
}
