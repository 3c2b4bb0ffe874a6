/**
 * TikTok's error answers. The OAuth endpoints (`/v2/oauth/token/`, `/v2/oauth/revoke/`) answer
 * `{"error", "error_description", "log_id"}` with `error` among access_denied, invalid_client,
 * invalid_grant, invalid_request, invalid_scope, unauthorized_client, unsupported_grant_type,
 * unsupported_response_type (https://developers.tiktok.com/doc/oauth-error-handling); the
 * Display API answers `{"data": {}, "error": {"code", "message", "log_id"}}` with `code` among
 * access_token_invalid (401), scope_not_authorized (401), invalid_params (400),
 * rate_limit_exceeded (429) (https://developers.tiktok.com/doc/tiktok-api-v2-error-handling).
 */

/** OAuth `error` values. */
export type OAuthErrorCode =
  | 'invalid_client'
  | 'invalid_grant'
  | 'invalid_request'
  | 'invalid_scope'
  | 'unauthorized_client'
  | 'unsupported_grant_type';

/** A refused OAuth request. */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }

  /** 401 for a client that failed to authenticate, 400 otherwise (RFC 6749 §5.2). */
  get status(): number {
    return this.error === 'invalid_client' ? 401 : 400;
  }

  body(logId: string): { error: string; error_description: string; log_id: string } {
    return { error: this.error, error_description: this.description, log_id: logId };
  }
}

/** Display API error codes. */
export type ApiErrorCode =
  'access_token_invalid' | 'scope_not_authorized' | 'invalid_params' | 'rate_limit_exceeded';

const STATUS: Record<ApiErrorCode, number> = {
  access_token_invalid: 401,
  scope_not_authorized: 401,
  invalid_params: 400,
  rate_limit_exceeded: 429,
};

/** A refused Display API request. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS[this.code];
  }

  body(logId: string): { data: object; error: { code: string; message: string; log_id: string } } {
    return { data: {}, error: { code: this.code, message: this.message, log_id: logId } };
  }
}

/**
 * A refusal of the fake's programmatic API (unknown user, an authorize URL the page refuses …):
 * the message says why.
 */
export class FakeTikTokError extends Error {
  override readonly name = 'FakeTikTokError';
}
