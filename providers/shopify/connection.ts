import { GraphQLError } from 'graphql';

/**
 * Relay-style connections as Shopify serves them: `edges { cursor node }`, `nodes`,
 * `pageInfo { hasNextPage hasPreviousPage startCursor endCursor }`, paged by `first`/`after` and
 * `last`/`before` with opaque cursors, at most 250 items a page
 * (https://shopify.dev/docs/api/usage/pagination-graphql, https://shopify.dev/docs/api/usage/limits).
 */

/** The paging arguments every connection field takes. */
export interface PagingArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** A page of a connection, ready for the default resolvers. */
export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** Largest `first`/`last` Shopify accepts. */
export const MAX_PAGE_SIZE = 250;

/** Opaque cursor for an item: base64 of `{"last_id": id}` (Shopify's cursors are base64 JSON too). */
export function encodeCursor(id: number | string): string {
  return Buffer.from(JSON.stringify({ last_id: id }), 'utf8').toString('base64');
}

function decodeCursor(cursor: string): number | string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
    if (parsed && typeof parsed === 'object' && 'last_id' in parsed) {
      const id = (parsed as { last_id: unknown }).last_id;
      if (typeof id === 'number' || typeof id === 'string') return id;
    }
  } catch {
    // fall through: not one of ours
  }
  return null;
}

function badRequest(message: string): GraphQLError {
  // UNCONFIRMED text for the page-size message; the shape (top-level error, data null) is Shopify's.
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });
}

/**
 * Checks the page size arguments of a connection field named `field`: one of first/last is
 * required (Shopify: "you must provide one of first or last"), each 0..250.
 */
export function checkPageSize(field: string, args: PagingArgs): void {
  if (args.first == null && args.last == null) {
    throw badRequest('you must provide one of first or last');
  }
  for (const name of ['first', 'last'] as const) {
    const size = args[name];
    if (size != null && (size < 0 || size > MAX_PAGE_SIZE)) {
      throw badRequest(
        `Argument '${name}' on Field '${field}' has an invalid value (${size}). Expected a page size from 0 to ${MAX_PAGE_SIZE}.`,
      );
    }
  }
}

/**
 * Pages the already filtered and sorted `items` (each with an id) by `args`, as Relay's
 * algorithm does: cut at after/before, then keep the first `first` and/or last `last`.
 * `hasNextPage`/`hasPreviousPage` tell whether items exist past either end of the page, in both
 * directions (Shopify answers both truthfully, unlike the Relay minimum).
 */
export function paginate<T>(
  field: string,
  items: readonly T[],
  args: PagingArgs,
  idOf: (item: T) => number | string,
): Connection<T> {
  checkPageSize(field, args);
  const position = (cursor: string): number => {
    const id = decodeCursor(cursor);
    const index = id === null ? -1 : items.findIndex((item) => idOf(item) === id);
    if (index < 0) {
      throw new GraphQLError(`Invalid cursor for current pagination sort.`, {
        extensions: { code: 'BAD_REQUEST' },
      });
    }
    return index;
  };
  let start = args.after ? position(args.after) + 1 : 0;
  let end = args.before ? position(args.before) : items.length;
  if (args.first != null && end - start > args.first) end = start + args.first;
  if (args.last != null && end - start > args.last) start = end - args.last;
  const page = items.slice(start, Math.max(start, end));
  const edges = page.map((node) => ({ cursor: encodeCursor(idOf(node)), node }));
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
