import { invalidParam, noSuch } from './errors';
import type { Params } from './params';

/**
 * List answers (https://docs.stripe.com/api/pagination): `{object: "list", data, has_more, url}`,
 * newest first, `limit` 1–100 (default 10), cursors `starting_after` / `ending_before` (one of
 * them) naming an object of the list.
 */

/** A list answer. */
export interface ListPage<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** The pagination a request asks for. */
export interface Pagination {
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
}

/** Reads `limit`, `starting_after`, `ending_before`. */
export function readPagination(params: Params): Pagination {
  const limit = params.integer('limit', { min: 1 }) ?? 10;
  if (limit > 100) {
    throw invalidParam('limit', 'This value must be less than or equal to 100.');
  }
  const startingAfter = params.string('starting_after', { maxLength: 5000 });
  const endingBefore = params.string('ending_before', { maxLength: 5000 });
  if (startingAfter && endingBefore) {
    throw invalidParam(
      'ending_before',
      'You may only specify one of these parameters: ending_before, starting_after.',
      'parameters_exclusive',
    );
  }
  return {
    limit,
    ...(startingAfter ? { startingAfter } : {}),
    ...(endingBefore ? { endingBefore } : {}),
  };
}

/** One page of `items` (already filtered, newest first); `kind` names a missing cursor object. */
export function paginate<T extends { id: string }>(
  items: readonly T[],
  page: Pagination,
  url: string,
  kind: string,
): ListPage<T> {
  const indexOf = (id: string, param: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) throw noSuch(kind, id, param);
    return index;
  };
  if (page.endingBefore) {
    const end = indexOf(page.endingBefore, 'ending_before');
    const start = Math.max(0, end - page.limit);
    return { object: 'list', data: items.slice(start, end), has_more: start > 0, url };
  }
  const start = page.startingAfter ? indexOf(page.startingAfter, 'starting_after') + 1 : 0;
  return {
    object: 'list',
    data: items.slice(start, start + page.limit),
    has_more: items.length > start + page.limit,
    url,
  };
}

/** Newest first: by `created` descending, later-made first within a second. */
export function newestFirst<T extends { created: number }>(items: Iterable<T>): T[] {
  return [...items]
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.created - a.item.created || b.index - a.index)
    .map(({ item }) => item);
}
