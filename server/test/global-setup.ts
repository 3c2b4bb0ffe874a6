import { prepareTestDatabaseTemplate } from './test-database';

/**
 * Vitest global setup of the server project: migrates one template database before the workers
 * start, so each test file copies it (about 0.5 s on PGlite) instead of running initdb and every
 * migration (about 2 s). Returns the teardown that removes the template.
 */
export function setup(): Promise<() => Promise<void>> {
  return prepareTestDatabaseTemplate();
}
