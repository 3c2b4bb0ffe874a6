import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase } from '../test/test-database';
import type { Database } from './client';

describe('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createEmbeddedTestDatabase();
  });
  afterAll(() => database.close());

  it('opens with a 32 MB buffer cache instead of the 128 MB initdb writes', async () => {
    if (database.connection.engine !== 'pglite') throw new Error('expected the embedded engine');
    const { rows } = await database.connection.client.query<{ shared_buffers: string }>(
      'show shared_buffers',
    );
    expect(rows[0]?.shared_buffers).toBe('32MB');
  });
});
