import type { IncomingMessage } from 'node:http';
import { jsonSender, readForm } from '../kit/http';

/** Sends JSON as Graph answers it: `application/json; charset=UTF-8`, never cached. */
export const sendJson = jsonSender({
  'content-type': 'application/json; charset=UTF-8',
  'cache-control': 'no-store',
});

/**
 * The fields of an `application/x-www-form-urlencoded` or `multipart/form-data` body (Meta's
 * own cURL examples post with `-F`, i.e. multipart); other bodies give no fields.
 */
export function readMetaForm(req: IncomingMessage): Promise<URLSearchParams> {
  return readForm(req, { multipart: true });
}
