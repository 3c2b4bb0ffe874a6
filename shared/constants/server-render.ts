/**
 * Id of the `<script type="application/json">` after `#root` that holds the query cache a
 * server-rendered page read (TanStack Query's dehydrated state), for the browser to hydrate.
 */
export const SERVER_STATE_ID = 'server-state';

/**
 * Id of the `<script type="application/json">` after `#root` of a page served while the server
 * starts: its start-up progress (shared/schemas/health.ts), which the app shows until ready.
 */
export const STARTUP_STATE_ID = 'startup-state';

/** What the server puts into index.html for one page: the app's markup and the data it read. */
export interface ServerRenderedPage {
  /** The markup inside `#root`, as a visitor sees it. */
  html: string;
  /** TanStack Query's dehydrated cache as JSON, safe inside a `<script type="application/json">`. */
  state: string;
}

/**
 * Attribute of a server-drawn page's stylesheet links, which the server sets to `media="print"`
 * so they load without holding up the first paint (the page's own rules are inline): it holds
 * the media the app restores with its first render (app/hydration.ts).
 */
export const DEFERRED_MEDIA_ATTRIBUTE = 'data-deferred-media';
