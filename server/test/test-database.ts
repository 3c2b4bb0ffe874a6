import { randomBytes } from 'node:crypto';
import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';

/**
 * Where `prepareTestDatabaseTemplate` leaves the migrated template for the test files: the
 * `dumpDataDir()` tarball of a migrated PGlite, or the name of a migrated PostgreSQL database.
 * Environment variables, because the workers inherit the environment the global setup leaves.
 */
const PGLITE_TEMPLATE_ENV = 'COLLABIFY_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE_ENV = 'COLLABIFY_TEST_POSTGRES_TEMPLATE';

/**
 * A fresh, migrated in-memory PGlite for one test file, whatever TEST_DATABASE_URL says: a copy
 * of the run's migrated template when the global setup made one.
 */
export async function createEmbeddedTestDatabase(): Promise<Database> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  const database = await openDatabase({
    dataDir: null,
    loadDataDir: template ? await openAsBlob(template) : undefined,
  });
  // On a copy this finds every migration applied and runs the pg_trgm smoke test.
  await database.migrate();
  return database;
}

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when TEST_DATABASE_URL
 * is set (dropped on close), otherwise an in-memory PGlite. Both are copies of the database the
 * global setup migrated once per run (`prepareTestDatabaseTemplate`), which saves initdb and the
 * migrations per file; without that setup (a script outside Vitest) the database is migrated here.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return createEmbeddedTestDatabase();
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  const name = `collabify_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: null });
  // On a copy this finds every migration applied (a no-op), as on a production restart.
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * Migrates one database for the whole run and publishes it to `createTestDatabase` (the Vitest
 * global setup of the server project calls this before any worker starts): on PGlite a
 * `dumpDataDir()` tarball in a temporary file, on PostgreSQL (TEST_DATABASE_URL) a database that
 * accepts no connections, so `CREATE DATABASE … TEMPLATE` can copy it while tests run.
 * @returns the teardown, which removes the template.
 */
export async function prepareTestDatabaseTemplate(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: null });
    let tarball: Blob;
    try {
      await database.migrate();
      const { client } = database.connection as { client: PGlite };
      tarball = await client.dumpDataDir('none');
    } finally {
      await database.close();
    }
    const dir = mkdtempSync(join(tmpdir(), 'collabify-test-template-'));
    const file = join(dir, 'pgdata.tar');
    writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = file;
    return async () => {
      delete process.env[PGLITE_TEMPLATE_ENV];
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const name = `collabify_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  try {
    const database = await openDatabase({
      databaseUrl: databaseUrl(adminUrl, name),
      dataDir: null,
    });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    // A copy needs the template free of sessions: refuse any from now on.
    await withAdmin(adminUrl, (admin) =>
      admin.query(`alter database ${name} with allow_connections false`),
    );
  } catch (error) {
    await dropDatabase(adminUrl, name);
    throw error;
  }
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  return async () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await dropDatabase(adminUrl, name);
  };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function dropDatabase(adminUrl: string, name: string): Promise<unknown> {
  return withAdmin(adminUrl, (admin) =>
    admin.query(`drop database if exists ${name} with (force)`),
  );
}
