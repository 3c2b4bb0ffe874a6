/**
 * Search benchmark (`npm run bench:search`): fills a database with a seeded synthetic set (or the
 * bundled real datasets with --real), then runs a fixed seeded mix of discovery queries through
 * the HTTP API and, for each, the same database calls directly, and prints p50/p95/p99 per query
 * class with the API/SQL ratio.
 *
 *   npm run bench:search -- [--profiles 1000000] [--per-class 100] [--seed 42] [--real]
 *
 * DATABASE_URL selects PostgreSQL (its database name must contain "bench": the bench rewrites the
 * influencer tables); otherwise PGlite under BENCH_DATA_DIR (default ./data/bench).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { influencerSearchQuerySchema } from '@shared/schemas/influencers';
import { buildApp } from '@server/app';
import { openDatabase, type Database } from '@server/db/client';
import { influencers } from '@server/db/schema';
import { importBundledDatasets } from '@server/import/bundled';
import { lazyJobQueue } from '@server/jobs/lazy-job-queue';
import { startJobQueue } from '@server/jobs/queue';
import { createMailer } from '@server/integrations/smtp/client';
import { SessionTokens } from '@server/modules/auth/session-tokens';
import {
  searchFiltersOf,
  searchPage,
  searchSortOf,
} from '@server/modules/influencers/influencers.service';
import { insertUser } from '@server/modules/users/users.repository';
import { SYNTHETIC_SOURCE } from '@server/seed/synthetic-influencers.repository';
import { benchContextDefaults } from '../lib/context';
import { ms, percentile } from '../lib/stats';
import { fillSynthetic } from '../lib/synthetic';
import { buildQueryMix, QUERY_CLASSES } from './query-mix';

const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: '1000000' },
    'per-class': { type: 'string', default: '100' },
    seed: { type: 'string', default: '42' },
    real: { type: 'boolean', default: false },
    /** Print the N slowest API queries of each class (to EXPLAIN them). */
    slowest: { type: 'string', default: '0' },
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
  console.log(`engine: ${database.engine}`);
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
  const timeApi = async (query: Record<string, string>) => {
    const started = performance.now();
    const res = await fetch(`${address}/api/influencer?${new URLSearchParams(query)}`, { headers });
    if (res.status !== 200)
      throw new Error(`${res.status} ${await res.text()} for ${JSON.stringify(query)}`);
    await res.json();
    return performance.now() - started;
  };
  const timeSql = async (query: Record<string, string>) => {
    const q = influencerSearchQuerySchema.parse(query);
    const filters = searchFiltersOf(q);
    const started = performance.now();
    await searchPage(database.db, filters, searchSortOf(q, filters), q.skip, q.limit);
    return performance.now() - started;
  };

  for (const item of mix.slice(0, 30)) await timeApi(item.query); // warm-up
  const times = new Map<string, { api: number[]; sql: number[] }>();
  const slow: { kind: string; ms: number; query: Record<string, string> }[] = [];
  for (const [i, item] of mix.entries()) {
    const entry = times.get(item.kind) ?? { api: [], sql: [] };
    times.set(item.kind, entry);
    // Alternate the order so neither side always runs on a warmer cache.
    if (i % 2) {
      entry.api.push(await timeApi(item.query));
      entry.sql.push(await timeSql(item.query));
    } else {
      entry.sql.push(await timeSql(item.query));
      entry.api.push(await timeApi(item.query));
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
  console.log(
    `\nall-queries API p95 ${ms(percentile(allApi, 95))} ms · worst class API p99 ${ms(worstP99)} ms · API/SQL (p50) ${(percentile(allApi, 50) / percentile(allSql, 50)).toFixed(2)}`,
  );
  console.log(
    'times in ms; SQL = the same page + capped count through the repository, without HTTP, validation or JSON',
  );

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
