import { FakeMetaError } from './errors';
import { callbackUrl, redirectUriProblem } from '../kit/redirects';
import {
  INSTAGRAM_REQUIRED_SCOPE,
  INSTAGRAM_SCOPES,
  parseInstagramScope,
  unknownScopes,
} from './scopes';
import {
  type InstagramAccount,
  type MetaStore,
  UNREGISTERED_REDIRECT,
  isProfessional,
} from './store';
import type { MetaTokens } from './tokens';

/**
 * Business Login for Instagram
 * (https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/business-login):
 * `https://www.instagram.com/oauth/authorize?client_id&redirect_uri&response_type=code&scope&state`,
 * `scope` comma-separated with `instagram_business_basic`, `state` optional. The person logs in,
 * then allows: the answer is `{redirect_uri}?code=…&state=…#_`; "Cancel" answers
 * `{redirect_uri}?error=access_denied&error_reason=user_denied&error_description=The+user+denied+your+request.&state=…`.
 * Only professional accounts (Business, Creator) can log in; a personal account is told so and
 * can only cancel. Refusals of the request itself are pages.
 */

/** The authorize request, carried through the pages' forms unchanged. */
export interface InstagramAuthorizeFields {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state: string;
}

/** A checked authorize request, or the page refusing it. */
export type InstagramAuthorizeCheck =
  | { ok: true; fields: InstagramAuthorizeFields; scopes: string[] }
  | { ok: false; title: string; message: string };

const INVALID = 'Invalid Request: Request parameters are invalid:';

/** Checks the authorize parameters (query or form) as Instagram does. */
export function checkInstagramAuthorize(
  store: MetaStore,
  param: (name: string) => string | null,
): InstagramAuthorizeCheck {
  const fields: InstagramAuthorizeFields = {
    client_id: param('client_id') ?? '',
    redirect_uri: param('redirect_uri') ?? '',
    response_type: param('response_type') ?? '',
    scope: param('scope') ?? '',
    state: param('state') ?? '',
  };
  const refuse = (message: string) => ({ ok: false as const, title: 'Invalid Request', message });
  if (fields.client_id !== store.instagram.appId) return refuse(`${INVALID} Invalid platform app`);
  const problem = redirectUriProblem(
    fields.redirect_uri,
    store.redirectUris,
    UNREGISTERED_REDIRECT,
  );
  if (problem) return refuse(`${INVALID} Invalid redirect_uri (${problem})`);
  if (fields.response_type !== 'code') return refuse(`${INVALID} response_type must be "code"`);
  const scopes = parseInstagramScope(fields.scope);
  const unknown = unknownScopes(scopes, INSTAGRAM_SCOPES);
  if (unknown.length > 0) {
    return {
      ok: false,
      title: 'Invalid Scopes',
      message: `Invalid Scopes: ${unknown.join(', ')}. Scopes are comma-separated instagram_business_* values.`,
    };
  }
  if (!scopes.includes(INSTAGRAM_REQUIRED_SCOPE))
    return refuse(`${INVALID} scope must include ${INSTAGRAM_REQUIRED_SCOPE}`);
  return { ok: true, fields, scopes };
}

/** Why a personal account cannot log in, as its page and the programmatic API say it. */
export function personalAccountMessage(account: InstagramAccount, appName: string): string {
  return `@${account.username} is a personal account. ${appName} uses the Instagram API with Instagram Login, which only professional accounts (Business or Creator) can use. Switch to a professional account in Instagram’s settings, then try again.`;
}

/** What the account did on the consent page. */
export type InstagramDecision = { accountId: string; decline: readonly string[] } | 'cancel';

/**
 * Applies the decision: a code for the account with the requested scopes minus the declined
 * optional ones, or the cancellation. Answers the callback URL. Throws {@link FakeMetaError}
 * for an unknown or personal account.
 */
export function decideInstagram(
  store: MetaStore,
  tokens: MetaTokens,
  check: Extract<InstagramAuthorizeCheck, { ok: true }>,
  decision: InstagramDecision,
): string {
  const { fields } = check;
  if (decision === 'cancel') {
    return callbackUrl(
      fields.redirect_uri,
      {
        error: 'access_denied',
        error_reason: 'user_denied',
        error_description: 'The user denied your request.',
        state: fields.state,
      },
      '',
    );
  }
  const account = store.instagramAccounts.get(decision.accountId);
  if (!account) throw new FakeMetaError(`No Instagram account with id ${decision.accountId}`);
  if (!isProfessional(account.accountType))
    throw new FakeMetaError(personalAccountMessage(account, store.instagram.name));
  const permissions = check.scopes.filter(
    (s) => s === INSTAGRAM_REQUIRED_SCOPE || !decision.decline.includes(s),
  );
  const code = tokens.issueInstagramCode({
    appId: store.instagram.appId,
    redirectUri: fields.redirect_uri,
    accountId: account.userId,
    permissions,
  });
  return callbackUrl(fields.redirect_uri, { code: code.code, state: fields.state }, '#_');
}
