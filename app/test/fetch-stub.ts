import { vi } from 'vitest';

/** One request seen by the stubbed fetch. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The parsed JSON body; the FormData itself for an upload. */
  body: unknown;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

/** A JSON answer with the given status. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** An RFC 9457 problem answer. */
export function problemResponse(
  status: number,
  title: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return new Response(JSON.stringify({ type: 'about:blank', title, status, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  });
}

/**
 * Replaces global fetch with `handler` and records every request (URL, method, headers as a
 * plain object, parsed JSON body, or the FormData of an upload). Undone by `vi.unstubAllGlobals()` in the setup file.
 */
export function stubFetch(handler: Handler): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const request: SeenRequest = {
        url: String(input),
        method: init.method ?? 'GET',
        headers,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined),
      };
      seen.push(request);
      return handler(request);
    }),
  );
  return seen;
}
