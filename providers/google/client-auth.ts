import { timingSafeEqual } from 'node:crypto';
import { OAuthError } from '../kit/oauth-error';

/**
 * Client authentication at the token endpoint, by the two methods Google's discovery document
 * lists: `client_secret_post` (`client_id` + `client_secret` in the body) and
 * `client_secret_basic` (`Authorization: Basic base64(urlencode(id):urlencode(secret))`,
 * RFC 6749 §2.3.1). google-auth-library's Basic mode also puts `client_id` in the body: that is
 * accepted when it names the same client.
 */

/** The OAuth client the fake knows. */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** The id and secret of a Basic header, or null when there is none; throws for a malformed one. */
function basicCredentials(
  authorization: string | undefined,
): { id: string; secret: string } | null {
  if (!authorization || !/^Basic\s/i.test(authorization)) return null;
  const decoded = Buffer.from(authorization.replace(/^Basic\s+/i, '').trim(), 'base64').toString(
    'utf8',
  );
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new OAuthError(401, 'invalid_client', 'Unauthorized');
  return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
}

/**
 * Checks who is calling; answers nothing when it is the known client, throws {@link OAuthError}:
 * no client id → 400 invalid_request "Could not determine client ID from request."; another id
 * → 401 invalid_client "The OAuth client was not found."; no secret → 400 invalid_request
 * "client_secret is missing."; a wrong secret (or Basic and body disagreeing) → 401
 * invalid_client "Unauthorized".
 */
export function authenticateClient(
  client: OAuthClient,
  params: Record<string, string>,
  authorization: string | undefined,
): void {
  const basic = basicCredentials(authorization);
  const bodyId = params.client_id;
  const bodySecret = params.client_secret;
  if (basic && bodyId !== undefined && bodyId !== basic.id)
    throw new OAuthError(401, 'invalid_client', 'Unauthorized');
  if (basic && bodySecret !== undefined && bodySecret !== basic.secret)
    throw new OAuthError(401, 'invalid_client', 'Unauthorized');
  const id = basic?.id ?? bodyId;
  const secret = basic?.secret ?? bodySecret;
  if (!id)
    throw new OAuthError(400, 'invalid_request', 'Could not determine client ID from request.');
  if (!same(id, client.clientId))
    throw new OAuthError(401, 'invalid_client', 'The OAuth client was not found.');
  if (!secret) throw new OAuthError(400, 'invalid_request', 'client_secret is missing.');
  if (!same(secret, client.clientSecret))
    throw new OAuthError(401, 'invalid_client', 'Unauthorized');
}
