import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The listening part every provider shares: a node:http server on 127.0.0.1, one log line per
 * request (with secrets in the query hidden) when asked, and a last answer for a handler that
 * threw. What a request gets is the provider's: its routes, its refusals, its 500 body.
 */

/** Options of {@link listen}. */
export interface ListenOptions {
  /** The log prefix: `[{name}-local]`. */
  name: string;
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Log each request (method, path, status, milliseconds) and each unexpected error. */
  log?: boolean;
  /** Query parameters whose values the log line shows as `…` (codes, tokens, keys). */
  secretParams?: readonly string[];
  /** Answers a request. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<unknown>;
  /**
   * Answers a request whose handler threw: true when `error` is one of the vendor's own refusals
   * it has answered; false for an unexpected error, which is then logged and given to
   * {@link ListenOptions.internalError}. Default: nothing is a refusal.
   */
  refusal?(error: unknown, req: IncomingMessage, res: ServerResponse): boolean;
  /** Answers an unexpected error, as the vendor answers a 500. */
  internalError(res: ServerResponse): void;
}

/** A listening provider. */
export interface Listening {
  readonly server: Server;
  readonly port: number;
  /** `http://127.0.0.1:{port}`. */
  readonly origin: string;
  /** Stops listening and ends open connections; nothing when already stopped. */
  close(): Promise<void>;
}

/** The request's path and query as logged: the values of `secretParams` shown as `…`. */
export function loggedUrl(url: string, secretParams: readonly string[]): string {
  if (secretParams.length === 0) return url;
  const names = secretParams.map((name) => name.replace(/[^\w-]/g, '')).join('|');
  return url.replace(new RegExp(`([?&](?:${names})=)[^&]+`, 'g'), '$1…');
}

/**
 * Starts a provider on 127.0.0.1.
 * @throws the server's `error` (e.g. EADDRINUSE) when it cannot listen.
 */
export async function listen(options: ListenOptions): Promise<Listening> {
  const prefix = `[${options.name}-local]`;
  const server = createServer((req, res) => {
    const started = Date.now();
    if (options.log) {
      res.on('finish', () => {
        const url = loggedUrl(req.url ?? '/', options.secretParams ?? []);
        console.log(
          `${prefix} ${req.method} ${url} → ${res.statusCode} (${Date.now() - started} ms)`,
        );
      });
    }
    options.handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (options.refusal?.(error, req, res)) return;
      if (options.log) console.error(prefix, error);
      options.internalError(res);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
