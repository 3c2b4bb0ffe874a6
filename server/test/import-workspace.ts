import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from './test-database';

/** What {@link useImportWorkspace} gives an import test file. */
export interface ImportWorkspace {
  /** The file's own database (set in `beforeAll`); the imported tables are emptied after each test. */
  readonly database: Database;
  /** Writes `data` to a new file of the workspace (`<n>-<name>`, n counting, so `name` keeps its extension) and returns its path. */
  writeFile(name: string, data: string | Buffer): string;
}

/**
 * Registers the hooks of a dataset-import test file: a database copied from the migrated
 * template and a temporary folder for the files it imports (both removed after the file), and the
 * imported tables (influencers, snapshots, dataset imports) emptied after every test.
 */
export function useImportWorkspace(prefix: string): ImportWorkspace {
  let database: Database | undefined;
  let dir = '';
  let files = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), `collabify-${prefix}-`));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await database?.db.execute(
      sql`truncate influencers, influencer_snapshots, dataset_imports cascade`,
    );
  });
  return {
    get database() {
      if (!database) throw new Error('The import workspace is ready in beforeAll');
      return database;
    },
    writeFile(name, data) {
      files += 1;
      const path = join(dir, `${files}-${name}`);
      writeFileSync(path, data);
      return path;
    },
  };
}
