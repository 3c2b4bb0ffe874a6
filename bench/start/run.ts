/**
 * Start-up benchmark (`npm run bench:start`, issue 32 item 6): the compiled server
 * (dist/server/main.js, `npm run build` first) as `npm start` runs it.
 *
 * 1. Embedded PGlite: a first start on a fresh DATA_DIR (the bundled import), then a restart on
 *    the same directory. Prints the seconds until "Collabify is ready" and the process's peak RSS
 *    (VmHWM in /proc/<pid>/status) for each.
 * 2. PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a fresh
 *    database per run, dropped after): two web processes started together on the empty database
 *    (one imports, the other waits), the seconds until both are ready and each one's peak RSS.
 *
 *   npm run bench:start -- [--runs 1] [--skip-pglite] [--skip-postgres]
 *
 * Goals: peak RSS ≤ 400 MB on a first start and a restart; ≤ 60 s to ready on an empty
 * PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  exited,
  ready,
  type ServerProcess,
  spawnServer,
} from '@server/test/processes/server-process';
import { type GoalRow, machineLine, printGoals } from '../lib/report';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
  },
});
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MB = 1024 * 1024;
const RSS_GOAL_MB = 400;
const READY_GOAL_S = 60;

/** The settings of a benchmarked server (as on a developer machine, demo accounts included). */
const baseEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'development',
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  JWT_SECRET: 'bench-start-secret-that-is-at-least-32-characters',
  ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
});

/** Peak resident set of a live process, bytes (VmHWM). */
function peakRss(pid: number): number {
  const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) * 1024;
}

/** Starts a server, waits until it is ready; answers the seconds and its peak RSS, then stops it. */
async function timedStart(
  processes: ServerProcess[],
): Promise<{ seconds: number; peaks: number[] }> {
  const began = performance.now();
  await Promise.all(processes.map(ready));
  const seconds = (performance.now() - began) / 1000;
  const peaks = processes.map((p) => peakRss(p.child.pid!));
  for (const p of processes) p.child.kill('SIGTERM');
  await Promise.all(processes.map(exited));
  return { seconds, peaks };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function pgliteRun(run: number, goals: GoalRow[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'collabify-bench-start-'));
  try {
    const first = await timedStart([spawnServer('web', baseEnv(dataDir))]);
    console.log(
      `PGlite run ${run}: first start ${first.seconds.toFixed(1)} s, peak RSS ${mb(first.peaks[0]!)} · ${machineLine()}`,
    );
    const again = await timedStart([spawnServer('web', baseEnv(dataDir))]);
    console.log(
      `PGlite run ${run}: restart ${again.seconds.toFixed(1)} s, peak RSS ${mb(again.peaks[0]!)} · ${machineLine()}`,
    );
    goals.push(
      {
        goal: `PGlite first start peak RSS ≤ ${RSS_GOAL_MB} MB (run ${run})`,
        measured: `${mb(first.peaks[0]!)} (ready after ${first.seconds.toFixed(1)} s)`,
        pass: first.peaks[0]! <= RSS_GOAL_MB * MB,
      },
      {
        goal: `PGlite restart peak RSS ≤ ${RSS_GOAL_MB} MB (run ${run})`,
        measured: `${mb(again.peaks[0]!)} (ready after ${again.seconds.toFixed(1)} s)`,
        pass: again.peaks[0]! <= RSS_GOAL_MB * MB,
      },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresRun(run: number, goals: GoalRow[]) {
  const name = `bench_start_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'collabify-bench-start-'));
  try {
    const env = { ...baseEnv(dataDir), DATABASE_URL: url.toString() };
    const both = await timedStart([spawnServer('web', env), spawnServer('web', env)]);
    const peak = Math.max(...both.peaks);
    console.log(
      `PostgreSQL run ${run}: two web processes on an empty database ready after ${both.seconds.toFixed(1)} s, peak RSS ${both.peaks.map(mb).join(' and ')} · ${machineLine()}`,
    );
    goals.push(
      {
        goal: `empty PostgreSQL, two web processes: ready ≤ ${READY_GOAL_S} s (run ${run})`,
        measured: `${both.seconds.toFixed(1)} s`,
        pass: both.seconds <= READY_GOAL_S,
      },
      {
        goal: `empty PostgreSQL first start peak RSS ≤ ${RSS_GOAL_MB} MB (run ${run})`,
        measured: mb(peak),
        pass: peak <= RSS_GOAL_MB * MB,
      },
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const goals: GoalRow[] = [];
console.log(`start benchmark · ${machineLine()}`);
for (let run = 1; run <= Number(args.runs); run++) {
  if (!args['skip-pglite']) await pgliteRun(run, goals);
  if (!args['skip-postgres']) await postgresRun(run, goals);
}
printGoals(goals);
