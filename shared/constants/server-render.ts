/**
 * Id of the `<script type="application/json">` after `#root` that holds the query cache a
 * server-rendered page read (TanStack Query's dehydrated state), for the browser to hydrate.
 */
export const SERVER_STATE_ID = 'server-state';
