import type { IncomingMessage, ServerResponse } from 'node:http';
import { avatarSvg } from './avatars';
import { checkFacebookDialog, decideFacebook } from './facebook-dialog';
import { type FacebookGraphContext, handleFacebookGraph } from './facebook-graph';
import { GraphError, InstagramOAuthError } from './graph-errors';
import { type GraphAnswer, readGraphRequest } from './graph-request';
import { consentAnswer, declinedScopes } from '../kit/consent';
import { redirect, sendHtml, sendSvg, vendorRequest } from '../kit/http';
import { readMetaForm, sendJson } from './http';
import { checkInstagramAuthorize, decideInstagram } from './instagram-authorize';
import { handleInstagramGraph } from './instagram-graph';
import { exchangeInstagramCode } from './instagram-token';
import {
  errorPage,
  facebookDialogPage,
  indexPage,
  instagramConsentPage,
  instagramLoginPage,
} from './pages';
import { INSTAGRAM_REQUIRED_SCOPE } from './scopes';
import type { MetaStore } from './store';
import type { MetaTokens } from './tokens';

/**
 * Routes a request to the host it is for: the first path segment names the host the app would
 * have called (`/graph.facebook.com/v25.0/me` is `https://graph.facebook.com/v25.0/me`).
 */

/** What every route reads and changes. */
export interface MetaContext extends FacebookGraphContext {
  store: MetaStore;
  tokens: MetaTokens;
  now: () => number;
}

const DIALOG = /^\/(v\d+\.\d+\/)?dialog\/oauth(\/confirm|\/cancel)?\/?$/;
const INSTAGRAM_AUTHORIZE = /^\/oauth\/authorize(\/login|\/allow|\/cancel)?\/?$/;

function notFound(res: ServerResponse): void {
  sendHtml(res, 404, errorPage('Not found', 'There is nothing at this address.'));
}

function sendGraph(res: ServerResponse, run: () => GraphAnswer): void {
  try {
    const answer = run();
    sendJson(res, answer.status, answer.body, answer.headers);
  } catch (error) {
    if (error instanceof GraphError)
      return sendJson(res, error.status, error.body(), error.headers());
    if (error instanceof InstagramOAuthError) return sendJson(res, 400, error.body());
    throw error;
  }
}

async function facebookDialog(
  context: MetaContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
): Promise<void> {
  const match = DIALOG.exec(path)!;
  const step = match[2] ?? '';
  const method = req.method ?? 'GET';
  const base = `/www.facebook.com/${match[1] ?? ''}dialog/oauth`;
  if (step === '' && method === 'GET') {
    const check = checkFacebookDialog(context.store, (name) => query.get(name));
    if (!check.ok) return sendHtml(res, 400, errorPage(check.title, check.message, 'facebook'));
    return sendHtml(res, 200, facebookDialogPage(context.store, check.fields, check.scopes, base));
  }
  if (step === '' || method !== 'POST') return notFound(res);
  const form = await readMetaForm(req);
  const check = checkFacebookDialog(context.store, (name) => form.get(name));
  if (!check.ok) return sendHtml(res, 400, errorPage(check.title, check.message, 'facebook'));
  if (step === '/cancel')
    return redirect(res, decideFacebook(context.store, context.tokens, check, 'cancel'));
  const { account: userId, decline } = consentAnswer(form, 'user_id', check.scopes);
  if (!context.store.facebookUsers.has(userId)) {
    return sendHtml(res, 400, errorPage('Choose an account', 'Choose who continues.', 'facebook'));
  }
  return redirect(res, decideFacebook(context.store, context.tokens, check, { userId, decline }));
}

async function instagramAuthorize(
  context: MetaContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
): Promise<void> {
  const step = INSTAGRAM_AUTHORIZE.exec(path)![1] ?? '';
  const method = req.method ?? 'GET';
  const { store } = context;
  if (step === '' && method === 'GET') {
    const check = checkInstagramAuthorize(store, (name) => query.get(name));
    if (!check.ok) return sendHtml(res, 400, errorPage(check.title, check.message, 'instagram'));
    return sendHtml(res, 200, instagramLoginPage(store, check.fields));
  }
  if (step === '' || method !== 'POST') return notFound(res);
  const form = await readMetaForm(req);
  const check = checkInstagramAuthorize(store, (name) => form.get(name));
  if (!check.ok) return sendHtml(res, 400, errorPage(check.title, check.message, 'instagram'));
  if (step === '/cancel')
    return redirect(res, decideInstagram(store, context.tokens, check, 'cancel'));
  const account = store.instagramAccounts.get(form.get('account_id') ?? '');
  if (!account) {
    return sendHtml(res, 400, errorPage('Choose an account', 'Choose who logs in.', 'instagram'));
  }
  const consent = instagramConsentPage(store, check.fields, check.scopes, account);
  if (step === '/login') return sendHtml(res, 200, consent);
  if (account.accountType === 'PERSONAL') return sendHtml(res, 403, consent);
  const decline = declinedScopes(
    form,
    check.scopes.filter((s) => s !== INSTAGRAM_REQUIRED_SCOPE),
  );
  return redirect(
    res,
    decideInstagram(store, context.tokens, check, { accountId: account.userId, decline }),
  );
}

/** Answers one request. */
export async function routeMeta(
  context: MetaContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { host, path, query, method } = vendorRequest(req);
  const { store } = context;

  switch (host) {
    case '':
      if (method === 'GET') return sendHtml(res, 200, indexPage(store));
      return notFound(res);
    case 'www.facebook.com':
      if (DIALOG.test(path)) return facebookDialog(context, req, res, path, query);
      return notFound(res);
    case 'graph.facebook.com': {
      const request = await readGraphRequest(req, path, query);
      return sendGraph(res, () =>
        context.traffic.serve(host, request, () => handleFacebookGraph(context, request)),
      );
    }
    case 'platform-lookaside.fbsbx.com': {
      const user = store.facebookUsers.get(query.get('asid') ?? '');
      if (method === 'GET' && path === '/platform/profilepic/' && user)
        return sendSvg(res, avatarSvg(user.name));
      return notFound(res);
    }
    case 'www.instagram.com':
      if (INSTAGRAM_AUTHORIZE.test(path)) return instagramAuthorize(context, req, res, path, query);
      return notFound(res);
    case 'api.instagram.com':
      if (/^\/oauth\/authorize\/?$/.test(path) && method === 'GET') {
        return redirect(
          res,
          `/www.instagram.com/oauth/authorize${query.size ? `?${query.toString()}` : ''}`,
        );
      }
      if (/^\/oauth\/access_token\/?$/.test(path)) {
        const form = await readMetaForm(req);
        return sendGraph(res, () =>
          exchangeInstagramCode(store, context.tokens, context.now(), method, form),
        );
      }
      return sendJson(res, 404, { error_type: 'NotFound', code: 404, error_message: 'Not found' });
    case 'graph.instagram.com': {
      const request = await readGraphRequest(req, path, query);
      return sendGraph(res, () =>
        context.traffic.serve(host, request, () => handleInstagramGraph(context, request)),
      );
    }
    case 'scontent.cdninstagram.com': {
      const id = /^\/v\/(\d+)\.svg$/.exec(path)?.[1];
      const account = id ? store.instagramAccounts.get(id) : undefined;
      if (method === 'GET' && account) return sendSvg(res, avatarSvg(account.username));
      return notFound(res);
    }
    default:
      return notFound(res);
  }
}
