import type { FakeAccount } from './accounts';
import { type ChallengeMethod, isPkceString } from './pkce';
import { parseScopeParam } from './scopes';
import type { TokenStore } from './tokens';

/**
 * The authorization endpoint's rules
 * (https://developers.google.com/identity/protocols/oauth2/web-server#creatingclient): which
 * requests get the consent page, and what the person's choice redirects to. A request Google
 * refuses shows Google's error page ("Error 401: invalid_client", "Error 400:
 * redirect_uri_mismatch" …) and never redirects; the person cancelling redirects with
 * `error=access_denied`.
 */

/** The registered OAuth client. */
export interface AuthorizeClient {
  clientId: string;
  /** Registered redirect URIs (exact match); any http(s) URL when omitted. */
  redirectUris?: readonly string[];
}

/** A checked authorization request. */
export interface AuthorizeRequest {
  redirectUri: string;
  /** Requested scopes, aliases as URLs. */
  scopes: string[];
  state?: string;
  nonce?: string;
  accessType: 'online' | 'offline';
  /** `prompt` values (none, consent, select_account). */
  prompt: string[];
  includeGrantedScopes: boolean;
  loginHint?: string;
  codeChallenge?: string;
  codeChallengeMethod?: ChallengeMethod;
}

/** A refused request: the error page's status, error code and explanation. */
export interface AuthorizeRefusal {
  status: number;
  error: string;
  description: string;
}

/** The outcome of {@link checkAuthorizeRequest}. */
export type AuthorizeCheck =
  { ok: true; request: AuthorizeRequest } | ({ ok: false } & AuthorizeRefusal);

const PROMPTS = new Set(['none', 'consent', 'select_account']);

function refuse(status: number, error: string, description: string): AuthorizeCheck {
  return { ok: false, status, error, description };
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hash === '';
  } catch {
    return false;
  }
}

/**
 * Checks the query of `GET /o/oauth2/v2/auth` in Google's order: client, redirect URI, then the
 * rest. The fake implements the code flow only: another `response_type` is refused.
 */
export function checkAuthorizeRequest(
  client: AuthorizeClient,
  query: URLSearchParams,
): AuthorizeCheck {
  const param = (name: string) => query.get(name) ?? undefined;
  const clientId = param('client_id');
  if (!clientId) return refuse(400, 'invalid_request', 'Missing required parameter: client_id');
  if (clientId !== client.clientId)
    return refuse(401, 'invalid_client', 'The OAuth client was not found.');

  const redirectUri = param('redirect_uri');
  if (!redirectUri)
    return refuse(400, 'invalid_request', 'Missing required parameter: redirect_uri');
  const registered = client.redirectUris
    ? client.redirectUris.includes(redirectUri)
    : isWebUrl(redirectUri);
  if (!registered) {
    return refuse(
      400,
      'redirect_uri_mismatch',
      `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. ` +
        `If you're the app developer, register the redirect URI in the Google Cloud Console. ` +
        `Request details: redirect_uri=${redirectUri}`,
    );
  }

  const responseType = param('response_type');
  if (!responseType)
    return refuse(400, 'invalid_request', 'Required parameter is missing: response_type');
  if (responseType !== 'code') {
    return refuse(
      400,
      'unsupported_response_type',
      `Invalid response_type: ${responseType}. The local Google implements the authorization code flow (response_type=code) only.`,
    );
  }

  const scope = param('scope');
  if (!scope?.trim()) return refuse(400, 'invalid_request', 'Missing required parameter: scope');
  const scopes = parseScopeParam(scope);
  if (!scopes.ok) {
    return refuse(
      400,
      'invalid_scope',
      `Some requested scopes were invalid. {invalid=[${scopes.invalid.join(', ')}]}`,
    );
  }

  const accessType = param('access_type') ?? 'online';
  if (accessType !== 'online' && accessType !== 'offline')
    return refuse(400, 'invalid_request', `Invalid access_type: ${accessType}`);

  const prompt = (param('prompt') ?? '').split(/\s+/).filter((p) => p.length > 0);
  const unknownPrompt = prompt.find((p) => !PROMPTS.has(p));
  if (unknownPrompt) return refuse(400, 'invalid_request', `Invalid prompt: ${unknownPrompt}`);
  if (prompt.includes('none') && prompt.length > 1)
    return refuse(
      400,
      'invalid_request',
      'Invalid parameter value for prompt: None with other values',
    );

  const include = param('include_granted_scopes');
  if (include !== undefined && include !== 'true' && include !== 'false')
    return refuse(400, 'invalid_request', `Invalid include_granted_scopes: ${include}`);

  const challenge = param('code_challenge');
  const method = param('code_challenge_method');
  if (method !== undefined && method !== 'S256' && method !== 'plain')
    return refuse(400, 'invalid_request', 'Invalid code_challenge_method value.');
  if (method !== undefined && challenge === undefined)
    return refuse(
      400,
      'invalid_request',
      'Missing code_challenge: code_challenge_method was sent without it.',
    );
  if (challenge !== undefined && !isPkceString(challenge))
    return refuse(
      400,
      'invalid_request',
      'Invalid code_challenge: 43 to 128 characters of [A-Za-z0-9-._~].',
    );

  const state = param('state');
  const nonce = param('nonce');
  const loginHint = param('login_hint');
  return {
    ok: true,
    request: {
      redirectUri,
      scopes: scopes.scopes,
      ...(state !== undefined ? { state } : {}),
      ...(nonce !== undefined ? { nonce } : {}),
      accessType,
      prompt,
      includeGrantedScopes: include === 'true',
      ...(loginHint !== undefined ? { loginHint } : {}),
      ...(challenge !== undefined
        ? { codeChallenge: challenge, codeChallengeMethod: (method ?? 'plain') as ChallengeMethod }
        : {}),
    },
  };
}

function callback(request: AuthorizeRequest, params: Record<string, string>): string {
  const url = new URL(request.redirectUri);
  if (request.state !== undefined) url.searchParams.set('state', request.state);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The person chose an account: records the consent, issues a code and answers the callback
 * `redirect_uri?state=…&code=…&scope=…&authuser=0&prompt=…` with the granted scopes
 * (space-separated; with `include_granted_scopes=true` the ones granted before too).
 */
export function approve(
  tokens: TokenStore,
  request: AuthorizeRequest,
  account: FakeAccount,
  consentShown: boolean,
): string {
  const before = tokens.grantedScopes(account.sub);
  const scopes = request.includeGrantedScopes
    ? [...new Set([...request.scopes, ...before])]
    : request.scopes;
  const withRefreshToken =
    request.accessType === 'offline' &&
    (request.prompt.includes('consent') || !tokens.hasRefreshToken(account.sub));
  const code = tokens.issueCode({
    sub: account.sub,
    redirectUri: request.redirectUri,
    scopes,
    withRefreshToken,
    ...(request.nonce !== undefined ? { nonce: request.nonce } : {}),
    ...(request.codeChallenge !== undefined
      ? { codeChallenge: request.codeChallenge, codeChallengeMethod: request.codeChallengeMethod! }
      : {}),
  });
  return callback(request, {
    code,
    scope: scopes.join(' '),
    authuser: '0',
    prompt: consentShown ? 'consent' : 'none',
  });
}

/** The person cancelled: `redirect_uri?state=…&error=access_denied`. */
export function deny(request: AuthorizeRequest): string {
  return callback(request, { error: 'access_denied' });
}

/**
 * `prompt=none`: no page. The fake has no browser session, so `login_hint` names the signed-in
 * account: an account that granted every requested scope before gets a code at once; no such
 * account → `error=login_required`, one that has not consented → `error=consent_required`.
 */
export function silentAuthorize(
  tokens: TokenStore,
  request: AuthorizeRequest,
  account: FakeAccount | undefined,
): string {
  if (!account) return callback(request, { error: 'login_required' });
  const granted = tokens.grantedScopes(account.sub);
  if (!request.scopes.every((s) => granted.includes(s)))
    return callback(request, { error: 'consent_required' });
  return approve(tokens, request, account, false);
}
