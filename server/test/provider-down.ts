import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
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

async function listening(server: Server | ReturnType<typeof createTcpServer>): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as { port: number }).port;
}

/**
 * A loopback address nothing listens on: a server listens on port 0, its port is taken, and the
 * server is closed, so a connection to it is refused (ECONNREFUSED).
 */
export async function closedPort(): Promise<{ url: string; port: number }> {
  const server = createTcpServer();
  const port = await listening(server);
  server.close();
  await once(server, 'close');
  return { url: `http://127.0.0.1:${port}`, port };
}

/** An HTTP server answering every request with `answer` (default {@link HTML_PAGE}). */
export async function startGarbageHttp(answer: GarbageAnswer = HTML_PAGE): Promise<StandIn> {
  const standIn = { requests: 0 } as StandIn;
  const server = createHttpServer((request, response) => {
    standIn.requests += 1;
    request.resume();
    response.writeHead(answer.status, { 'content-type': answer.contentType });
    response.end(answer.body);
  });
  const port = await listening(server);
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  });
}

/** A TCP server that greets every connection with `line` (not SMTP's `220`) and then hangs up. */
export async function startGarbageTcp(line = '<html>\r\n'): Promise<StandIn> {
  const standIn = { requests: 0 } as StandIn;
  const server = createTcpServer((socket) => {
    standIn.requests += 1;
    socket.end(line);
  });
  const port = await listening(server);
  return Object.assign(standIn, {
    url: `tcp://127.0.0.1:${port}`,
    port,
    close: async () => {
      server.close();
      await once(server, 'close');
    },
  });
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
