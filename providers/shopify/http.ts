import type { IncomingMessage, ServerResponse } from 'node:http';

/** Small node:http helpers for the fake: read a bounded body, answer JSON, HTML or a redirect. */

/** Largest request body the fake reads (bytes). */
export const MAX_BODY_BYTES = 1_000_000;

/** Reads the request body as UTF-8 text, refusing bodies above {@link MAX_BODY_BYTES}. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON or form-encoded body into a flat object ({} when empty or malformed). */
export function parseParams(contentType: string, body: string): Record<string, unknown> {
  if (contentType.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(body);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
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

/** Sends JSON. */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, JSON.stringify(value), { 'content-type': 'application/json; charset=utf-8' });
}

/** Sends an HTML page. */
export function sendHtml(res: ServerResponse, status: number, markup: string): void {
  send(res, status, markup, { 'content-type': 'text/html; charset=utf-8' });
}

/** Redirects (302 Found by default; 303 after a form POST). */
export function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location, 'content-length': '0' });
  res.end();
}
