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
   * Seconds of commits the replica has not replayed: 0 when it has replayed the primary's WAL
   * position read just before, else the age of the last commit it replayed (an upper bound);
   * 0 for a database that is not a standby (nothing to measure: it is read as in sync).
   */
  lagSeconds: number;
}

/**
 * Measures the replica's lag: the primary's current WAL position first, then whether the replica
 * has replayed up to it (`pg_last_wal_replay_lsn`), else how old its last replayed commit is
 * (`pg_last_xact_replay_timestamp`, on the primary's clock). @throws when either is unreachable.
 */
export async function measureLag(primary: Db, replica: Db): Promise<ReplicaLag> {
  const [position] = await rawRows<{ lsn: string }>(
    primary,
    sql`select pg_current_wal_lsn()::text as lsn`,
  );
  const [state] = await rawRows<{
    standby: boolean;
    caught_up: boolean | null;
    behind: number | null;
  }>(
    replica,
    sql`select pg_is_in_recovery() as standby,
      pg_last_wal_replay_lsn() >= ${position!.lsn}::pg_lsn as caught_up,
      extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp())::float8 as behind`,
  );
  if (!state!.standby) return { standby: false, lagSeconds: 0 };
  if (state!.caught_up) return { standby: true, lagSeconds: 0 };
  return { standby: true, lagSeconds: Math.max(0, state!.behind ?? Number.POSITIVE_INFINITY) };
}
