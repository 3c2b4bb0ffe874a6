/**
 * The OpenID Connect discovery document (https://accounts.google.com/.well-known/openid-configuration)
 * with Google's values, every endpoint moved into the fake by the host-prefix convention
 * (`https://{host}/{path}` → `{origin}/{host}/{path}`). Left out: `device_authorization_endpoint`
 * and the device-code / JWT-bearer grants, which the fake does not serve.
 */

/** The issuer of the fake's ID tokens: `{origin}/accounts.google.com`. */
export function issuerOf(origin: string): string {
  return `${origin}/accounts.google.com`;
}

/** The discovery document for a fake at `origin`. */
export function discoveryDocument(origin: string) {
  return {
    issuer: issuerOf(origin),
    authorization_endpoint: `${origin}/accounts.google.com/o/oauth2/v2/auth`,
    token_endpoint: `${origin}/oauth2.googleapis.com/token`,
    userinfo_endpoint: `${origin}/openidconnect.googleapis.com/v1/userinfo`,
    revocation_endpoint: `${origin}/oauth2.googleapis.com/revoke`,
    jwks_uri: `${origin}/www.googleapis.com/oauth2/v3/certs`,
    response_types_supported: [
      'code',
      'token',
      'id_token',
      'code token',
      'code id_token',
      'token id_token',
      'code token id_token',
      'none',
    ],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: [
      'aud',
      'email',
      'email_verified',
      'exp',
      'family_name',
      'given_name',
      'iat',
      'iss',
      'name',
      'picture',
      'sub',
    ],
    code_challenge_methods_supported: ['plain', 'S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
  };
}
