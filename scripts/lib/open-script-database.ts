import { resolve } from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';
import { DirectoryLockedError } from '../../server/db/directory-lock';
import { EnvError, loadEnv } from '../../server/env';

/** An open, migrated database for a command-line script, and where it is (for the first line printed). */
export interface ScriptDatabase {
  database: Database;
  /** "PostgreSQL (DATABASE_URL)" or "PGlite in /abs/data". */
  where: string;
}

/**
 * Opens the database the environment names (DATABASE_URL, else the embedded PGlite under
 * DATA_DIR) for a script, and migrates it. Problems are printed for a person: an invalid
 * environment, an embedded database held by a running server (`busyHint` says what to do), or
 * one that cannot be reached.
 * @returns the database, or null after printing why it could not be opened (exit code 2).
 */
export async function openScriptDatabase(busyHint: string): Promise<ScriptDatabase | null> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    console.error(
      error instanceof DirectoryLockedError
        ? `The embedded database is in use: ${error.message}\n${busyHint}`
        : `Cannot open the database: ${(error as Error).message}`,
    );
    return null;
  }
  await database.migrate();
  const where = env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${resolve(env.DATA_DIR)}`;
  return { database, where };
}
