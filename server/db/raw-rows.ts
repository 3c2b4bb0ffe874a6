import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Runs raw SQL and returns its rows, typed by the caller. Both drivers (node-postgres and PGlite)
 * answer `{ rows }`; column names are as the SQL spells them, timestamps may come back as strings
 * or Dates depending on the driver.
 */
export async function rawRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
