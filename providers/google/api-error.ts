/**
 * The error envelope of Google's JSON APIs (YouTube Data API v3, Gmail API), as they answer it:
 * `{"error":{"code","message","errors":[{"message","domain","reason","location"?,"locationType"?}],
 * "status","details"?}}` (https://cloud.google.com/apis/design/errors#http_mapping), with the
 * `WWW-Authenticate` header of RFC 6750 on 401 and on 403 for missing scopes.
 */

/** One entry of `error.errors`. */
export interface ApiErrorItem {
  message: string;
  domain: string;
  reason: string;
  location?: string;
  locationType?: string;
}

/** The JSON body of an API error. */
export interface ApiErrorBody {
  error: {
    code: number;
    message: string;
    errors: ApiErrorItem[];
    status: string;
    details?: unknown[];
  };
}

const REALM = 'Bearer realm="https://accounts.google.com/"';
const SEE_CONSOLE = 'See https://developers.google.com/identity/sign-in/web/devconsole-project.';

/** A refusal an API answers with Google's envelope. */
export class GoogleApiError extends Error {
  override readonly name = 'GoogleApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly status: string,
    readonly errors: ApiErrorItem[],
    readonly details?: unknown[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The answer's body. */
  body(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        errors: this.errors,
        status: this.status,
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

/** A 400 INVALID_ARGUMENT with one error item. */
export function badRequest(
  message: string,
  item: Partial<ApiErrorItem> & { reason: string },
  details?: unknown[],
): GoogleApiError {
  return new GoogleApiError(
    400,
    message,
    'INVALID_ARGUMENT',
    [{ message: item.message ?? message, domain: item.domain ?? 'global', ...item }],
    details,
  );
}

/** 401: the Bearer token is unknown, revoked or expired. */
export function invalidCredentials(): GoogleApiError {
  return new GoogleApiError(
    401,
    `Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. ${SEE_CONSOLE}`,
    'UNAUTHENTICATED',
    [
      {
        message: 'Invalid Credentials',
        domain: 'global',
        reason: 'authError',
        location: 'Authorization',
        locationType: 'header',
      },
    ],
    undefined,
    { 'www-authenticate': `${REALM}, error="invalid_token"` },
  );
}

/** 401: a method that needs OAuth was called without a Bearer token. */
export function loginRequired(): GoogleApiError {
  return new GoogleApiError(
    401,
    `Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. ${SEE_CONSOLE}`,
    'UNAUTHENTICATED',
    [
      {
        message: 'Login Required.',
        domain: 'global',
        reason: 'required',
        location: 'Authorization',
        locationType: 'header',
      },
    ],
    undefined,
    { 'www-authenticate': REALM },
  );
}

/** 403: neither a Bearer token nor an API key (YouTube's answer). */
export function missingApiKey(): GoogleApiError {
  const message = 'The request is missing a valid API key.';
  return new GoogleApiError(403, message, 'PERMISSION_DENIED', [
    { message, domain: 'global', reason: 'forbidden' },
  ]);
}

/** 400: a `key=` the fake does not know. */
export function invalidApiKey(service: string): GoogleApiError {
  const message = 'API key not valid. Please pass a valid API key.';
  return new GoogleApiError(
    400,
    message,
    'INVALID_ARGUMENT',
    [{ message, domain: 'global', reason: 'badRequest' }],
    [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service },
      },
    ],
  );
}

/** 403: the token lacks every scope the method accepts. */
export function insufficientScopes(
  service: string,
  method: string,
  accepted: readonly string[],
): GoogleApiError {
  return new GoogleApiError(
    403,
    'Request had insufficient authentication scopes.',
    'PERMISSION_DENIED',
    [{ message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' }],
    [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
        domain: 'googleapis.com',
        metadata: { method, service },
      },
    ],
    {
      'www-authenticate': `${REALM}, error="insufficient_scope", scope="${accepted.join(' ')}"`,
    },
  );
}

/** 404 NOT_FOUND for an address no API method answers. */
export function notFound(message = 'Requested entity was not found.'): GoogleApiError {
  return new GoogleApiError(404, message, 'NOT_FOUND', [
    { message, domain: 'global', reason: 'notFound' },
  ]);
}

/**
 * A Google backend failure, as the APIs answer it: 503 UNAVAILABLE "The service is currently
 * unavailable." or 500 INTERNAL "Internal error encountered.", reason `backendError` (the YouTube
 * Data API's documented reason for both; clients retry with exponential backoff).
 */
export function backendError(status: 500 | 503): GoogleApiError {
  const [message, rpcStatus] =
    status === 503
      ? ['The service is currently unavailable.', 'UNAVAILABLE']
      : ['Internal error encountered.', 'INTERNAL'];
  return new GoogleApiError(status, message, rpcStatus, [
    { message, domain: 'global', reason: 'backendError' },
  ]);
}
