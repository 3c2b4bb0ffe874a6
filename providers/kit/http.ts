import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * node:http helpers for the providers: read a bounded body or form, read headers, answer a body,
 * JSON, HTML, an SVG picture or a redirect. Each vendor says its own media types and caching
 * through the headers it passes (see {@link jsonSender}).
 */

/** The largest request body read unless a provider says otherwise (bytes). */
export const MAX_BODY_BYTES = 1_000_000;

/** Thrown by {@link readBody} for a body above its limit. */
export class BodyTooLarge extends Error {}

/**
 * Reads the request body as UTF-8 text.
 * @throws {BodyTooLarge} when the body passes `maxBytes` (default {@link MAX_BODY_BYTES}).
 */
export async function readBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) throw new BodyTooLarge('Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The first value of a request header. */
export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The media type of a request (`application/json`), lower-case, without parameters; '' if none. */
export function mediaType(req: IncomingMessage): string {
  return (headerValue(req, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The token of an `Authorization: Bearer …` header (scheme case-insensitive), or undefined. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headerValue(req, 'authorization') ?? '');
  return match?.[1];
}

/** A path segment decoded; a malformed escape is kept as sent (it then matches nothing). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The fields of an `application/x-www-form-urlencoded` body, and with `multipart` of a
 * `multipart/form-data` one too (parsed by the platform's `Response.formData`; file parts are
 * left out). Any other body, or a malformed multipart one, gives no fields.
 * @throws {BodyTooLarge} as {@link readBody}.
 */
export async function readForm(
  req: IncomingMessage,
  options: { multipart?: boolean } = {},
): Promise<URLSearchParams> {
  const body = await readBody(req);
  const type = mediaType(req);
  if (type === 'application/x-www-form-urlencoded') return new URLSearchParams(body);
  if (type !== 'multipart/form-data' || !options.multipart) return new URLSearchParams();
  const contentType = headerValue(req, 'content-type')!;
  try {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    const fields = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value);
    return fields;
  } catch {
    return new URLSearchParams();
  }
}

/** Sends a body with a status and headers (and its content-length). */
export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

/** Sends `value` as JSON with a status and extra headers. */
export type JsonSender = (
  res: ServerResponse,
  status: number,
  value: unknown,
  headers?: Record<string, string>,
) => void;

/**
 * A JSON answerer with the vendor's own headers (its content-type spelling, its caching) and, with
 * `pretty`, the value indented by two spaces and ended by a newline, as some APIs answer.
 */
export function jsonSender(
  vendorHeaders: Record<string, string> = {},
  options: { pretty?: boolean } = {},
): JsonSender {
  return (res, status, value, headers = {}) => {
    const body = options.pretty ? `${JSON.stringify(value, null, 2)}\n` : JSON.stringify(value);
    send(res, status, body, {
      'content-type': 'application/json; charset=utf-8',
      ...vendorHeaders,
      ...headers,
    });
  };
}

/** Sends JSON (`application/json; charset=utf-8`). */
export const sendJson: JsonSender = jsonSender();

/** Sends an HTML page, never cached (the pages show live state). */
export function sendHtml(res: ServerResponse, status: number, markup: string): void {
  send(res, status, markup, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
}

/** Sends an SVG picture, cacheable for `maxAgeSeconds` (default an hour). */
export function sendSvg(res: ServerResponse, svg: string, maxAgeSeconds = 3600): void {
  send(res, 200, svg, {
    'content-type': 'image/svg+xml',
    'cache-control': `public, max-age=${maxAgeSeconds}`,
  });
}

/** Redirects to `location` (302 Found unless `status` says otherwise, e.g. 303 after a POST). */
export function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location, 'content-length': '0' });
  res.end();
}

/** A request as a provider receives it under `{origin}/{host}/{path}`. */
export interface VendorRequest {
  /** The vendor's host (`www.tiktok.com`); '' for the provider's own home. */
  host: string;
  /** The path on that host (`/v2/auth/authorize/`). */
  path: string;
  query: URLSearchParams;
  method: string;
}

/**
 * Splits a request the app's `*_TEST_SERVER_URL` setting sent to `{origin}/{host}/{path}` (for
 * `https://{host}/{path}`) into the vendor's host, the path on it and the query.
 */
export function vendorRequest(req: IncomingMessage): VendorRequest {
  const url = new URL(req.url ?? '/', 'http://provider.invalid');
  const [, host = '', ...rest] = url.pathname.split('/');
  return { host, path: `/${rest.join('/')}`, query: url.searchParams, method: req.method ?? 'GET' };
}
