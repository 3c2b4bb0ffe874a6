import { FakeTikTokError } from './errors';
import { isChallenge } from './pkce';
import { callbackUrl, redirectUriProblem } from '../kit/redirects';
import { commaList } from '../kit/consent';
import { type Scope, isScope } from './scopes';
import type { TikTokStore } from './store';
import type { TikTokTokens } from './tokens';

/**
 * TikTok's authorization page (https://developers.tiktok.com/doc/login-kit-web):
 * `https://www.tiktok.com/v2/auth/authorize/?client_key&scope&response_type=code&redirect_uri&state[&code_challenge&code_challenge_method=S256]`.
 * An unknown client key or an unregistered redirect URI is refused with a page (nothing can go
 * back safely); other refusals go back to the redirect URI as
 * `?error=…&error_description=…&state=…`. "Authorize" answers `?code=…&scopes=…&state=…`
 * (`scopes`: what the user granted), "Cancel" `?error=access_denied&error_description=…&state=…`.
 */

/** The authorize request, carried through the page's forms unchanged. */
export interface AuthorizeFields {
  client_key: string;
  scope: string;
  response_type: string;
  redirect_uri: string;
  state: string;
  code_challenge: string;
  code_challenge_method: string;
}

/** A checked request: accepted, refused with a page, or refused back to the app. */
export type AuthorizeCheck =
  | { ok: true; fields: AuthorizeFields; scopes: Scope[] }
  | { ok: false; page: string }
  | { ok: false; redirect: string; error: string; description: string };

const FIELD_NAMES: readonly (keyof AuthorizeFields)[] = [
  'client_key',
  'scope',
  'response_type',
  'redirect_uri',
  'state',
  'code_challenge',
  'code_challenge_method',
];

/** Checks the authorize parameters (query or form) as TikTok does. */
export function checkAuthorize(
  store: TikTokStore,
  param: (name: string) => string | null,
): AuthorizeCheck {
  const fields = Object.fromEntries(
    FIELD_NAMES.map((name) => [name, param(name) ?? '']),
  ) as unknown as AuthorizeFields;
  const { app } = store;
  if (fields.client_key !== app.clientKey)
    return { ok: false, page: 'client_key is missing or does not belong to a registered app.' };
  const problem = redirectUriProblem(
    fields.redirect_uri,
    app.redirectUris,
    'redirect_uri is not registered for this app',
  );
  if (problem) return { ok: false, page: `${problem}.` };
  const back = (error: string, description: string) => ({
    ok: false as const,
    error,
    description,
    redirect: callbackUrl(fields.redirect_uri, {
      error,
      error_description: description,
      state: fields.state,
    }),
  });
  if (fields.response_type !== 'code')
    return back('unsupported_response_type', 'response_type must be code.');
  const requested = commaList(fields.scope);
  if (requested.length === 0) return back('invalid_scope', 'scope is required.');
  const unknown = requested.filter((s) => !isScope(s) || !app.approvedScopes.includes(s));
  if (unknown.length > 0)
    return back('invalid_scope', `Scope not authorized for this app: ${unknown.join(',')}.`);
  if (!fields.state) return back('invalid_request', 'state is required.');
  if (fields.code_challenge || fields.code_challenge_method) {
    if (fields.code_challenge_method !== 'S256')
      return back('invalid_request', 'code_challenge_method must be S256.');
    if (!isChallenge(fields.code_challenge))
      return back('invalid_request', 'code_challenge is malformed.');
  } else if (app.requirePkce) {
    return back('invalid_request', 'code_challenge is required.');
  }
  return { ok: true, fields, scopes: requested as Scope[] };
}

/** What the user did on the page. */
export type TikTokDecision = { openId: string; decline: readonly string[] } | 'cancel';

/**
 * Applies the decision: a code for the user with the requested scopes minus the declined ones
 * (`user.info.basic` cannot be declined), or the cancellation. Answers the callback URL. Throws
 * {@link FakeTikTokError} for an unknown user or a grant of nothing.
 */
export function decideAuthorize(
  store: TikTokStore,
  tokens: TikTokTokens,
  check: Extract<AuthorizeCheck, { ok: true }>,
  decision: TikTokDecision,
): string {
  const { fields } = check;
  if (decision === 'cancel') {
    return callbackUrl(fields.redirect_uri, {
      error: 'access_denied',
      error_description: 'The user canceled the authorization.',
      state: fields.state,
    });
  }
  const user = store.users.get(decision.openId);
  if (!user) throw new FakeTikTokError(`No TikTok user with open_id ${decision.openId}`);
  const scopes = check.scopes.filter(
    (s) => s === 'user.info.basic' || !decision.decline.includes(s),
  );
  if (scopes.length === 0) throw new FakeTikTokError('Grant at least one permission.');
  const code = tokens.issueCode({
    redirectUri: fields.redirect_uri,
    openId: user.openId,
    scopes,
    challenge: fields.code_challenge || null,
  });
  return callbackUrl(fields.redirect_uri, {
    code: code.code,
    scopes: scopes.join(','),
    state: fields.state,
  });
}
