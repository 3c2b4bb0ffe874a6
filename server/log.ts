import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets: the emailed collaboration link's `token`, and the
 * Shopify install callback's authorization `code` and `state` (and its `hmac`).
 */
const SECRET_PARAMS = /([?&](?:token|code|state|hmac)=)[^&#]*/g;
/** Path segments that are secrets: the unsubscribe token (it names the recipient's address). */
const SECRET_SEGMENTS = /(\/unsubscribe\/)[^/?#]+/g;

/** A URL with secret query values and path tokens replaced by `[redacted]`. */
export const redactUrl = (url: string) =>
  url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_SEGMENTS, '$1[redacted]');

/**
 * How a request is logged: Fastify's default fields (method, url, host, remote address and
 * port), with secret query values redacted from the URL — opening an emailed
 * `/collaboration-detail/:id?token=…` link must not write the token to the log.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
