import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate } from './auth';
import { expireDueSessions } from './checkout';
import { StripeApiError, invalidParam } from './errors';
import { BodyTooLarge, decodeSegment, headerValue, readBody, send } from '../kit/http';
import { type IdempotencyStore, type SavedResponse } from './idempotency';
import { newId } from './ids';
import { Params, parseForm } from './params';
import { ROUTES } from './routes';
import type { FakeStripeStore } from './store';

/**
 * The `/v1` API pipeline, in Stripe's order: API key (401), `Stripe-Version` (echoed; refused
 * when malformed or older than the object shapes the fake models), body (form-encoded), the
 * `Idempotency-Key` of a POST (replay, mismatch, key in use), the route, the error envelope. Every
 * answer carries `Request-Id: req_…` and `Stripe-Version`; a POST with a key echoes
 * `Idempotency-Key`, and a replay adds `Idempotent-Replayed: true` and `Original-Request`.
 */

/** What the pipeline needs. */
export interface ApiDeps {
  store: FakeStripeStore;
  secretKey: string;
  /** The version answered when the request names none (the SDK always names its pinned one). */
  apiVersion: string;
  idempotency: IdempotencyStore;
  pendingWebhooks: (eventId: string) => number;
  log?: boolean;
}

/** `2026-10-28.endive`, optionally with beta flags (`; feature_beta=v1`). */
const VERSION = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?(;.*)?$/;
/** Since 2025-03-31 ("basil") periods are on items and invoices name their subscription under parent. */
const OLDEST_MODELED = '2025-03-31';

function checkVersion(version: string): void {
  if (!VERSION.test(version)) {
    throw invalidParam('Stripe-Version', `Invalid Stripe API version: ${version}`);
  }
  if (version.slice(0, 10) < OLDEST_MODELED) {
    throw invalidParam(
      'Stripe-Version',
      `The local Stripe models the object shapes of API versions from ${OLDEST_MODELED}.basil on, not ${version}.`,
    );
  }
}

/** Answers one `/v1/…` request. */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  deps: ApiDeps,
): Promise<void> {
  const requestId = newId('req');
  const method = (req.method ?? 'GET').toUpperCase();
  const url = new URL(req.url ?? '/', 'http://fake.invalid');
  const idempotencyKey = method === 'POST' ? headerValue(req, 'idempotency-key') : undefined;
  let version = deps.apiVersion;
  const headers = (extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    'request-id': requestId,
    'stripe-version': version,
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    ...extra,
  });
  const answer = (status: number, body: string, extra?: Record<string, string>) =>
    send(res, status, body, headers(extra));
  const fail = (error: StripeApiError) =>
    answer(error.status, JSON.stringify(error.body(), null, 2));

  let saving: { save: (r: SavedResponse) => void; discard: () => void } | null = null;
  try {
    authenticate(headerValue(req, 'authorization'), deps.secretKey);
    const requested = headerValue(req, 'stripe-version');
    if (requested) {
      checkVersion(requested);
      version = requested;
    }
    let text = url.search.slice(1);
    if (method === 'POST' || method === 'DELETE') {
      const contentType = headerValue(req, 'content-type') ?? '';
      const body = await readBody(req);
      if (body && !contentType.includes('application/x-www-form-urlencoded')) {
        throw invalidParam(
          'Content-Type',
          'Stripe reads request bodies as application/x-www-form-urlencoded.',
        );
      }
      // The SDK sends DELETE parameters in the query; curl -X DELETE -d sends them as a body.
      if (method === 'POST' || body) text = body;
    }
    const tree = parseForm(text);
    expireDueSessions(deps.store);

    const matched = ROUTES.map((route) => ({
      route,
      match: route.pattern.exec(url.pathname),
    })).find(({ route, match }) => match && route.method === method);
    if (!matched) {
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      );
    }

    if (idempotencyKey) {
      const decision = deps.idempotency.begin(idempotencyKey, `${method} ${url.pathname}`, tree);
      if (decision.kind === 'replay') {
        const saved = decision.response;
        return answer(saved.status, saved.body, {
          'idempotent-replayed': 'true',
          'original-request': saved.requestId,
        });
      }
      saving = decision;
    }

    const params = Params.of(tree);
    const expand = params.stringList('expand') ?? [];
    const ids = matched.match!.slice(1).map(decodeSegment);
    const result = matched.route.handler(
      {
        store: deps.store,
        params,
        expand,
        request: { id: requestId, idempotency_key: idempotencyKey ?? null },
        pendingWebhooks: deps.pendingWebhooks,
      },
      ids,
    );
    const body = JSON.stringify(result, null, 2);
    saving?.save({ status: 200, body, requestId });
    return answer(200, body);
  } catch (caught) {
    let error: StripeApiError;
    if (caught instanceof StripeApiError) error = caught;
    else if (caught instanceof BodyTooLarge) {
      error = invalidParam('body', 'The request body is too large.');
    } else {
      if (deps.log) console.error('[stripe-local]', caught);
      error = new StripeApiError(500, 'api_error', 'An unknown error occurred');
    }
    if (saving) {
      if (error.validation) saving.discard();
      else
        saving.save({
          status: error.status,
          body: JSON.stringify(error.body(), null, 2),
          requestId,
        });
    }
    return fail(error);
  }
}
