/**
 * A refused OAuth request (token, revoke and userinfo endpoints): HTTP status and the OAuth 2.0
 * error body `{"error", "error_description"}` (RFC 6749 §5.2) with Google's wording, e.g.
 * `invalid_grant` / "Bad Request" for a spent code, `invalid_client` / "Unauthorized" for a wrong
 * secret.
 */
export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }

  /** The JSON body: `{"error": …, "error_description": …}`. */
  body(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}
