import type { IncomingMessage, ServerResponse } from 'node:http';

/** Small node:http helpers for the fake: read a bounded body, answer JSON, HTML or a redirect. */

/** Largest request body the fake reads (bytes): Gmail's simple-upload limit for messages.send is 5 MB. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** Thrown by {@link readBody} for a body above {@link MAX_BODY_BYTES}. */
export class BodyTooLarge extends Error {}

/** Reads the request body as UTF-8 text, refusing bodies above {@link MAX_BODY_BYTES}. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge('Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The first value of a request header. */
export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The media type of a request (`application/json`), lower-case, without parameters. */
export function mediaType(req: IncomingMessage): string {
  return (headerValue(req, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The token of an `Authorization: Bearer …` header (scheme case-insensitive), or undefined. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headerValue(req, 'authorization') ?? '');
  return match?.[1];
}

/**
 * The parameters of a form-encoded body (`application/x-www-form-urlencoded`) or of a JSON object
 * body with string values; `{}` for anything else.
 */
export function parseParams(req: IncomingMessage, body: string): Record<string, string> {
  const type = mediaType(req);
  if (type === 'application/json') {
    try {
      const parsed: unknown = JSON.parse(body);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
      return Object.fromEntries(
        Object.entries(parsed).flatMap(([key, value]) =>
          typeof value === 'string' ? [[key, value]] : [],
        ),
      );
    } catch {
      return {};
    }
  }
  if (type === 'application/x-www-form-urlencoded' || type === '') {
    return Object.fromEntries(new URLSearchParams(body));
  }
  return {};
}

/** Sends a body with a status and headers. */
export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

/** Sends JSON, pretty-printed as Google's APIs answer it. */
export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, `${JSON.stringify(value, null, 2)}\n`, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-cache, no-store, max-age=0, must-revalidate',
    ...headers,
  });
}

/** Sends an HTML page. */
export function sendHtml(res: ServerResponse, status: number, markup: string): void {
  send(res, status, markup, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
}

/** Redirects (302 Found, as Google's authorization endpoint answers). */
export function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location, 'content-length': '0' });
  res.end();
}
