import { FakeMetaError } from './errors';
import { callbackUrl, redirectUriProblem } from '../kit/redirects';
import { FACEBOOK_SCOPES, parseFacebookScope, unknownScopes } from './scopes';
import { type MetaStore, UNREGISTERED_REDIRECT } from './store';
import type { MetaTokens } from './tokens';

/**
 * The Facebook Login dialog of the manual flow
 * (https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow):
 * `https://www.facebook.com/v25.0/dialog/oauth?client_id&redirect_uri&state&scope&response_type=code`.
 * Refusals are pages (nothing goes back to the app); "Continue" answers
 * `{redirect_uri}?code=…&state=…#_=_`, "Cancel"
 * `{redirect_uri}?error_reason=user_denied&error=access_denied&error_description=Permissions+error.&state=…#_=_`.
 */

/** The dialog request, carried through the page's forms unchanged. */
export interface FacebookDialogFields {
  client_id: string;
  redirect_uri: string;
  state: string;
  scope: string;
  response_type: string;
}

/** A checked dialog request, or the page that refuses it. */
export type FacebookDialogCheck =
  | { ok: true; fields: FacebookDialogFields; scopes: string[] }
  | { ok: false; title: string; message: string };

/** Checks the dialog parameters (query or form) as Facebook does before showing the dialog. */
export function checkFacebookDialog(
  store: MetaStore,
  param: (name: string) => string | null,
): FacebookDialogCheck {
  const fields: FacebookDialogFields = {
    client_id: param('client_id') ?? '',
    redirect_uri: param('redirect_uri') ?? '',
    state: param('state') ?? '',
    scope: param('scope') ?? '',
    response_type: param('response_type') ?? 'code',
  };
  if (fields.client_id !== store.facebook.appId) {
    return {
      ok: false,
      title: 'Invalid App ID',
      message: 'The provided app ID does not look like a valid app ID.',
    };
  }
  const problem = redirectUriProblem(
    fields.redirect_uri,
    store.redirectUris,
    UNREGISTERED_REDIRECT,
  );
  if (problem) {
    return {
      ok: false,
      title: 'URL blocked',
      message: `This redirect failed because the redirect URI is not whitelisted in the app’s Client OAuth Settings. Make sure Client and Web OAuth Login are on and add all your app domains as Valid OAuth Redirect URIs. (${problem})`,
    };
  }
  if (fields.response_type !== 'code') {
    return {
      ok: false,
      title: 'Unsupported response_type',
      message: `The local fake implements the code flow only (response_type=code), not "${fields.response_type}".`,
    };
  }
  const scopes = parseFacebookScope(fields.scope);
  const unknown = unknownScopes(scopes, FACEBOOK_SCOPES);
  if (unknown.length > 0) {
    return {
      ok: false,
      title: 'Invalid Scopes',
      message: `Invalid Scopes: ${unknown.join(', ')}. This message is only shown to developers. Please read the documentation for valid permissions at: https://developers.facebook.com/docs/facebook-login/permissions`,
    };
  }
  return { ok: true, fields, scopes };
}

/** What the person did on the dialog. */
export type FacebookDecision = { userId: string; decline: readonly string[] } | 'cancel';

/**
 * Applies the person's decision: a code bound to the app, redirect URI and granted permissions
 * (`public_profile` always; requested ones not declined), or the cancellation. Answers the
 * callback URL. Throws {@link FakeMetaError} for an unknown person.
 */
export function decideFacebook(
  store: MetaStore,
  tokens: MetaTokens,
  check: Extract<FacebookDialogCheck, { ok: true }>,
  decision: FacebookDecision,
): string {
  const { fields } = check;
  if (decision === 'cancel') {
    return callbackUrl(
      fields.redirect_uri,
      {
        error_reason: 'user_denied',
        error: 'access_denied',
        error_description: 'Permissions error.',
        state: fields.state,
      },
      '#_=_',
    );
  }
  const user = store.facebookUsers.get(decision.userId);
  if (!user) throw new FakeMetaError(`No Facebook user with id ${decision.userId}`);
  const declined = check.scopes.filter(
    (s) => s !== 'public_profile' && decision.decline.includes(s),
  );
  const scopes = [...new Set(['public_profile', ...check.scopes])]
    .filter((s) => !declined.includes(s))
    .sort();
  const code = tokens.issueFacebookCode({
    appId: store.facebook.appId,
    redirectUri: fields.redirect_uri,
    userId: user.id,
    scopes,
    declined,
  });
  return callbackUrl(fields.redirect_uri, { code: code.code, state: fields.state }, '#_=_');
}
