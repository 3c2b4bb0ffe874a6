import { GraphError } from './graph-errors';
import type { InstagramAccount, InstagramMedia } from './store';

/**
 * IG Media as the Graph answers it, on graph.instagram.com (`/{ig-user-id}/media`) and in field
 * expansion on graph.facebook.com (`media.limit(N){…}` of business discovery): the fields, the
 * timestamp format, `limit` (25 by default, at most 100) and cursor pages, newest first
 * (https://developers.facebook.com/docs/instagram-platform/reference/instagram-media,
 * https://developers.facebook.com/docs/graph-api/results).
 */

/** The IG Media fields the fake answers. */
export const MEDIA_FIELDS = [
  'id',
  'timestamp',
  'like_count',
  'comments_count',
  'media_type',
  'media_product_type',
  'permalink',
  'caption',
  'username',
] as const;

/** "2022-02-23T13:02:38+0000", Instagram's timestamp format. */
export function igTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

/**
 * One media item with the fields `names` asks for (`id` always). `byOwner` false: another
 * account reads it, and a like count its owner hid is left out.
 */
export function mediaItem(
  account: InstagramAccount,
  media: InstagramMedia,
  names: readonly string[],
  byOwner = true,
): Record<string, unknown> {
  const values: Record<(typeof MEDIA_FIELDS)[number], unknown> = {
    id: media.id,
    timestamp: igTimestamp(media.timestampMs),
    like_count: media.likeCountHidden && !byOwner ? undefined : media.likeCount,
    comments_count: media.commentsCount,
    media_type: media.mediaType,
    media_product_type: media.mediaType === 'VIDEO' ? 'REELS' : 'FEED',
    permalink: media.permalink,
    caption: media.caption ?? undefined,
    username: account.username,
  };
  const item: Record<string, unknown> = {};
  for (const name of names) {
    const value = values[name as (typeof MEDIA_FIELDS)[number]];
    if (value !== undefined) item[name] = value;
  }
  if (!('id' in item)) item.id = media.id;
  return item;
}

/** `limit`: 25 when absent, at most 100. @throws GraphError 100 when not a non-negative integer. */
export function mediaLimit(value: string | null | undefined, type: string): number {
  if (value !== null && value !== undefined && !/^\d+$/.test(value)) {
    throw new GraphError(400, 100, '(#100) Param limit must be a non-negative integer', type);
  }
  return Math.min(100, Math.max(1, value === null || value === undefined ? 25 : Number(value)));
}

const encodeCursor = (id: string) => Buffer.from(id).toString('base64url');
const decodeCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');

/** A page of media: the items, where it starts and ends in the list, and its cursors. */
export interface MediaPage {
  items: InstagramMedia[];
  start: number;
  end: number;
  /** Null when the page is empty. */
  cursors: { before: string; after: string } | null;
}

/**
 * The page of `all` (newest first) that `limit` and an `after` or `before` cursor select.
 * @throws GraphError 100 "Invalid cursor".
 */
export function mediaPage(
  all: readonly InstagramMedia[],
  page: { limit: number; after?: string | null; before?: string | null },
  type: string,
): MediaPage {
  const { limit, after, before } = page;
  const cursorIndex = (cursor: string) => {
    const index = all.findIndex((m) => m.id === decodeCursor(cursor));
    if (index < 0) throw new GraphError(400, 100, '(#100) Invalid cursor', type);
    return index;
  };
  let start = 0;
  if (after) start = cursorIndex(after) + 1;
  else if (before) start = Math.max(0, cursorIndex(before) - limit);
  const end = before && !after ? cursorIndex(before) : Math.min(all.length, start + limit);
  const items = all.slice(start, end);
  const cursors =
    items.length === 0
      ? null
      : { before: encodeCursor(items[0]!.id), after: encodeCursor(items[items.length - 1]!.id) };
  return { items, start, end, cursors };
}
