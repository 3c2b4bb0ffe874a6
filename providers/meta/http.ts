import type { IncomingMessage, ServerResponse } from 'node:http';

/** Small node:http helpers for the fake: read a bounded body, answer JSON, HTML or a redirect. */

/** Largest request body the fake reads (bytes). */
export const MAX_BODY_BYTES = 1_000_000;

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

/**
 * The fields of an `application/x-www-form-urlencoded` or `multipart/form-data` body (Meta's
 * own cURL examples post with `-F`, i.e. multipart); other bodies give no fields.
 */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const body = await readBody(req);
  const contentType = headerValue(req, 'content-type') ?? '';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return new URLSearchParams(body);
  if (type !== 'multipart/form-data') return new URLSearchParams();
  try {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    const fields = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value);
    return fields;
  } catch {
    return new URLSearchParams();
  }
}

/** Sends a body with a status and headers. */
export function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

/** Sends JSON (`application/json; charset=UTF-8`, as Graph answers). */
export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, JSON.stringify(value), {
    'content-type': 'application/json; charset=UTF-8',
    'cache-control': 'no-store',
    ...headers,
  });
}

/** Sends an HTML page. */
export function sendHtml(res: ServerResponse, status: number, markup: string): void {
  send(res, status, markup, { 'content-type': 'text/html; charset=utf-8' });
}

/** Redirects (302, as Meta's dialogs do). */
export function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location, 'content-length': '0' });
  res.end();
}
