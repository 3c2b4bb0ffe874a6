/**
 * Dataset import command (PRODUCT §2):
 *
 *   npm run import -- <file> [<file>…] [--mapping <mapping.json>]
 *   npm run import -- --bundled
 *
 * Imports each file into the database named by the environment (DATABASE_URL, else the embedded
 * PGlite under DATA_DIR), prints one report per file, then runs VACUUM ANALYZE. Without
 * --mapping a file's mapping is data/datasets/mappings/<file name without extension>.json.
 * --bundled imports every bundled dataset not yet imported, as the server does on start.
 * Exit codes: 0 done (bad rows are reported, not fatal), 1 a file or mapping failed, 2 usage or
 * the database is busy or unreachable.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importBundledDatasets, mappingPathFor } from '../server/import/bundled';
import { importDataset } from '../server/import/import-dataset';
import { vacuumInfluencerTables } from '../server/import/import.repository';
import { loadMapping } from '../server/import/mapping';
import { formatReport } from '../server/import/report';
import { openScriptDatabase } from './lib/open-script-database';

const USAGE = `Usage:
  npm run import -- <file> [<file>…] [--mapping <mapping.json>]
  npm run import -- --bundled

Imports dataset files (CSV/TSV) into the Collabify database and prints a report per file.
  --mapping, -m  the mapping JSON (default: data/datasets/mappings/<file stem>.json);
                 only with a single file
  --bundled      import every bundled dataset in data/datasets not yet imported
  --help, -h     show this help`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        mapping: { type: 'string', short: 'm' },
        bundled: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = args;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const usageError =
    !values.bundled && positionals.length === 0
      ? 'Name a file to import, or pass --bundled.'
      : values.bundled && positionals.length > 0
        ? '--bundled takes no files.'
        : values.mapping && positionals.length !== 1
          ? '--mapping applies to exactly one file.'
          : undefined;
  if (usageError) {
    console.error(`${usageError}\n\n${USAGE}`);
    return 2;
  }
  const missing = positionals.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`File not found: ${missing.join(', ')}`);
    return 2;
  }

  const opened = await openScriptDatabase(
    'A Collabify server is probably running on this DATA_DIR. Stop it and run the import ' +
      'again (the server also imports the bundled datasets itself on start).',
  );
  if (!opened) return 2;
  const { database, where } = opened;

  const started = performance.now();
  let failures = 0;
  try {
    console.log(`Importing into ${where}`);
    if (values.bundled) {
      const summary = await importBundledDatasets(database.db, {
        log: (line) => console.log(line),
      });
      failures = summary.failed.length;
      const rows = summary.imported.reduce((sum, r) => sum + r.rowsRead, 0);
      console.log(
        `${summary.imported.length} files imported (${rows} rows), ` +
          `${summary.alreadyImported.length} already imported, ${summary.failed.length} failed`,
      );
    } else {
      for (const file of positionals) {
        try {
          const mappingFile = values.mapping ?? mappingPathFor(file);
          if (!existsSync(mappingFile)) {
            throw new Error(`no mapping: ${mappingFile} does not exist (pass --mapping <file>)`);
          }
          const mapping = await loadMapping(mappingFile);
          console.log(formatReport(await importDataset(database.db, { file, mapping })));
        } catch (error) {
          failures += 1;
          console.error(`${file}: ${(error as Error).message}`);
        }
      }
      if (failures < positionals.length) {
        await vacuumInfluencerTables(database.db);
        console.log('VACUUM ANALYZE of the influencer tables done');
      }
    }
    console.log(`Finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
  return failures > 0 ? 1 : 0;
}

process.exitCode = await main();
