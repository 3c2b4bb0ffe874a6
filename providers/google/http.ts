import type { IncomingMessage } from 'node:http';
import { jsonSender, mediaType, readBody } from '../kit/http';

/** Google's own HTTP mechanics: its body limit, its parameter bodies and its JSON answers. */

/** Largest request body read (bytes): Gmail's simple-upload limit for messages.send is 5 MB. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * The request body as text, up to {@link MAX_BODY_BYTES}.
 * @throws {BodyTooLarge} (from the kit) above it.
 */
export function readGoogleBody(req: IncomingMessage): Promise<string> {
  return readBody(req, MAX_BODY_BYTES);
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

/** Sends JSON, pretty-printed and never cached, as Google's APIs answer it. */
export const sendJson = jsonSender(
  { 'cache-control': 'no-cache, no-store, max-age=0, must-revalidate' },
  { pretty: true },
);
