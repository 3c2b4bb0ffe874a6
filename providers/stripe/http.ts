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

/** A path segment decoded; a malformed escape is kept as sent (it then matches nothing). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The first value of a request header. */
export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
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

/** Sends an HTML page. */
export function sendHtml(res: ServerResponse, status: number, markup: string): void {
  send(res, status, markup, { 'content-type': 'text/html; charset=utf-8' });
}

/** Redirects (303 See Other after a form POST by default). */
export function redirect(res: ServerResponse, location: string, status = 303): void {
  res.writeHead(status, { location, 'content-length': '0' });
  res.end();
}
