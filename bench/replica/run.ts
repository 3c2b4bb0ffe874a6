/**
 * Read-replica benchmark (`npm run bench:replica`, issue 32 item 3): starts a PostgreSQL 15
 * primary and a streaming replica of it on this machine (bench/replica/clusters.ts; the shared
 * cluster on 5432 is left alone), fills the primary with the seeded synthetic set, then starts the
 * server twice (`--services=web`, Redis for the read-after-write marks): once on the primary
 * alone, once with DATABASE_REPLICA_URL. Each takes the same concurrent load of filtered searches
 * (autocannon), with and without a write load on the primary, in alternating order; prints
 * req/s and latency per run with the load average.
 *
 *   npm run bench:replica -- [--profiles 1000000] [--connections 10] [--duration 20] [--runs 3]
 *     [--primary-port 5433] [--replica-port 5434] [--root /var/lib/postgresql/collabify-bench-replica]
 *     [--shared-buffers 1GB] [--no-writes] [--database bench_replica]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '@server/db/client';
import { lagMeter, openReplica } from '@server/db/replica';
import { SessionTokens } from '@server/modules/auth/session-tokens';
import { insertUser } from '@server/modules/users/users.repository';
import { PROJECT_ROOT } from '@server/paths';
import { fillSynthetic } from '../lib/synthetic';
import { buildQueryMix } from '../search/query-mix';
import { type Cluster, startPrimary, startReplica } from './clusters';
import { freePort } from '../lib/free-port';

const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '42' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
    'primary-port': { type: 'string', default: '5433' },
    'replica-port': { type: 'string', default: '5434' },
    root: { type: 'string', default: '/var/lib/postgresql/collabify-bench-replica' },
    'shared-buffers': { type: 'string', default: '1GB' },
    'no-writes': { type: 'boolean', default: false },
    /** The database on the bench's primary (a name containing "bench"); one per set size. */
    database: { type: 'string', default: 'bench_replica' },
  },
});
const DATABASE = args.database;
if (!/^bench\w*$/.test(DATABASE)) throw new Error('--database must start with "bench"');
const JWT_SECRET = 'bench-replica-secret-that-is-at-least-32-characters';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const load = () => `load ${loadavg()[0]!.toFixed(2)}`;

/** Creates the bench database on the primary unless it exists. */
async function ensureDatabase(primary: Cluster) {
  const admin = new pg.Client({ connectionString: primary.url('postgres') });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
    DATABASE,
  ]);
  if (!rowCount) await admin.query(`create database ${DATABASE}`);
  await admin.end();
}

/** Waits until the replica has replayed what the primary has (lag 0), polling every 0.5 s. */
async function caughtUp(database: Database, replicaUrl: string) {
  const replica = await openReplica(replicaUrl);
  const started = performance.now();
  const measure = lagMeter();
  try {
    for (;;) {
      const lag = await measure(database.db, replica.db).catch(() => null);
      if (lag?.standby && lag.lagSeconds === 0) break;
      if (performance.now() - started > 600_000) throw new Error('the replica did not catch up');
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await replica.close();
  }
  console.log(`replica caught up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

interface Server {
  url: string;
  child: ChildProcess;
}

/** Starts the server (`tsx server/main.ts --services=web`) and waits until its health answers. */
async function startServer(name: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(resolve(PROJECT_ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      PORT: String(port),
      JWT_SECRET,
      ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      REDIS_URL,
      IMPORT_DATASETS: 'false',
      SEED_DEMO: 'false',
      DATA_DIR: resolve(PROJECT_ROOT, `data/bench-replica-${name}`),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.status === 200) {
      console.log(`${name}: ${JSON.stringify(await health.json())}`);
      return { url, child };
    }
    if (child.exitCode !== null || i > 600) throw new Error(`${name} server did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function stopServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.child.once('exit', () => done());
    server.child.kill('SIGTERM');
  });
}

/**
 * A write load on the primary while it runs, as an import would make: 1,000 random profiles'
 * post counts bumped per statement, one statement after another. @returns how to stop it, which
 * answers the statements run.
 */
function startWrites(database: Database): () => Promise<number> {
  let stopped = false;
  let statements = 0;
  const loop = (async () => {
    while (!stopped) {
      await database.db.execute(sql`update influencers set posts = posts + 1
        where id in (select id from influencers tablesample system (0.2) limit 1000)`);
      statements++;
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return statements;
  };
}

/** Transactions the bench database has run on a cluster so far (`pg_stat_database`). */
async function transactions(cluster: Cluster): Promise<number> {
  const client = new pg.Client({ connectionString: cluster.url(DATABASE) });
  await client.connect();
  const { rows } = await client.query<{ n: string }>(
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
  );
  await client.end();
  return Number(rows[0]!.n);
}

interface Measured {
  mode: string;
  writes: boolean;
  run: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  load: string;
  statements: number | null;
  /** Transactions the run added on the primary and on the replica: who served the searches. */
  onPrimary: number;
  onReplica: number;
}

async function main() {
  const profiles = Number(args.profiles);
  const seed = Number(args.seed);
  const connections = Number(args.connections);
  const duration = Number(args.duration);
  const sharedBuffers = args['shared-buffers'];
  console.log(`cores: ${navigator.hardwareConcurrency} · ${load()}`);

  const primary = startPrimary(args.root, Number(args['primary-port']), sharedBuffers);
  await ensureDatabase(primary);
  const database = await openDatabase({ databaseUrl: primary.url(DATABASE), dataDir: null });
  await database.migrate();
  await fillSynthetic(database, profiles, seed);
  const replica = startReplica(args.root, Number(args['replica-port']), primary, sharedBuffers);
  await caughtUp(database, replica.url(DATABASE));

  const user = await insertUser(database.db, {
    email: `bench-replica-${Date.now()}@collabify.test`,
    name: 'Bench',
    passwordHash: 'x',
    roles: ['advertiser'],
    emailVerifiedAt: null,
  });
  const token = await new SessionTokens(JWT_SECRET).sign({ userId: user.id, tokenVersion: 0 });
  const requests = buildQueryMix(seed, 200, ['bench'], ['bench'])
    .filter((q) => q.kind === 'filters')
    .map((q) => ({
      method: 'GET' as const,
      path: `/api/influencer?${new URLSearchParams(q.query)}`,
    }));

  const servers = {
    primary: await startServer('primary', { DATABASE_URL: primary.url(DATABASE) }),
    replica: await startServer('replica', {
      DATABASE_URL: primary.url(DATABASE),
      DATABASE_REPLICA_URL: replica.url(DATABASE),
    }),
  };
  const fire = (url: string, seconds: number) =>
    autocannon({
      url,
      connections,
      duration: seconds,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      requests,
    });

  const results: Measured[] = [];
  const scenarios = args['no-writes'] ? [false] : [false, true];
  for (let run = 1; run <= Number(args.runs); run++) {
    // Alternate which goes first, so neither always finds the warmer cache.
    const order = run % 2 ? (['primary', 'replica'] as const) : (['replica', 'primary'] as const);
    for (const writes of scenarios) {
      for (const mode of order) {
        const server = servers[mode];
        await fire(server.url, 3); // warm-up
        const before = await Promise.all([transactions(primary), transactions(replica)]);
        const stopWrites = writes ? startWrites(database) : null;
        const result = await fire(server.url, duration);
        const statements = stopWrites ? await stopWrites() : null;
        const after = await Promise.all([transactions(primary), transactions(replica)]);
        const measured: Measured = {
          mode: mode === 'primary' ? 'primary only' : 'with replica',
          writes,
          run,
          rps: result.requests.average,
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          load: load(),
          statements,
          onPrimary: after[0] - before[0],
          onReplica: after[1] - before[1],
        };
        results.push(measured);
        console.log(JSON.stringify(measured));
      }
    }
    const health = await fetch(`${servers.replica.url}/api/health`);
    console.log(`replica after run ${run}: ${JSON.stringify(await health.json())}`);
  }

  console.log(
    `\n${profiles.toLocaleString()} profiles · filtered searches (GET /api/influencer, signed in) · ${connections} connections · ${duration} s per run`,
  );
  console.log(
    '\n| reads | write load | run | req/s | p50 ms | p90 ms | p99 ms | errors | xacts primary / replica | update statements | load |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.mode} | ${r.writes ? 'yes' : 'no'} | ${r.run} | ${r.rps.toFixed(1)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.errors} | ${r.onPrimary} / ${r.onReplica} | ${r.statements ?? '—'} | ${r.load} |`,
    );

  await Promise.all([stopServer(servers.primary), stopServer(servers.replica)]);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
