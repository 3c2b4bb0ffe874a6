/**
 * Two PostgreSQL 15 clusters of the bench's own, started with Debian's postgresql-15 binaries: a
 * primary and a streaming replica of it (`pg_basebackup -R`), each on its own port and data
 * directory. The machine's shared cluster (5432) is never touched. Both are reused when their
 * directories exist (the 1M set is generated once).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's binaries of PostgreSQL 15. */
const BIN = '/usr/lib/postgresql/15/bin';

/** One bench cluster: where its data lives and the port it listens on. */
export interface Cluster {
  dir: string;
  port: number;
  /** The connection URL of `database` on this cluster (user postgres, trust on 127.0.0.1). */
  url(database: string): string;
}

/** PostgreSQL refuses to run as root: run its binaries as `postgres` when we are root. */
function asPostgres(command: string, args: string[]): string {
  const [file, argv] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]]
      : [join(BIN, command), args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function cluster(dir: string, port: number): Cluster {
  return {
    dir,
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
  };
}

/** Whether the cluster's postmaster runs (`pg_ctl status` exits 3 when it does not). */
function running(c: Cluster): boolean {
  try {
    asPostgres('pg_ctl', ['status', '-D', join(c.dir, 'data')]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the cluster with `settings` (`-c name=value`), logging to `<dir>/log`; waits until it
 * accepts connections. A running cluster is restarted so the settings hold.
 */
function start(c: Cluster, settings: Record<string, string>) {
  const data = join(c.dir, 'data');
  if (running(c)) asPostgres('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
  const options = [
    `-p ${c.port}`,
    `-c listen_addresses=127.0.0.1`,
    `-c unix_socket_directories=${c.dir}`,
    ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`),
  ].join(' ');
  asPostgres('pg_ctl', ['start', '-D', data, '-l', join(c.dir, 'log'), '-w', '-o', options]);
}

/** Makes `dir` (and its parents) and hands it to the postgres user. */
function ownedDir(dir: string) {
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
}

/**
 * The bench's primary: initdb (trust on 127.0.0.1, which also lets replication connect) on the
 * first run, then started with `wal_level=replica` (15's default) and WAL senders for a replica.
 */
export function startPrimary(root: string, port: number, sharedBuffers: string): Cluster {
  const c = cluster(join(root, 'primary'), port);
  if (!existsSync(join(c.dir, 'data', 'PG_VERSION'))) {
    ownedDir(root);
    ownedDir(c.dir);
    asPostgres('initdb', ['-D', join(c.dir, 'data'), '-U', 'postgres', '--auth=trust']);
  }
  start(c, {
    shared_buffers: sharedBuffers,
    wal_level: 'replica',
    max_wal_senders: '4',
    // WAL kept for a replica that falls behind during a bulk write (the 1M fill writes ~2 GB).
    wal_keep_size: '4GB',
    max_connections: '100',
  });
  return c;
}

/**
 * A streaming replica of `primary`: on the first run a `pg_basebackup -R` (standby.signal and
 * primary_conninfo written for us), then started as a hot standby.
 */
export function startReplica(
  root: string,
  port: number,
  primary: Cluster,
  sharedBuffers: string,
): Cluster {
  const c = cluster(join(root, 'replica'), port);
  if (!existsSync(join(c.dir, 'data', 'PG_VERSION'))) {
    ownedDir(c.dir);
    asPostgres('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
      ...['-D', join(c.dir, 'data'), '-R', '-X', 'stream', '-c', 'fast'],
    ]);
  }
  start(c, {
    shared_buffers: sharedBuffers,
    hot_standby: 'on',
    // Long searches are not cancelled by the primary's vacuum (the primary keeps those rows).
    hot_standby_feedback: 'on',
  });
  return c;
}

/** Stops a bench cluster (fast shutdown), leaving its data for the next run. */
export function stopCluster(c: Cluster) {
  if (running(c)) asPostgres('pg_ctl', ['stop', '-D', join(c.dir, 'data'), '-m', 'fast', '-w']);
}
