import type { AuthorizeFields } from './pages';
import { unknownScopes } from './scopes';
import { hostParam, queryHmac } from './signing';
import type { ShopState } from './store';
import type { TokenStore } from './tokens';

/**
 * The install (authorization code grant) steps Shopify performs between the app's redirect to
 * `https://{shop}/admin/oauth/authorize?client_id&scope&redirect_uri&state&grant_options[]`
 * (SDK `auth.begin`) and the callback
 * `{redirect_uri}?code&hmac&host&shop&state&timestamp` (SDK `auth.callback`)
 * (https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/authorization-code-grant).
 * A bad request is refused with a page worded like Shopify's "Oauth error …" page.
 */

/** The app the fake plays Shopify for. */
export interface AppConfig {
  apiKey: string;
  apiSecret: string;
  /** Redirect URLs the app allows (callback must be one of them or below one); any http(s) URL when omitted. */
  allowedRedirectUrls?: string[];
}

/** A checked authorize request, or why it is refused. */
export type AuthorizeCheck =
  { ok: true; fields: AuthorizeFields; online: boolean } | { ok: false; message: string };

function under(candidate: URL, allowed: string): boolean {
  let base: URL;
  try {
    base = new URL(allowed);
  } catch {
    return false;
  }
  if (candidate.origin !== base.origin) return false;
  const path = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  return candidate.pathname === base.pathname || candidate.pathname.startsWith(path);
}

/**
 * Checks the authorize parameters (query or the approve form): the client_id is the app's, a
 * state is present, every scope is known, the redirect_uri is an http(s) URL under an allowed one.
 */
export function checkAuthorize(
  app: AppConfig,
  params: (name: string) => string | null,
): AuthorizeCheck {
  const clientId = params('client_id') ?? '';
  if (clientId !== app.apiKey) {
    return {
      ok: false,
      message: `Oauth error invalid_request: Could not find Shopify API application with api_key ${clientId}`,
    };
  }
  const scope = params('scope') ?? '';
  const unknown = unknownScopes(scope);
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `Oauth error invalid_scope: The access scope is invalid: ${unknown.join(', ')}`,
    };
  }
  const redirectUri = params('redirect_uri') ?? '';
  let url: URL | null = null;
  try {
    url = new URL(redirectUri);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return {
      ok: false,
      message: 'Oauth error invalid_request: The redirect_uri is missing or not a valid URL',
    };
  }
  if (app.allowedRedirectUrls && !app.allowedRedirectUrls.some((allowed) => under(url, allowed))) {
    return {
      ok: false,
      message: 'Oauth error invalid_request: The redirect_uri is not whitelisted',
    };
  }
  const state = params('state') ?? '';
  if (!state)
    return { ok: false, message: 'Oauth error invalid_request: The state parameter is missing' };
  const grant = params('grant_options[]') ?? '';
  return {
    ok: true,
    online: grant === 'per-user',
    fields: {
      client_id: clientId,
      scope,
      redirect_uri: redirectUri,
      state,
      'grant_options[]': grant,
    },
  };
}

/**
 * `url` with `params` added to its query and an `hmac` over the whole resulting query
 * (Shopify's query signature, signing.ts).
 */
export function withSignedQuery(
  url: string,
  params: Record<string, string>,
  secret: string,
): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  target.searchParams.delete('hmac');
  const all = Object.fromEntries(target.searchParams);
  target.searchParams.set('hmac', queryHmac(all, secret));
  return target.toString();
}

/**
 * Approves an install: marks the shop installed with the requested scope, issues a single-use
 * code, and answers the callback URL
 * `{redirect_uri}?code=…&hmac=…&host=…&shop=…&state=…&timestamp=…` (timestamp in seconds).
 */
export function approveInstall(
  app: AppConfig,
  tokens: TokenStore,
  shop: ShopState,
  check: Extract<AuthorizeCheck, { ok: true }>,
  nowMs: number,
): string {
  shop.installed = true;
  shop.grantedScope = check.fields.scope;
  const code = tokens.issueCode(shop.domain, check.fields.scope, check.online);
  return withSignedQuery(
    check.fields.redirect_uri,
    {
      code,
      host: hostParam(shop.domain),
      shop: shop.domain,
      state: check.fields.state,
      timestamp: String(Math.floor(nowMs / 1000)),
    },
    app.apiSecret,
  );
}
