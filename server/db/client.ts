import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDirectoryLock } from './directory-lock';
import { loggableError } from './pg-errors';
import * as schema from './schema';
import { PROJECT_ROOT } from '../paths';

/** The Drizzle database handle, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, or the database itself: what repositories accept. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database: the handle, which engine it is, how to migrate it and how to close it. */
export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The underlying connection, for the job queue (pg-boss opens its own pool on PostgreSQL). */
  connection: { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; url: string };
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other Collabify process runs its own `exclusively` on this database: a
   * PostgreSQL session advisory lock, asked for every {@link LOCK_RETRY_MS} until free
   * (`pg_try_advisory_lock`, so a process told to stop while it waits stops at once); on PGlite,
   * which one process holds, `work` simply runs. For start-up steps several processes must not
   * race (migrations, the bundled import, seeding).
   * @throws the signal's reason when `signal` is aborted while waiting for the lock.
   */
  exclusively<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  close(): Promise<void>;
}

/** Advisory lock key of the start-up steps (an arbitrary constant, 'collabify' in ASCII). */
const STARTUP_LOCK_KEY = 0x636f6c6c6162;

/** How often a process waiting for the start-up lock asks again, ms. */
const LOCK_RETRY_MS = 250;

/**
 * PostgreSQL's buffer cache inside the embedded database's WebAssembly memory (initdb writes
 * 128MB into postgresql.conf). Those pages stay resident for the life of the process; at 32 MB
 * the process's RSS with the real data open is ~90 MB lower (280 → 192 MB in a bare process on
 * the started data directory, bench/README.md "Start") and the discovery queries measured no
 * slower, since a page missing from the cache is read through the OS page cache (NODEFS).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

const migrationsFolder = resolve(PROJECT_ROOT, 'server/db/migrations');

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, otherwise PGlite under `dataDir`
 * (or in memory when `dataDir` is `null`, for tests). The PGlite directory is locked so a second
 * process is refused instead of silently losing writes (PGlite has no locking of its own).
 * `loadDataDir` (in memory only) starts PGlite from a `dumpDataDir()` tarball instead of an empty
 * initdb: the tests copy one migrated database per run this way (server/test/test-database.ts).
 * @throws DirectoryLockedError when another process holds the PGlite directory.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  loadDataDir?: Blob | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

/**
 * A pool of 10 connections to the PostgreSQL at `url`, checked with one query; with `readOnly`
 * every session is read-only (`default_transaction_read_only`), so a write sent there fails loudly.
 * @throws the driver's error (wrong host, auth) at once instead of on the first request, unless
 * `check` is false.
 */
export async function openPool(
  url: string,
  opts: { readOnly?: boolean; check?: boolean } = {},
): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(opts.readOnly && { options: '-c default_transaction_read_only=on' }),
  });
  // An idle connection dropped by the server (restart, failover) emits 'error' on the pool;
  // unhandled, that would crash the process. The pool replaces the client on the next query.
  pool.on('error', (error) =>
    console.error('PostgreSQL dropped an idle connection', loggableError(error)),
  );
  if (opts.check ?? true) await pool.query('select 1');
  return pool;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = await openPool(url);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    connection: { engine: 'postgres', url },
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    exclusively: async (work, signal) => {
      // One connection holds the lock; work runs on the pool (session locks are per connection).
      const holder = await pool.connect();
      let locked = false;
      try {
        for (;;) {
          signal?.throwIfAborted();
          const { rows } = await holder.query<{ locked: boolean }>(
            'select pg_try_advisory_lock($1) as locked',
            [STARTUP_LOCK_KEY],
          );
          locked = rows[0]?.locked === true;
          if (locked) break;
          await sleep(LOCK_RETRY_MS, undefined, { signal }).catch(() => {});
        }
        return await work();
      } finally {
        if (locked) {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        }
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  let release: (() => void) | undefined;
  let dir: string | undefined;
  if (dataDir) {
    const root = resolve(dataDir);
    mkdirSync(root, { recursive: true });
    release = acquireDirectoryLock(root);
    dir = resolve(root, 'pglite');
  }
  try {
    // Only pg_trgm: loading btree_gin after it breaks `%` and hangs the next query (stack-notes §4.1).
    const client = await PGlite.create({
      ...(dir ? { dataDir: dir } : loadDataDir && { loadDataDir }),
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      connection: { engine: 'pglite', client },
      migrate: async () => {
        await migratePglite(drizzlePglite(client), { migrationsFolder });
        // Smoke test of the trigram operator (a broken extension load returns nothing, then hangs).
        const { rows } = await client.query<{ ok: boolean }>(
          "select 'ab'::text % 'ab'::text as ok",
        );
        if (!rows[0]?.ok) throw new Error('pg_trgm is not working in the embedded database');
      },
      exclusively: (work, signal) => {
        signal?.throwIfAborted();
        return work();
      },
      close: async () => {
        await client.close();
        release?.();
      },
    };
  } catch (error) {
    release?.();
    throw error;
  }
}
