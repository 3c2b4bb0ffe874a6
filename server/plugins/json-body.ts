import type { FastifyInstance } from 'fastify';

/**
 * Replaces Fastify's `application/json` parser (any parameters, such as `; charset=utf-8`) with
 * one that reads an empty body as no body (`request.body` undefined) instead of answering 400
 * "Body cannot be empty": the seed's client sends `Content-Type: application/json` on every
 * request, bodyless ones too (SEED-SPEC §7). A non-empty body goes to Fastify's own parser, with
 * its prototype-poisoning guards, so malformed JSON still answers 400; a route whose body is
 * required still answers 400 naming `body`. Register before the routes: child plugins inherit the
 * parser when they are created, and one that installs its own (the webhooks' raw bodies) keeps it.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request, body: string, done) => {
      if (body.length === 0) return done(null, undefined);
      return parseJson(request, body, done);
    },
  );
}

/**
 * Keeps `application/json` bodies raw (the string as received) in this plugin's scope only: a
 * webhook's signature (Stripe-Signature, X-Shopify-Hmac-Sha256) is computed over the exact bytes
 * the vendor sent, which parsing and serialising again would not reproduce.
 */
export function keepRawJsonBody(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
}
