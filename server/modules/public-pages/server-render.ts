import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ServerRenderedPage } from '@shared/constants/server-render';

/** Renders the page at an absolute URL as a visitor sees it; null when the route redirects. */
type ServerRenderer = (url: string) => Promise<ServerRenderedPage | null>;

/** The built module's export (app/entry-server.tsx). */
interface ServerRendererModule {
  createServerRenderer: (
    transport: (url: string, init: RequestInit) => Promise<Response>,
  ) => ServerRenderer;
}

/** The address of the visitor a render reads for, so the API's rate limits count them, not us. */
const visitor = new AsyncLocalStorage<string>();

/** Fastify's answer to an in-process call as a fetch Response. */
function toResponse(status: number, headers: Record<string, unknown>, body: Buffer): Response {
  const list = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    for (const item of [value].flat()) if (item !== undefined) list.append(name, String(item));
  }
  const empty = status === 204 || status === 304;
  return new Response(empty ? null : new Uint8Array(body), { status, headers: list });
}

/** The page at an absolute URL as the visitor at `address` sees it; null when it is not drawn. */
export type RenderApp = (url: string, address: string) => Promise<ServerRenderedPage | null>;

/** A page drawn for visitors: the same for every one of them, so kept for a while. */
interface Drawn {
  page: ServerRenderedPage | null;
}

/**
 * Loads the app's server renderer from `file` (dist/ssr/entry-server.js, built by `npm run
 * build`); null when it was not built (API-only tests). Its API calls go to `app` in-process
 * (`inject`), from the address of the visitor whose page is rendered: `render(url, address)`.
 * A page is drawn at most once a minute per address (500 kept; visitors asking at once share
 * one render: the home page took about 250 ms of CPU). A render that throws is logged and
 * answers null, so the visitor gets the shell the browser renders.
 */
export async function loadServerRenderer(
  file: string | undefined,
  app: FastifyInstance,
): Promise<RenderApp | null> {
  if (!file || !existsSync(file)) return null;
  const { createServerRenderer } = (await import(
    /* @vite-ignore */ pathToFileURL(file).href
  )) as ServerRendererModule;
  const render = createServerRenderer(async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: visitor.getStore(),
    });
    return toResponse(answer.statusCode, answer.headers, answer.rawPayload);
  });
  const drawn = new LRUCache<string, Drawn, string>({
    max: 500,
    ttl: 60_000,
    fetchMethod: async (url, _stale, { context: address }) => {
      try {
        return { page: await visitor.run(address, () => render(url)) };
      } catch (error) {
        app.log.error({ err: error, url }, 'server render failed');
        return undefined;
      }
    },
  });
  return async (url, address) => (await drawn.fetch(url, { context: address }))?.page ?? null;
}
