import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { type Db, openPool } from './client';
import { rawRows } from './raw-rows';
import * as schema from './schema';

/** A read-only connection pool to a PostgreSQL streaming replica (`DATABASE_REPLICA_URL`). */
export interface Replica {
  db: Db;
  close(): Promise<void>;
}

/**
 * Opens the replica: read-only sessions, so a write routed there by mistake fails loudly instead
 * of diverging (a hot standby refuses it anyway). Not checked here: a replica that is down does
 * not stop the start (its lag measurement reports it, and reads use the primary meanwhile).
 */
export async function openReplica(url: string): Promise<Replica> {
  const pool = await openPool(url, { readOnly: true, check: false });
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
}

/** One measurement of the replica against the primary. */
export interface ReplicaLag {
  /** Whether the replica is a hot standby (`pg_is_in_recovery()`); false for a plain database. */
  standby: boolean;
  /**
   * Seconds of the primary's history the replica may not have replayed: the age of the newest
   * WAL position the primary had (sampled at each measurement) that the replica has replayed; 0
   * when it has replayed the position read just now, and for a database that is not a standby
   * (nothing to measure: it is read as in sync).
   */
  lagSeconds: number;
}

/** A WAL position (`16/B374D848`) as a number. */
const walPosition = (lsn: string) => {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
};

/** Primary positions kept: a minute at one measurement a second. */
const HISTORY = 60;

/**
 * A lag meter: each call reads the primary's WAL position (`pg_current_wal_lsn`), then how far
 * the replica has replayed (`pg_last_wal_replay_lsn`), and answers how old the newest sampled
 * primary position is that the replica has reached. Unlike the age of the last replayed commit,
 * this does not count idle seconds (WAL without commits, such as checkpoints or hint bits) as
 * lag. Past the kept history the lag is the oldest sample's age, or infinite before any.
 * @throws when either database is unreachable.
 */
export function lagMeter(now: () => number = () => performance.now()) {
  const samples: { at: number; position: bigint }[] = [];
  return async (primary: Db, replica: Db): Promise<ReplicaLag> => {
    const at = now();
    const [current] = await rawRows<{ lsn: string }>(
      primary,
      sql`select pg_current_wal_lsn()::text as lsn`,
    );
    const [state] = await rawRows<{ standby: boolean; replayed: string | null }>(
      replica,
      sql`select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed`,
    );
    if (!state!.standby) return { standby: false, lagSeconds: 0 };
    samples.push({ at, position: walPosition(current!.lsn) });
    if (samples.length > HISTORY) samples.shift();
    const replayed = state!.replayed === null ? -1n : walPosition(state!.replayed);
    const reached = samples.findLast((s) => s.position <= replayed);
    if (reached === samples.at(-1)) return { standby: true, lagSeconds: 0 };
    const since = reached?.at ?? (samples.length === HISTORY ? samples[0]!.at : -Infinity);
    return { standby: true, lagSeconds: Math.max(0, (now() - since) / 1000) };
  };
}
