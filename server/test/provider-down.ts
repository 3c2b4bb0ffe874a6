import { createServer as createHttpServer, Server as HttpServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Server } from 'node:net';
import { once } from 'node:events';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ProviderName } from '../errors';

/** A local server standing in for a provider; `requests` counts what reached it. */
export interface StandIn {
  /** `http://127.0.0.1:<port>` (or the bare port for a TCP stand-in). */
  url: string;
  port: number;
  requests: number;
  close(): Promise<void>;
}

/** What a garbage HTTP stand-in answers every request with. */
export interface GarbageAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A 200 HTML page where JSON is documented: the usual answer of a proxy or a captive portal. */
export const HTML_PAGE: GarbageAnswer = {
  status: 200,
  contentType: 'text/html',
  body: '<html><body>Service temporarily unavailable</body></html>',
};

/** Listens on a free loopback port; the stand-in counts in `counted.requests`. */
async function serve(server: Server, scheme: string, counted: StandIn): Promise<StandIn> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(counted, {
    url: `${scheme}://127.0.0.1:${port}`,
    port,
    close: async () => {
      if (server instanceof HttpServer) server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  });
}

/**
 * A loopback address nothing listens on: a server listens on port 0, its port is taken, and the
 * server is closed, so a connection to it is refused (ECONNREFUSED).
 */
export async function closedPort(): Promise<{ url: string; port: number }> {
  const { url, port, close } = await serve(createTcpServer(), 'http', { requests: 0 } as StandIn);
  await close();
  return { url, port };
}

/** An HTTP server answering every request with `answer` (default {@link HTML_PAGE}). */
export function startGarbageHttp(answer: GarbageAnswer = HTML_PAGE): Promise<StandIn> {
  const counted = { requests: 0 } as StandIn;
  const server = createHttpServer((request, response) => {
    counted.requests += 1;
    request.resume();
    response.writeHead(answer.status, { 'content-type': answer.contentType });
    response.end(answer.body);
  });
  return serve(server, 'http', counted);
}

/** A TCP server that greets every connection with `line` (not SMTP's `220`) and then hangs up. */
export function startGarbageTcp(line = '<html>\r\n'): Promise<StandIn> {
  const counted = { requests: 0 } as StandIn;
  const server = createTcpServer((socket) => {
    counted.requests += 1;
    socket.end(line);
  });
  return serve(server, 'tcp', counted);
}

/**
 * Asserts that `res` is the problem of `provider` being out of reach (503 with Retry-After) or
 * answering garbage (502): `application/problem+json`, a type naming the provider, a detail
 * naming it, and nothing of the underlying error (no address, port or error code).
 */
export function expectProviderProblem(
  res: LightMyRequestResponse,
  status: 502 | 503,
  provider: ProviderName,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const kind = status === 503 ? 'provider-unavailable' : 'provider-bad-response';
  expect(res.json()).toMatchObject({
    type: `urn:collabify:problem:${kind}:${provider.toLowerCase()}`,
    title: expect.stringContaining(provider),
    status,
    detail: expect.stringContaining(provider),
    provider,
  });
  if (status === 503) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body).not.toMatch(/127\.0\.0\.1|ECONN|fetch failed|stack/i);
}
