/**
 * The first row a query answers, or null when it answers none: a lookup by a unique key, or an
 * `update … returning()` that may match nothing. Awaits the query (any Drizzle builder).
 */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T | null> {
  const [row] = await query;
  return row ?? null;
}
