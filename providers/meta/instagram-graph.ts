import { parseFields } from './fields';
import {
  GraphError,
  INVALID_CLIENT_SECRET,
  NO_ACTIVE_TOKEN,
  TOKEN_REQUIRED,
  UNPARSEABLE_TOKEN,
  expiredToken,
  missingParameter,
  tokenError,
  unknownField,
  unknownPath,
  unreadableObject,
  unsupportedMethod,
} from './graph-errors';
import { type GraphAnswer, type GraphRequest, bearerToken, ok } from './graph-request';
import { MEDIA_FIELDS, mediaItem, mediaLimit, mediaPage } from './media';
import type { InstagramAccount, MetaStore } from './store';
import { type InstagramToken, LIFETIMES, type MetaTokens } from './tokens';

/**
 * graph.instagram.com for Instagram Login:
 *
 * - `GET /access_token?grant_type=ig_exchange_token&client_secret&access_token={short-lived}` →
 *   a long-lived token (60 days) (https://developers.facebook.com/docs/instagram-platform/reference/access_token);
 * - `GET /refresh_access_token?grant_type=ig_refresh_token&access_token={long-lived}` → a new
 *   long-lived token, only for a long-lived token at least 24 hours old and unexpired
 *   (…/reference/refresh_access_token); the previous token keeps its own expiry;
 * - `GET /me` and `GET /{ig-user-id}` with `fields` among user_id, username, name,
 *   account_type, profile_picture_url, followers_count, follows_count, media_count (`id` is
 *   the app-scoped id) (…/reference/me);
 * - `GET /{ig-user-id}/media` with `fields` among id, timestamp, like_count, comments_count,
 *   media_type, media_product_type, permalink, caption, username; `limit` (25 by default, at
 *   most 100), `after` / `before` cursors; `paging.next` / `previous` are absolute
 *   `https://graph.instagram.com/…` URLs, as Meta answers them.
 *
 * Errors other than token ones have type `IGApiException`, as graph.instagram.com answers them.
 */

/** What the handlers read and change. */
export interface InstagramGraphContext {
  store: MetaStore;
  tokens: MetaTokens;
  now: () => number;
}

const USER_FIELDS = [
  'id',
  'user_id',
  'username',
  'name',
  'account_type',
  'profile_picture_url',
  'followers_count',
  'follows_count',
  'media_count',
] as const;

const IG = 'IGApiException';

/** The live token of a request, or the Graph error refusing it. */
function requireToken(
  context: InstagramGraphContext,
  token: string | null,
  missing: GraphError,
): { record: InstagramToken; account: InstagramAccount } {
  if (!token) throw missing;
  const record = context.tokens.instagramTokens.get(token);
  const account = record && context.store.instagramAccounts.get(record.accountId);
  if (!record || !account) throw tokenError(UNPARSEABLE_TOKEN);
  const now = context.now();
  if (now >= record.expiresAt) throw tokenError(expiredToken(record.expiresAt, now));
  return { record, account };
}

/** A new long-lived token for the account and permissions of `record`, as a token answer. */
function longLivedAnswer(context: InstagramGraphContext, record: InstagramToken): GraphAnswer {
  const token = context.tokens.issueInstagramToken('long', {
    appId: record.appId,
    accountId: record.accountId,
    permissions: record.permissions,
  });
  return bearerToken(token, context.now());
}

/** graph.instagram.com's refusal of a parameter: 400, code 100, `IGApiException`. */
const invalidParameter = (message: string) => new GraphError(400, 100, message, IG);

function exchangeForLongLived(context: InstagramGraphContext, request: GraphRequest): GraphAnswer {
  const { params } = request;
  const grantType = params.get('grant_type');
  if (grantType !== 'ig_exchange_token') {
    throw invalidParameter(
      `(#100) Unsupported grant_type: '${grantType ?? ''}'. It must be ig_exchange_token`,
    );
  }
  const secret = params.get('client_secret');
  if (!secret) throw missingParameter('client_secret');
  if (secret !== context.store.instagram.appSecret) throw INVALID_CLIENT_SECRET;
  const { record } = requireToken(context, request.token, TOKEN_REQUIRED);
  if (record.kind !== 'short') {
    throw invalidParameter(
      '(#100) The access token is long-lived already: exchange a short-lived token',
    );
  }
  return longLivedAnswer(context, record);
}

function refreshLongLived(context: InstagramGraphContext, request: GraphRequest): GraphAnswer {
  const grantType = request.params.get('grant_type');
  if (grantType !== 'ig_refresh_token') {
    throw invalidParameter(
      `(#100) Unsupported grant_type: '${grantType ?? ''}'. It must be ig_refresh_token`,
    );
  }
  const { record } = requireToken(context, request.token, TOKEN_REQUIRED);
  if (record.kind !== 'long') {
    throw invalidParameter(
      '(#100) Only a long-lived access token can be refreshed: exchange this short-lived token first',
    );
  }
  if (context.now() - record.issuedAt < LIFETIMES.instagramRefreshAge) {
    throw invalidParameter(
      '(#100) The access token can be refreshed only once it is at least 24 hours old',
    );
  }
  return longLivedAnswer(context, record);
}

/** `profile_picture_url`: the account's, or the picture the fake draws. */
export function pictureUrl(context: { store: MetaStore }, account: InstagramAccount): string {
  return (
    account.pictureUrl ??
    `${context.store.origin}/scontent.cdninstagram.com/v/${account.userId}.svg`
  );
}

function readAccount(
  context: InstagramGraphContext,
  account: InstagramAccount,
  fields: string,
): GraphAnswer {
  const body: Record<string, unknown> = {};
  for (const name of parseFields(fields)) {
    if (!(USER_FIELDS as readonly string[]).includes(name)) throw unknownField(name, 'User', IG);
    const values: Record<(typeof USER_FIELDS)[number], unknown> = {
      id: account.appScopedId,
      user_id: account.userId,
      username: account.username,
      name: account.name,
      account_type: account.accountType,
      profile_picture_url: pictureUrl(context, account),
      followers_count: account.followers,
      follows_count: account.follows,
      media_count: account.mediaCount,
    };
    body[name] = values[name as (typeof USER_FIELDS)[number]];
  }
  if (!('id' in body)) body.id = account.appScopedId;
  return ok(body);
}

function listMedia(
  context: InstagramGraphContext,
  request: GraphRequest,
  account: InstagramAccount,
  pathId: string,
): GraphAnswer {
  const { params } = request;
  const names = parseFields(params.get('fields') ?? 'id');
  for (const name of names) {
    if (!(MEDIA_FIELDS as readonly string[]).includes(name))
      throw unknownField(name, 'IGMedia', IG);
  }
  const limit = mediaLimit(params.get('limit'), IG);
  const { items, start, end, cursors } = mediaPage(
    account.media,
    { limit, after: params.get('after'), before: params.get('before') },
    IG,
  );
  const data = items.map((m) => mediaItem(account, m, names));
  if (!cursors) return ok({ data });
  const link = (cursor: Record<string, string>) => {
    const url = new URL(
      `https://graph.instagram.com/${request.version ? `${request.version}/` : ''}${pathId}/media`,
    );
    url.searchParams.set('access_token', request.token ?? '');
    if (params.get('fields')) url.searchParams.set('fields', params.get('fields')!);
    url.searchParams.set('limit', String(limit));
    for (const [key, value] of Object.entries(cursor)) url.searchParams.set(key, value);
    return url.toString();
  };
  return ok({
    data,
    paging: {
      cursors,
      ...(end < account.media.length ? { next: link({ after: cursors.after }) } : {}),
      ...(start > 0 ? { previous: link({ before: cursors.before }) } : {}),
    },
  });
}

/** Answers a graph.instagram.com request, throwing {@link GraphError} for refusals. */
export function handleInstagramGraph(
  context: InstagramGraphContext,
  request: GraphRequest,
): GraphAnswer {
  const { method, path } = request;
  if (path === '/access_token' || path === '/refresh_access_token') {
    if (method !== 'GET') throw unsupportedMethod(method, IG);
    return path === '/access_token'
      ? exchangeForLongLived(context, request)
      : refreshLongLived(context, request);
  }
  const node = /^\/([^/]+)(?:\/(media))?\/?$/.exec(path);
  if (!node || (node[1] !== 'me' && !/^\d+$/.test(node[1]!))) throw unknownPath(path);
  const [, id, edge] = node;
  const { account } = requireToken(
    context,
    request.token,
    id === 'me' ? NO_ACTIVE_TOKEN : TOKEN_REQUIRED,
  );
  if (id !== 'me' && id !== account.userId && id !== account.appScopedId)
    throw unreadableObject(id!, IG);
  if (method !== 'GET') throw unsupportedMethod(method, IG);
  if (edge) return listMedia(context, request, account, id!);
  return readAccount(context, account, request.params.get('fields') ?? 'id');
}
