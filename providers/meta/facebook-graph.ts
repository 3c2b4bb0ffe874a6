import { createHmac } from 'node:crypto';
import { parseFields } from './fields';
import {
  GraphError,
  INVALID_APPSECRET_PROOF,
  INVALID_APP_ID,
  INVALID_APP_TOKEN,
  INVALID_CLIENT_SECRET,
  NO_ACTIVE_TOKEN,
  TOKEN_REQUIRED,
  type TokenProblem,
  UNPARSEABLE_TOKEN,
  expiredToken,
  missingParameter,
  notAuthorized,
  tokenError,
  unknownField,
  unknownPath,
  unreadableObject,
  unsupportedMethod,
} from './graph-errors';
import { type GraphAnswer, type GraphRequest, bearerToken, ok } from './graph-request';
import { handleInstagramUserNode } from './ig-user-graph';
import { randomBase62 } from './ids';
import type { FacebookUser, MetaStore } from './store';
import type { FacebookToken, MetaTokens } from './tokens';
import type { GraphTraffic } from './traffic';

/**
 * graph.facebook.com for Facebook Login
 * (https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow,
 * https://developers.facebook.com/docs/graph-api/reference/debug_token):
 *
 * - `GET /oauth/access_token?client_id&redirect_uri&client_secret&code` → a user token;
 *   `grant_type=client_credentials` → an app token;
 * - `GET /debug_token?input_token&access_token={app-id}|{app-secret}` → what the token is;
 * - `GET /me?fields=id,name,first_name,last_name,email,picture` (also `/{own-id}`);
 * - `GET /me/permissions`, `DELETE /me/permissions` (removes the app), `DELETE
 *   /me/permissions/{permission}` (removes one permission);
 * - `GET /{ig-user-id}` and its business discovery (ig-user-graph.ts).
 *
 * A user token's `appsecret_proof`, when sent, must be the hex HMAC-SHA256 of the token keyed
 * with the app secret (https://developers.facebook.com/docs/graph-api/securing-requests), else
 * 100 "Invalid appsecret_proof provided in the API argument" — checked for the Facebook app's
 * tokens only (Meta also refuses another app's token with our proof).
 */

/** What the handlers read and change. */
export interface FacebookGraphContext {
  store: MetaStore;
  tokens: MetaTokens;
  now: () => number;
  /** App tokens issued by the client-credentials grant. */
  appTokens: Set<string>;
  /** Usage counters (business discovery's limit). */
  traffic: GraphTraffic;
}

const USER_FIELDS = ['id', 'name', 'first_name', 'last_name', 'email', 'picture'] as const;

const seconds = (ms: number) => Math.floor(ms / 1000);

/** A token's state now: live, or the problem debug_token and the Graph report. */
function tokenState(
  context: FacebookGraphContext,
  token: string,
): { record: FacebookToken | undefined; problem: TokenProblem | null } {
  const record = context.tokens.facebookTokens.get(token);
  if (!record) return { record, problem: UNPARSEABLE_TOKEN };
  if (record.revokedAt !== null) return { record, problem: notAuthorized(record.appId) };
  const now = context.now();
  if (now >= record.expiresAt) return { record, problem: expiredToken(record.expiresAt, now) };
  return { record, problem: null };
}

/** The live user token of a request, or the Graph error refusing it. */
function requireUserToken(
  context: FacebookGraphContext,
  request: GraphRequest,
): { record: FacebookToken; user: FacebookUser } {
  if (!request.token) throw NO_ACTIVE_TOKEN;
  const { record, problem } = tokenState(context, request.token);
  if (problem || !record) throw tokenError(problem ?? UNPARSEABLE_TOKEN);
  const user = context.store.facebookUsers.get(record.userId);
  if (!user) throw tokenError(UNPARSEABLE_TOKEN);
  const proof = request.params.get('appsecret_proof');
  // Checked for the Facebook app's tokens only: a token of the other app is let through with
  // any proof (see the README), as a test of the app's `debug_token` check relies on.
  if (proof !== null && record.appId === context.store.facebook.appId) {
    const expected = createHmac('sha256', context.store.facebook.appSecret)
      .update(record.token)
      .digest('hex');
    if (proof !== expected) throw INVALID_APPSECRET_PROOF;
  }
  return { record, user };
}

function exchangeCode(context: FacebookGraphContext, params: URLSearchParams): GraphAnswer {
  const { store, tokens } = context;
  const clientId = params.get('client_id');
  if (!clientId) throw new GraphError(400, 101, 'Missing client_id parameter.');
  if (params.get('grant_type') === 'client_credentials') {
    if (clientId !== store.facebook.appId) throw INVALID_APP_ID;
    if (params.get('client_secret') !== store.facebook.appSecret) throw INVALID_CLIENT_SECRET;
    const token = `${store.facebook.appId}|${randomBase62(27)}`;
    context.appTokens.add(token);
    return ok({ access_token: token, token_type: 'bearer' });
  }
  const grantType = params.get('grant_type');
  if (grantType !== null && grantType !== 'authorization_code') {
    throw new GraphError(
      400,
      100,
      `Invalid grant_type: '${grantType}'. Supported types: authorization_code, client_credentials, fb_exchange_token`,
    );
  }
  if (clientId !== store.facebook.appId) throw INVALID_APP_ID;
  const redirectUri = params.get('redirect_uri');
  if (redirectUri === null) throw new GraphError(400, 100, 'Missing redirect_uri parameter.');
  if (params.get('client_secret') !== store.facebook.appSecret) throw INVALID_CLIENT_SECRET;
  const code = params.get('code');
  if (!code) throw new GraphError(400, 100, 'Missing code parameter.');
  const record = tokens.facebookCodes.get(code);
  if (!record || record.appId !== clientId)
    throw new GraphError(400, 100, 'Invalid verification code format.');
  if (record.used)
    throw new GraphError(
      400,
      100,
      'This authorization code has been used.',
      'OAuthException',
      36009,
    );
  if (context.now() >= record.expiresAt)
    throw new GraphError(400, 100, 'This authorization code has expired.', 'OAuthException', 36007);
  if (redirectUri !== record.redirectUri) {
    throw new GraphError(
      400,
      100,
      'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      'OAuthException',
      36008,
    );
  }
  record.used = true;
  const token = tokens.issueFacebookToken({
    appId: record.appId,
    userId: record.userId,
    scopes: record.scopes,
    declined: record.declined,
  });
  return bearerToken(token, context.now());
}

function debugToken(context: FacebookGraphContext, request: GraphRequest): GraphAnswer {
  const { store } = context;
  const appToken = request.token;
  if (!appToken) throw TOKEN_REQUIRED;
  if (appToken.includes('|')) {
    const valid =
      appToken === `${store.facebook.appId}|${store.facebook.appSecret}` ||
      context.appTokens.has(appToken);
    if (!valid) throw INVALID_APP_TOKEN;
  } else if (context.tokens.facebookTokens.has(appToken)) {
    throw new GraphError(
      400,
      100,
      '(#100) You must provide an app access token, or a user access token that is an owner or developer of the app',
    );
  } else {
    throw tokenError(UNPARSEABLE_TOKEN);
  }
  const input = request.params.get('input_token');
  if (!input) throw missingParameter('input_token');
  const { record, problem } = tokenState(context, input);
  if (!record) {
    return ok({ data: { error: problem, is_valid: false, scopes: [] } });
  }
  const application =
    record.appId === store.facebook.appId ? store.facebook.name : store.otherApp.name;
  return ok({
    data: {
      app_id: record.appId,
      type: 'USER',
      application,
      data_access_expires_at: seconds(record.dataAccessExpiresAt),
      ...(problem ? { error: problem } : {}),
      expires_at: seconds(record.expiresAt),
      is_valid: problem === null,
      issued_at: seconds(record.issuedAt),
      scopes: record.scopes,
      granular_scopes: record.scopes.map((scope) => ({ scope })),
      user_id: record.userId,
    },
  });
}

function pictureUrl(context: FacebookGraphContext, user: FacebookUser): string {
  return `${context.store.origin}/platform-lookaside.fbsbx.com/platform/profilepic/?asid=${user.id}&height=50&width=50`;
}

function readUser(
  context: FacebookGraphContext,
  record: FacebookToken,
  user: FacebookUser,
  fields: string,
): GraphAnswer {
  const names = parseFields(fields);
  const body: Record<string, unknown> = {};
  for (const name of names) {
    if (!(USER_FIELDS as readonly string[]).includes(name)) throw unknownField(name, 'User');
    if (name === 'id') body.id = user.id;
    if (name === 'name') body.name = user.name;
    if (name === 'first_name') body.first_name = user.name.split(' ')[0] ?? user.name;
    if (name === 'last_name') body.last_name = user.name.split(' ').slice(1).join(' ');
    if (name === 'email' && record.scopes.includes('email') && user.email) body.email = user.email;
    if (name === 'picture') {
      body.picture = {
        data: { height: 50, is_silhouette: false, url: pictureUrl(context, user), width: 50 },
      };
    }
  }
  // Graph always answers the node's id.
  if (!('id' in body)) body.id = user.id;
  return ok(body);
}

function permissions(record: FacebookToken): GraphAnswer {
  return ok({
    data: [
      ...record.scopes.map((permission) => ({ permission, status: 'granted' })),
      ...record.declined.map((permission) => ({ permission, status: 'declined' })),
    ],
  });
}

function removePermissions(
  context: FacebookGraphContext,
  record: FacebookToken,
  permission: string | undefined,
): GraphAnswer {
  if (permission === undefined || permission === 'public_profile') {
    context.tokens.revokeFacebook(record.appId, record.userId);
    return ok({ success: true });
  }
  for (const token of context.tokens.facebookTokens.values()) {
    if (token.appId === record.appId && token.userId === record.userId) {
      if (token.scopes.includes(permission)) {
        token.scopes = token.scopes.filter((s) => s !== permission);
        token.declined = [...token.declined, permission];
      }
    }
  }
  return ok({ success: true });
}

/** Answers a graph.facebook.com request, throwing {@link GraphError} for refusals. */
export function handleFacebookGraph(
  context: FacebookGraphContext,
  request: GraphRequest,
): GraphAnswer {
  const { method, path, params } = request;
  if (path === '/oauth/access_token') {
    if (method !== 'GET' && method !== 'POST') throw unsupportedMethod(method);
    return exchangeCode(context, params);
  }
  if (path === '/debug_token') {
    if (method !== 'GET') throw unsupportedMethod(method);
    return debugToken(context, request);
  }
  const node = /^\/([^/]+)(?:\/(permissions)(?:\/([^/]+))?)?\/?$/.exec(path);
  if (!node) throw unknownPath(path);
  const [, id, edge, permission] = node;
  if (id !== 'me' && !/^\d+$/.test(id!)) throw unknownPath(path);
  const { record, user } = requireUserToken(context, request);
  if (id !== 'me' && id !== user.id && !edge && context.store.instagramAccounts.has(id!)) {
    return handleInstagramUserNode(context, request, record, id!);
  }
  if (id !== 'me' && id !== user.id) {
    if (edge && method === 'DELETE')
      throw new GraphError(403, 200, '(#200) Permissions error', 'OAuthException');
    throw unreadableObject(id!);
  }
  if (!edge) {
    if (permission !== undefined || method !== 'GET') throw unsupportedMethod(method);
    return readUser(context, record, user, params.get('fields') ?? 'id,name');
  }
  if (method === 'GET' && permission === undefined) return permissions(record);
  if (method === 'DELETE') return removePermissions(context, record, permission);
  throw unsupportedMethod(method);
}
