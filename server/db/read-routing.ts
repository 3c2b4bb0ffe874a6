import type { Db } from './client';
import { lagMeter } from './replica';
import type { RecentWriters } from './recent-writers';

/** The replica as health reports it (`GET /api/health`). */
export interface ReplicaStatus {
  /**
   * `in-sync`: reads go to it; `lagging`: it trails by more than reads may (they go to the
   * primary); `down`: the last measurement failed or is too old (reads go to the primary).
   */
  state: 'in-sync' | 'lagging' | 'down';
  /** Whether it is a hot standby; a plain database (`false`) is read as if in sync. */
  standby: boolean | null;
  /** Seconds of commits it had not replayed at the last measurement; null when down. */
  lagSeconds: number | null;
  /** When it was last measured (ISO 8601); null before the first measurement. */
  checkedAt: string | null;
}

/**
 * Which database serves a read. Services that read discovery data (searches, facets, statistics,
 * public pages) ask `readDb` for the viewer; every write, and every read that must see a write of
 * the same request, uses `ctx.db` (the primary).
 */
export interface ReadRouting {
  /**
   * The database for a read by `userId` (null: a visitor or a background read): the replica when
   * one is configured, in sync, and the user has not written within the read-after-write window;
   * otherwise the primary.
   */
  readDb(userId: string | null): Promise<Db>;
  /** Records that `userId` is writing: their reads stay on the primary for the window. */
  noteWrite(userId: string): Promise<void>;
  /** The replica's state; null when there is none (every read is on the primary). */
  replicaStatus(): ReplicaStatus | null;
  /** Stops measuring the replica. */
  stop(): void;
}

/** Every read on the primary: no DATABASE_REPLICA_URL, or PGlite. */
export function primaryReads(db: Db): ReadRouting {
  return {
    readDb: async () => db,
    noteWrite: async () => {},
    replicaStatus: () => null,
    stop: () => {},
  };
}

/** Settings of {@link replicaReads}. */
export interface ReplicaReadsOptions {
  primary: Db;
  replica: Db;
  recentWriters: RecentWriters;
  /**
   * Seconds a user's reads stay on the primary after they write (DATABASE_REPLICA_STICKY_SECONDS).
   * The replica is read only while its lag plus two measurement intervals is below this, so a
   * write is on the replica before the writer's reads return there.
   */
  stickySeconds: number;
  /**
   * Milliseconds between lag measurements; a measurement older than two intervals counts as down.
   * Under half of `stickySeconds`.
   */
  probeMs: number;
  /** Told when a measurement fails or the state changes (for the log). */
  onChange?: (status: ReplicaStatus, error?: unknown) => void;
}

/**
 * Reads on a streaming replica with read-after-write on the primary: a user who wrote within
 * `stickySeconds` reads the primary (marked when their write request starts and again before its
 * answer leaves), visitors and everyone else read the replica while it is in sync. The lag is
 * measured every `probeMs`; a replica lagging, unreachable or not measured lately sends every
 * read to the primary until it recovers. When the marks cannot be read or written (Redis down),
 * signed-in users read the primary: writes keep working and never read stale. Measures once
 * before answering; `stop()` ends it.
 */
export async function replicaReads(opts: ReplicaReadsOptions): Promise<ReadRouting> {
  const measure = lagMeter();
  // A read at most 2 intervals after a measurement that found `lag` sees every commit older than
  // lag + 2 intervals: older than the window when lag < maxLag.
  const maxLag = opts.stickySeconds - (2 * opts.probeMs) / 1000;
  if (maxLag <= 0) throw new Error('stickySeconds must exceed two lag measurement intervals');
  let status: ReplicaStatus = { state: 'down', standby: null, lagSeconds: null, checkedAt: null };
  /** When the last measurement succeeded, on the monotonic clock. */
  let measuredAt = Number.NEGATIVE_INFINITY;
  const set = (next: ReplicaStatus, error?: unknown) => {
    const changed = next.state !== status.state;
    status = next;
    if (changed || error) opts.onChange?.(next, error);
  };
  const probe = async () => {
    try {
      const began = performance.now();
      const lag = await measure(opts.primary, opts.replica);
      measuredAt = began;
      set({
        state: lag.lagSeconds < maxLag ? 'in-sync' : 'lagging',
        standby: lag.standby,
        lagSeconds: lag.lagSeconds,
        checkedAt: new Date().toISOString(),
      });
    } catch (error) {
      set({ ...status, state: 'down', lagSeconds: null }, error);
    }
  };
  await probe();
  let probing = false;
  const timer = setInterval(() => {
    if (probing) return;
    probing = true;
    void probe().finally(() => (probing = false));
  }, opts.probeMs);
  timer.unref();
  const current = (): ReplicaStatus =>
    status.state === 'in-sync' && performance.now() - measuredAt > 2 * opts.probeMs
      ? { ...status, state: 'down' }
      : status;
  /** Until when (monotonic ms) a mark failed to be written: every signed-in read on the primary. */
  let marksLostUntil = Number.NEGATIVE_INFINITY;
  const wroteLately = (userId: string) =>
    performance.now() < marksLostUntil || opts.recentWriters.has(userId).catch(() => true);
  return {
    readDb: async (userId) => {
      if (current().state !== 'in-sync') return opts.primary;
      if (userId && (await wroteLately(userId))) return opts.primary;
      return opts.replica;
    },
    noteWrite: async (userId) => {
      await opts.recentWriters.mark(userId, opts.stickySeconds).catch(() => {
        marksLostUntil = performance.now() + opts.stickySeconds * 1000;
      });
    },
    replicaStatus: current,
    stop: () => clearInterval(timer),
  };
}
