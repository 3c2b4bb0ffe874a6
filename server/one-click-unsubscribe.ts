import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

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

/** The signed token in an unsubscribe URL's last segment (up to 600 characters). */
export const unsubscribeTokenParams = z.strictObject({ token: z.string().min(1).max(600) });

/**
 * The routes of an email's List-Unsubscribe URL: `POST <path>` (`path` ends in `/:token`), public
 * and outside /api so the header and the app's page share one URL. Mail providers POST
 * `List-Unsubscribe=One-Click` as form data with no cookies or auth; the body carries nothing the
 * token does not, so it is accepted as text (1 KiB at most). `handler` unsubscribes and answers
 * what it did; it must be idempotent, and the answer is 200, never a redirect (RFC 8058 §3.1).
 */
export function oneClickUnsubscribeRoute(
  path: string,
  response: z.ZodType,
  handler: (token: string) => Promise<unknown>,
) {
  return async (fastify: FastifyInstance) => {
    fastify.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1_024 },
      (_request, body, done) => done(null, body),
    );
    // Without the zod type provider (its reply types cannot follow a schema given as an
    // argument): the params are validated and the answer serialised by the schemas all the same.
    const schema = { hide: true, params: unsubscribeTokenParams, response: { 200: response } };
    fastify.post(path, { config: { access: 'public' }, schema }, (request) =>
      handler((request.params as z.output<typeof unsubscribeTokenParams>).token),
    );
  };
}
