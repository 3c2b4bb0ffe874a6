/**
 * Shopify global IDs: `gid://shopify/{Type}/{number}`
 * (https://shopify.dev/docs/api/usage/gids). REST payloads carry the bare number as `id` and the
 * GID as `admin_graphql_api_id`.
 */

/** Builds `gid://shopify/{type}/{id}`. */
export function gid(type: string, id: number): string {
  return `gid://shopify/${type}/${id}`;
}

/** The numeric id of a GID of the given type, or null when `value` is not such a GID. */
export function parseGid(value: unknown, type: string): number | null {
  if (typeof value !== 'string') return null;
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d+)(\?.*)?$/.exec(value);
  if (!match || match[1] !== type) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? id : null;
}
