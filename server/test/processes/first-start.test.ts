import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { BUNDLED_DATASETS_DIR, mappingPathFor } from '../../import/bundled';
import {
  exited,
  listeningUrl,
  printed,
  READY_LINE,
  ready,
  type ServerProcess,
  spawnServer,
} from './server-process';

/**
 * The first start on an empty PostgreSQL database, as production runs it (dist/server/main.js):
 * web processes started together import the bundled datasets once (one imports while the others
 * wait for the start-up lock), and SIGTERM during the import stops a process within seconds, the
 * next start importing what is left. Two small shipped datasets stand for the bundled ones.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The datasets of the test's DATASETS_DIR, in import order (by their mappings' dates). */
const DATASETS = ['instagram-top-200-influencers.csv', 'youtube-most-subscribed-1000-channels.csv'];

const databases: string[] = [];
const processes: ServerProcess[] = [];
let datasetsDir: string;
let dataDir: string;

/** A new empty database; dropped after the file. */
async function emptyDatabase(): Promise<string> {
  const name = `collabify_processes_first_start_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A web process importing the test's datasets into `databaseUrl`. */
function startWeb(databaseUrl: string, extra: Record<string, string> = {}): ServerProcess {
  const running = spawnServer('web', {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'first-start-test-secret-at-least-32-characters',
    ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    PORT: '0',
    DATA_DIR: dataDir,
    DATASETS_DIR: datasetsDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    ...extra,
  });
  processes.push(running);
  return running;
}

/** The files recorded as imported, by name, with how many times each is recorded. */
async function importedFiles(databaseUrl: string): Promise<Record<string, number>> {
  const database: Database = await openDatabase({ databaseUrl, dataDir: null });
  try {
    const rows = await rawRows<{ file: string; n: number }>(
      database.db,
      sql`select file_name as file, count(*)::int as n from dataset_imports group by file_name`,
    );
    return Object.fromEntries(rows.map((r) => [r.file, r.n]));
  } finally {
    await database.close();
  }
}

const log = (running: ServerProcess) => running.output.join('');

beforeAll(() => {
  datasetsDir = mkdtempSync(join(tmpdir(), 'collabify-first-start-datasets-'));
  dataDir = mkdtempSync(join(tmpdir(), 'collabify-first-start-data-'));
  mkdirSync(join(datasetsDir, 'mappings'));
  for (const file of DATASETS) {
    copyFileSync(join(BUNDLED_DATASETS_DIR, file), join(datasetsDir, file));
    copyFileSync(mappingPathFor(file), mappingPathFor(file, datasetsDir));
  }
});

afterAll(async () => {
  for (const { child } of processes) child.kill('SIGKILL');
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(datasetsDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the first start on an empty PostgreSQL', () => {
  it('two web processes started together import the datasets once: one imports, the other waits, both turn ready', async () => {
    const url = await emptyDatabase();
    const web = [startWeb(url), startWeb(url)];
    await Promise.all(web.map(ready));

    expect(await importedFiles(url)).toEqual({ [DATASETS[0]!]: 1, [DATASETS[1]!]: 1 });
    const importers = web.filter((p) => log(p).includes('bundled datasets: 2 imported'));
    expect(importers).toHaveLength(1);
    const waiter = web.find((p) => !importers.includes(p))!;
    expect(log(waiter)).not.toContain('profiles on record');
    // Both answer once ready, whichever imported.
    for (const running of web) {
      expect((await fetch(`${listeningUrl(running)}/api/health`)).status).toBe(200);
    }
  });

  it('SIGTERM during the import stops the process within 10 s; the next start imports only what is left', async () => {
    const url = await emptyDatabase();
    // Held after the first file (the test-only pause), i.e. in the middle of the import.
    const first = startWeb(url, { IMPORT_PAUSE_AFTER_FILES: '1' });
    await printed(first, 'import paused after 1 file');
    const stopAsked = performance.now();
    first.child.kill('SIGTERM');
    expect(await exited(first)).toBe(0);
    expect(performance.now() - stopAsked).toBeLessThan(10_000);
    expect(log(first)).toContain('SIGTERM during start-up: stopped');
    expect(log(first)).not.toContain(READY_LINE);
    expect(await importedFiles(url)).toEqual({ [DATASETS[0]!]: 1 });

    const next = startWeb(url);
    await ready(next);
    expect(log(next)).toContain('bundled datasets: 1 imported, 1 already imported');
    expect(await importedFiles(url)).toEqual({ [DATASETS[0]!]: 1, [DATASETS[1]!]: 1 });
  });

  it('SIGTERM to a process waiting for another one’s import stops it at once', async () => {
    const url = await emptyDatabase();
    const importer = startWeb(url, { IMPORT_PAUSE_AFTER_FILES: '1' });
    await printed(importer, 'import paused after 1 file');
    const waiter = startWeb(url);
    await printed(waiter, 'Listening at');
    const stopAsked = performance.now();
    waiter.child.kill('SIGTERM');
    expect(await exited(waiter)).toBe(0);
    expect(performance.now() - stopAsked).toBeLessThan(10_000);

    importer.child.kill('SIGUSR2'); // the importer goes on and finishes
    await ready(importer);
    expect(await importedFiles(url)).toEqual({ [DATASETS[0]!]: 1, [DATASETS[1]!]: 1 });
  });
});
