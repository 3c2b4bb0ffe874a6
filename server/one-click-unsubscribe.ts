import type { FastifyInstance } from 'fastify';

/**
 * The RFC 8058 one-click unsubscribe headers of a mail whose unsubscribe URL is `url` (https in
 * production): `List-Unsubscribe: <url>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 * The mailer writes them on one line, unfolded.
 */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * Lets the routes of this Fastify scope take mail providers' one-click POSTs: they send
 * `List-Unsubscribe=One-Click` as form data with no cookies or auth; the body carries nothing the
 * URL's token does not, so it is accepted as text (1 KiB at most). Those routes must answer 200,
 * never a redirect, and be idempotent (RFC 8058 §3.1).
 */
export function acceptOneClickPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1_024 },
    (_request, body, done) => done(null, body),
  );
}
