/**
 * Search benchmark (`npm run bench:search`): fills a database with a seeded synthetic set (or the
 * bundled real datasets with --real), then runs a fixed seeded mix of discovery queries through
 * the HTTP API and, for each, the same database calls directly, and prints p50/p95/p99 per query
 * class with the API/SQL ratio.
 *
 *   npm run bench:search -- [--profiles 1000000] [--per-class 100] [--seed 42] [--real]
 *     [--load-seconds 10]
 *
 * DATABASE_URL selects PostgreSQL (its database name must contain "bench": the bench rewrites the
 * influencer tables); otherwise PGlite under BENCH_DATA_DIR (default ./data/bench).
 */
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  influencerFacetsQuerySchema,
  influencerSearchQuerySchema,
} from '@shared/schemas/influencers';
import { buildApp } from '@server/app';
import { openDatabase, type Database } from '@server/db/client';
import { influencers } from '@server/db/schema';
import { importBundledDatasets } from '@server/import/bundled';
import { lazyJobQueue } from '@server/jobs/lazy-job-queue';
import { startJobQueue } from '@server/jobs/queue';
import { createMailer } from '@server/integrations/smtp/client';
import { SessionTokens } from '@server/modules/auth/session-tokens';
import {
  getFacets,
  searchFiltersOf,
  searchPage,
  searchSortOf,
} from '@server/modules/influencers/influencers.service';
import { insertUser } from '@server/modules/users/users.repository';
import { SYNTHETIC_SOURCE } from '@server/seed/synthetic-influencers.repository';
import { benchContextDefaults } from '../lib/context';
import { machineLine, printGoals } from '../lib/report';
import { ms, percentile } from '../lib/stats';
import { fillSynthetic } from '../lib/synthetic';
import { loadStep } from './load-step';
import { type BenchQuery, buildQueryMix, QUERY_CLASSES } from './query-mix';

const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: '1000000' },
    'per-class': { type: 'string', default: '100' },
    seed: { type: 'string', default: '42' },
    real: { type: 'boolean', default: false },
    /** Print the N slowest API queries of each class (to EXPLAIN them). */
    slowest: { type: 'string', default: '0' },
    /** Seconds of the load step (filtered searches, 10 connections); 0 skips it. */
    'load-seconds': { type: 'string', default: '10' },
  },
});
const profiles = Number(args.profiles);
const perClass = Number(args['per-class']);
const seed = Number(args.seed);

async function openBenchDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url && !new URL(url).pathname.includes('bench')) {
    throw new Error(
      'DATABASE_URL must name a database whose name contains "bench": the benchmark rewrites its influencer tables.',
    );
  }
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: process.env.BENCH_DATA_DIR ?? resolve('data/bench'),
  });
  await database.migrate();
  return database;
}

/** Handles and bio words of the data, chosen deterministically, for keyword queries. */
async function sampleTerms(database: Database) {
  const rows = await database.db
    .select({ username: influencers.username, bio: influencers.bio })
    .from(influencers)
    .orderBy(influencers.username)
    .limit(200)
    .offset(1000);
  const words = [
    ...new Set(rows.flatMap((r) => (r.bio ?? '').toLowerCase().match(/\p{L}{4,}/gu) ?? [])),
  ].slice(0, 60);
  return {
    handles: rows.map((r) => r.username),
    words: words.length ? words : ['fitness', 'music', 'travel'],
  };
}

async function main() {
  const database = await openBenchDatabase();
  console.log(`engine: ${database.engine} · ${machineLine()}`);
  if (args.real) {
    const summary = await importBundledDatasets(database.db, { log: () => {} });
    console.log(
      `real datasets: ${summary.imported.length} imported, ${summary.alreadyImported.length} already there`,
    );
  } else {
    await fillSynthetic(database, profiles, seed);
  }
  const [{ total } = { total: 0 }] = await database.db
    .select({ total: sql<number>`count(*)::int` })
    .from(influencers);
  console.log(
    `profiles in the database: ${total.toLocaleString()}${args.real ? '' : ` (${SYNTHETIC_SOURCE})`}`,
  );

  const secret = 'bench-secret-that-is-at-least-32-characters';
  const mailFrom = 'Bench <bench@collabify.test>';
  const ctx = {
    db: database.db,
    mailer: createMailer({ outboxDir: resolve('data/bench-outbox'), from: mailFrom }),
    mailFrom,
    outboxDir: undefined,
    jobs: lazyJobQueue(() => startJobQueue(database, (error) => console.error(error))),
    tokens: new SessionTokens(secret),
    secret,
    supportEmail: 'support@collabify.localhost',
    adminEmails: [],
    appUrl: 'http://localhost',
    ...benchContextDefaults(database.db),
  };
  const app = await buildApp({ ctx, isReady: () => true });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const user = await insertUser(database.db, {
    email: `bench-${Date.now()}@collabify.test`,
    name: 'Bench',
    passwordHash: 'x',
    roles: ['advertiser'],
    emailVerifiedAt: null,
  });
  const headers = {
    authorization: `Bearer ${await ctx.tokens.sign({ userId: user.id, tokenVersion: 0 })}`,
    accept: 'application/json',
  };

  const { handles, words } = await sampleTerms(database);
  const mix = buildQueryMix(seed, perClass, handles, words);
  const pathOf = (item: BenchQuery) =>
    `/api/influencer${item.kind === 'facets' ? '/facets' : ''}?${new URLSearchParams(item.query)}`;
  const timeApi = async (item: BenchQuery) => {
    const started = performance.now();
    const res = await fetch(`${address}${pathOf(item)}`, { headers });
    if (res.status !== 200)
      throw new Error(`${res.status} ${await res.text()} for ${JSON.stringify(item.query)}`);
    await res.json();
    return performance.now() - started;
  };
  const timeSql = async (item: BenchQuery) => {
    if (item.kind === 'facets') {
      const q = influencerFacetsQuerySchema.parse(item.query);
      const started = performance.now();
      await getFacets(ctx, q, null);
      return performance.now() - started;
    }
    const q = influencerSearchQuerySchema.parse(item.query);
    const filters = searchFiltersOf(q);
    const started = performance.now();
    await searchPage(database.db, filters, searchSortOf(q, filters), q.skip, q.limit);
    return performance.now() - started;
  };

  // The facets of each tab, asked once before the mix: the first ask after a write computes them
  // (the mix then measures the loads that follow, served from the cache until the next write).
  for (const tab of ['', 'instagram', 'youtube', 'tiktok']) {
    const query: Record<string, string> = tab ? { platform: tab } : {};
    console.log(
      `facets, first ask (${tab || 'all platforms'}): ${ms(await timeApi({ kind: 'facets', query }))} ms`,
    );
  }
  for (const item of mix.slice(0, 30)) await timeApi(item); // warm-up
  const times = new Map<string, { api: number[]; sql: number[] }>();
  const slow: { kind: string; ms: number; query: Record<string, string> }[] = [];
  for (const [i, item] of mix.entries()) {
    const entry = times.get(item.kind) ?? { api: [], sql: [] };
    times.set(item.kind, entry);
    // Alternate the order so neither side always runs on a warmer cache.
    if (i % 2) {
      entry.api.push(await timeApi(item));
      entry.sql.push(await timeSql(item));
    } else {
      entry.sql.push(await timeSql(item));
      entry.api.push(await timeApi(item));
    }
    slow.push({ kind: item.kind, ms: entry.api.at(-1)!, query: item.query });
  }

  const header = ['class', 'n', 'API p50', 'p95', 'p99', 'SQL p50', 'p95', 'p99', 'API/SQL p50'];
  /** A table row: the count, API and SQL p50/p95/p99 (ms) and the API/SQL ratio at p50. */
  const row = (label: string, api: number[], db: number[]) => [
    label,
    String(api.length),
    ...[50, 95, 99].map((p) => ms(percentile(api, p))),
    ...[50, 95, 99].map((p) => ms(percentile(db, p))),
    (percentile(api, 50) / percentile(db, 50)).toFixed(2),
  ];
  const rows = QUERY_CLASSES.map((kind) => row(kind, times.get(kind)!.api, times.get(kind)!.sql));
  const allApi = [...times.values()].flatMap((t) => t.api);
  const allSql = [...times.values()].flatMap((t) => t.sql);
  rows.push(row('all', allApi, allSql));
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  const worstP99 = Math.max(...QUERY_CLASSES.map((k) => percentile(times.get(k)!.api, 99)));
  const p95 = percentile(allApi, 95);
  const ratio = percentile(allApi, 50) / percentile(allSql, 50);
  // Issue 32's goals, on PostgreSQL at 1M profiles and on PGlite with the real datasets alike.
  printGoals([
    { goal: 'API p95 over the mix ≤ 30 ms', measured: `${ms(p95)} ms`, pass: p95 <= 30 },
    {
      goal: 'worst class API p99 ≤ 100 ms',
      measured: `${ms(worstP99)} ms`,
      pass: worstP99 <= 100,
    },
    { goal: 'API/SQL at the median ≤ 1.3', measured: ratio.toFixed(2), pass: ratio <= 1.3 },
  ]);
  console.log(
    'times in ms; SQL = the same page + capped count through the repository, without HTTP, validation or JSON',
  );
  console.log(
    `${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the end of the mix`,
  );

  const loadSeconds = Number(args['load-seconds']);
  if (loadSeconds > 0) {
    const filtered = mix.filter((q) => q.kind === 'filters').map(pathOf);
    const load = await loadStep(address, headers, filtered, loadSeconds);
    console.log(
      `\nfiltered searches, 10 connections, ${loadSeconds} s: ${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.errors} errors/non-2xx (load average ${loadavg()[0]!.toFixed(2)})`,
    );
  }

  const slowest = Number(args.slowest);
  for (const kind of slowest > 0 ? QUERY_CLASSES : []) {
    const worst = slow
      .filter((q) => q.kind === kind)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, slowest);
    for (const q of worst)
      console.log(`slow ${kind} ${ms(q.ms)} ms ?${new URLSearchParams(q.query)}`);
  }

  await app.close();
  ctx.mailer.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
