/**
 * A refused OAuth 2.0 request with the error envelope of RFC 6749 §5.2:
 * `{"error": …, "error_description": …}`. The status, the error code and the wording are the
 * vendor's (Google's "Bad Request", Shopify's "The authorization code was not found or was
 * already used", …).
 */
export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  constructor(
    /** The HTTP status the vendor answers with. */
    readonly status: number,
    /** The RFC 6749 error code (`invalid_grant`, `invalid_client`, …). */
    readonly error: string,
    /** The vendor's `error_description`. */
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }

  /** The JSON body: `{"error": …, "error_description": …}`. */
  body(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}
