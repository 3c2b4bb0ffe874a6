/**
 * Stripe's error envelope (https://docs.stripe.com/api/errors):
 * `{"error":{"type","code","message","param","doc_url"}}` with the HTTP status Stripe uses —
 * 400 invalid request, 401 bad key, 402 card declined, 404 unknown object in the path,
 * 409 idempotency key in use, 500 api_error. The stripe SDK turns each status into its error class
 * (`StripeInvalidRequestError`, `StripeAuthenticationError`, `StripeCardError`,
 * `StripeIdempotencyError`, `StripeAPIError`).
 */

/** `type` of a Stripe error. */
export type StripeErrorType =
  'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error';

/** The JSON body of an error answer. */
export interface StripeErrorBody {
  error: {
    type: StripeErrorType;
    message: string;
    code?: string;
    decline_code?: string;
    param?: string;
    doc_url?: string;
  };
}

/**
 * A refusal the API answers with Stripe's envelope. `validation` marks refusals of the request's
 * parameters, found before anything runs: Stripe saves no idempotent result for those
 * (https://docs.stripe.com/api/idempotent_requests), so a retry with the same key runs again.
 */
export class StripeApiError extends Error {
  override readonly name = 'StripeApiError';
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly details: { code?: string; param?: string; declineCode?: string } = {},
    readonly validation = false,
  ) {
    super(message);
  }

  /** The answer's body; `doc_url` points at Stripe's page for the code, as Stripe's does. */
  body(): StripeErrorBody {
    const { code, param, declineCode } = this.details;
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(code ? { code } : {}),
        ...(declineCode ? { decline_code: declineCode } : {}),
        ...(param ? { param } : {}),
        ...(code
          ? { doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` }
          : {}),
      },
    };
  }
}

/** A parameter refusal (400, not saved for idempotency). */
export function invalidParam(param: string, message: string, code?: string): StripeApiError {
  return new StripeApiError(
    400,
    'invalid_request_error',
    message,
    { param, ...(code ? { code } : {}) },
    true,
  );
}

/** 400 `parameter_missing`: "Missing required param: success_url." */
export function missingParam(param: string): StripeApiError {
  return invalidParam(param, `Missing required param: ${param}.`, 'parameter_missing');
}

/** 400 `parameter_unknown`: a parameter the endpoint (as the fake implements it) does not take. */
export function unknownParam(param: string): StripeApiError {
  return invalidParam(
    param,
    `Received unknown parameter: ${param}. (The local Stripe implements the parameters its README lists.)`,
    'parameter_unknown',
  );
}

/**
 * `resource_missing`: "No such customer: 'cus_x'". 404 for the object named by the path, 400 for
 * one named by a parameter (`param`), as Stripe answers.
 */
export function noSuch(kind: string, id: string, param?: string): StripeApiError {
  return new StripeApiError(
    param && param !== 'id' ? 400 : 404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    { code: 'resource_missing', param: param ?? 'id' },
  );
}

/** A refusal of the request in the object's current state (400, saved for idempotency). */
export function invalidState(message: string, param?: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, param ? { param } : {});
}

/**
 * A refusal of the fake's programmatic API, hosted pages or dashboard (unknown id, a session that
 * is no longer open, a subscription already canceled …).
 */
export class FakeStripeError extends Error {
  override readonly name = 'FakeStripeError';
}
