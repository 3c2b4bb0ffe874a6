import type { IncomingMessage, ServerResponse } from 'node:http';
import { consentAnswer } from '../kit/consent';
import { checkAuthorize, decideAuthorize } from './authorize';
import { avatarSvg } from './avatars';
import { ApiError, OAuthError } from './errors';
import {
  headerValue,
  readBody,
  readForm,
  redirect,
  send,
  sendHtml,
  sendSvg,
  vendorRequest,
} from '../kit/http';
import { sendJson } from './http';
import { logId } from './ids';
import { type OAuthContext, revokeEndpoint, tokenEndpoint } from './oauth-endpoints';
import { authorizePage, errorPage, indexPage } from './pages';
import type { SlidingWindow } from './rate-limit';
import { userInfo } from './user-info';

/**
 * Routes a request to the host it is for: the first path segment names the host the app would
 * have called (`/open.tiktokapis.com/v2/user/info/` is `https://open.tiktokapis.com/v2/user/info/`).
 */

/** What every route reads and changes. */
export interface TikTokContext extends OAuthContext {
  rateLimit: SlidingWindow;
}

const AUTHORIZE = /^\/v2\/auth\/authorize(\/allow|\/cancel)?\/?$/;

function notFound(res: ServerResponse): void {
  sendHtml(res, 404, errorPage('Not found', 'There is nothing at this address.'));
}

async function authorize(
  context: TikTokContext,
  req: IncomingMessage,
  res: ServerResponse,
  step: string,
  query: URLSearchParams,
): Promise<void> {
  const method = req.method ?? 'GET';
  if ((step === '' && method !== 'GET') || (step !== '' && method !== 'POST')) return notFound(res);
  const form = step === '' ? query : await readForm(req);
  const check = checkAuthorize(context.store, (name) => form.get(name));
  if (!check.ok) {
    if ('page' in check) return sendHtml(res, 400, errorPage('Something went wrong', check.page));
    return redirect(res, check.redirect);
  }
  if (step === '')
    return sendHtml(res, 200, authorizePage(context.store, check.fields, check.scopes));
  if (step === '/cancel')
    return redirect(res, decideAuthorize(context.store, context.tokens, check, 'cancel'));
  const { account: openId, decline } = consentAnswer(form, 'open_id', check.scopes);
  if (!context.store.users.has(openId))
    return sendHtml(res, 400, errorPage('Choose an account', 'Choose who authorizes.'));
  return redirect(res, decideAuthorize(context.store, context.tokens, check, { openId, decline }));
}

async function api(
  context: TikTokContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
): Promise<void> {
  const method = req.method ?? 'GET';
  const log = logId(context.now());
  const route = path.replace(/\/?$/, '/');
  const contentType = headerValue(req, 'content-type') ?? '';
  try {
    if (route === '/v2/oauth/token/' || route === '/v2/oauth/revoke/') {
      if (method !== 'POST') throw new OAuthError('invalid_request', 'Use POST.');
      const body = await readBody(req);
      if (route === '/v2/oauth/token/')
        return sendJson(res, 200, tokenEndpoint(context, contentType, body));
      revokeEndpoint(context, contentType, body);
      return send(res, 200, '');
    }
    if (route === '/v2/user/info/') {
      if (!context.rateLimit.take(route)) {
        throw new ApiError('rate_limit_exceeded', 'API rate limit exceeded, please retry later.');
      }
      if (method !== 'GET') throw new ApiError('invalid_params', 'Use GET.');
      const user = userInfo(context, headerValue(req, 'authorization'), query.get('fields'));
      return sendJson(res, 200, {
        data: { user },
        error: { code: 'ok', message: '', log_id: log },
      });
    }
    return sendJson(res, 404, {
      error: { code: 'not_found', message: `No endpoint at ${path}.`, log_id: log },
    });
  } catch (error) {
    if (error instanceof OAuthError || error instanceof ApiError)
      return sendJson(res, error.status, error.body(log));
    throw error;
  }
}

/** Answers one request. */
export async function routeTikTok(
  context: TikTokContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { host, path, query } = vendorRequest(req);
  switch (host) {
    case '':
      if (req.method === 'GET') return sendHtml(res, 200, indexPage(context.store));
      return notFound(res);
    case 'www.tiktok.com': {
      const match = AUTHORIZE.exec(path);
      if (match) return authorize(context, req, res, match[1] ?? '', query);
      return notFound(res);
    }
    case 'open.tiktokapis.com':
      return api(context, req, res, path, query);
    case 'p16-sign-va.tiktokcdn.com': {
      const openId = /^\/tos-maliva-avt\/([^~/]+)~c5_\d+x\d+\.svg$/.exec(path)?.[1];
      const user = openId ? context.store.users.get(openId) : undefined;
      if (req.method === 'GET' && user) {
        return sendSvg(res, avatarSvg(user.displayName));
      }
      return notFound(res);
    }
    default:
      return notFound(res);
  }
}
