/**
 * Data-quality report (`npm run data:quality`): per platform, the profile count, suspected
 * duplicates, values quarantined by each plausibility rule, implausible values still sortable,
 * profiles missing each field and the share whose numbers are older than 12 months — the same
 * figures as `quality` in `GET /api/influencer/statistics`. Reads the database named by the
 * environment (DATABASE_URL, else the embedded PGlite under DATA_DIR); changes nothing but
 * pending migrations. Exit codes: 0 printed, 2 the database is busy or unreachable.
 */
import { resolve } from 'node:path';
import type { PlatformQuality } from '../shared/schemas/influencers';
import { openDatabase } from '../server/db/client';
import { DirectoryLockedError } from '../server/db/directory-lock';
import { EnvError, loadEnv } from '../server/env';
import { getDataQuality } from '../server/modules/influencers/influencers.service';

/** The report as an aligned text table: one row per figure, one column per platform. */
export function formatQuality(quality: PlatformQuality[]): string {
  const header: [string, ...string[]] = ['', ...quality.map((q) => q.platform)];
  const rows: [string, ...string[]][] = [header];
  const add = (label: string, value: (q: PlatformQuality) => string | number) =>
    rows.push([label, ...quality.map((q) => String(value(q)))]);
  add('profiles', (q) => q.profiles);
  add('suspected duplicates', (q) => q.suspectedDuplicates);
  const rules = [
    ...new Set(quality.flatMap((q) => q.quarantined.map((r) => `${r.metric}: ${r.reason}`))),
  ];
  for (const rule of rules.sort()) {
    add(
      `quarantined ${rule}`,
      (q) => q.quarantined.find((r) => `${r.metric}: ${r.reason}` === rule)?.count ?? 0,
    );
  }
  add('implausible values still sortable', (q) => q.implausibleInSorts);
  const fields = [...new Set(quality.flatMap((q) => Object.keys(q.missing)))];
  for (const field of fields) add(`missing ${field}`, (q) => q.missing[field] ?? 0);
  add('languages inferred from text', (q) => q.inferredLanguages);
  add('older than 12 months', (q) => `${q.staleProfiles} (${q.stalePercent} %)`);
  add('data dates', (q) => `${q.oldestDataOn ?? '–'} … ${q.newestDataOn ?? '–'}`);
  const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[i]!)))
        .join('  '),
    )
    .join('\n');
}

async function main(): Promise<number> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    const busy = error instanceof DirectoryLockedError;
    console.error(
      busy
        ? `The embedded database is in use (${error.message}); stop the server and run this again.`
        : `Cannot open the database: ${(error as Error).message}`,
    );
    return 2;
  }
  try {
    await database.migrate();
    const where = env.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${resolve(env.DATA_DIR)}`;
    console.log(`Data quality of ${where}, ${new Date().toISOString().slice(0, 10)}\n`);
    const quality = await getDataQuality(database.db);
    console.log(
      quality.length === 0
        ? 'No profiles yet: run npm start or npm run import -- --bundled.'
        : formatQuality(quality),
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
