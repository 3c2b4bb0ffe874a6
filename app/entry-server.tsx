import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import serialize from 'serialize-javascript';
import type { ServerRenderedPage } from '@shared/constants/server-render';
import { type ApiTransport, setApiTransport } from '@app/lib/api-client';
import { createQueryClient } from '@app/lib/query-client';
import { AppProvider } from './provider';
import { buildRoutes } from './router';

/** Renders of a page that may still find queries it has not read (a query waiting for another). */
const MAX_PASSES = 3;

/**
 * Reads every query the last render asked for that was neither read nor failed yet; false when
 * there was none. A query that fails is forgotten, so the page renders its loading state as the
 * browser's first render will (only read data travels to the browser), and the browser asks again.
 */
async function readPendingQueries(queryClient: QueryClient, failed: Set<string>): Promise<boolean> {
  const pending = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && !failed.has(query.queryHash));
  await Promise.all(
    pending.map((query) => query.fetch().catch(() => void failed.add(query.queryHash))),
  );
  queryClient.removeQueries({ predicate: (query) => failed.has(query.queryHash) });
  return pending.length > 0;
}

/**
 * Creates the server's renderer of the app's pages for visitors (no session): the page at `url`
 * (absolute, origin included) rendered to a string with the data its queries read through
 * `transport` (the server's API in-process), so the first paint needs no script. Renders until no
 * query is left unread (at most 3 times). `null` when a route redirects (a signed-in page). The
 * browser hydrates the same tree (app/main.tsx).
 */
export function createServerRenderer(transport: ApiTransport) {
  setApiTransport(transport);
  const handler = createStaticHandler(buildRoutes());

  return async (url: string): Promise<ServerRenderedPage | null> => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient();
    // A failing call is the browser's to retry: the server answers the page at once.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
    const render = () =>
      renderToString(
        <StrictMode>
          <AppProvider queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
      );
    const failed = new Set<string>();
    let html = render();
    for (
      let pass = 1;
      pass < MAX_PASSES && (await readPendingQueries(queryClient, failed));
      pass += 1
    ) {
      html = render();
    }
    const state = serialize(dehydrate(queryClient), { isJSON: true });
    queryClient.clear();
    return { html, state };
  };
}
