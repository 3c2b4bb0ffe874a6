import { InstagramOAuthError } from './graph-errors';
import type { GraphAnswer } from './graph-request';
import type { MetaStore } from './store';
import type { MetaTokens } from './tokens';

/**
 * `POST https://api.instagram.com/oauth/access_token` (form body `client_id, client_secret,
 * grant_type=authorization_code, redirect_uri, code`): exchanges a code for a short-lived (1 h)
 * token and answers Business Login's shape
 * `{"data": [{"access_token", "user_id", "permissions"}]}`, `user_id` being the app-scoped id
 * (https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/business-login).
 * Codes are single-use, valid 1 hour, bound to the redirect URI and the app. Refusals are HTTP
 * 400 `{"error_type": "OAuthException", "code": 400, "error_message": …}`.
 */
export function exchangeInstagramCode(
  store: MetaStore,
  tokens: MetaTokens,
  now: number,
  method: string,
  form: URLSearchParams,
): GraphAnswer {
  const refuse = (message: string) => new InstagramOAuthError(message);
  if (method !== 'POST') throw refuse('Unsupported method: exchange the code with POST');
  const clientId = form.get('client_id');
  if (!clientId) throw refuse('You must provide a client_id');
  if (clientId !== store.instagram.appId) throw refuse('Invalid platform app');
  if (form.get('client_secret') !== store.instagram.appSecret)
    throw refuse('Error validating client secret');
  if (form.get('grant_type') !== 'authorization_code')
    throw refuse('Invalid grant_type: it must be authorization_code');
  const redirectUri = form.get('redirect_uri');
  if (!redirectUri) throw refuse('You must provide a redirect_uri');
  const code = form.get('code');
  if (!code) throw refuse('You must provide a code');
  const record = tokens.instagramCodes.get(code);
  if (!record || record.appId !== clientId) throw refuse('Invalid authorization code');
  if (record.used) throw refuse('This authorization code has been used');
  if (now >= record.expiresAt) throw refuse('This authorization code has expired');
  if (redirectUri !== record.redirectUri) {
    throw refuse(
      'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
    );
  }
  const account = store.instagramAccounts.get(record.accountId);
  if (!account) throw refuse('Invalid authorization code');
  record.used = true;
  const token = tokens.issueInstagramToken('short', {
    appId: record.appId,
    accountId: record.accountId,
    permissions: record.permissions,
  });
  return {
    status: 200,
    body: {
      data: [
        {
          access_token: token.token,
          user_id: account.appScopedId,
          permissions: record.permissions.join(','),
        },
      ],
    },
  };
}
