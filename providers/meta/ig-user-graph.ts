import { type FieldNode, parseFieldTree } from './fields';
import {
  GraphError,
  NO_PERMISSION,
  cannotFindUser,
  missingParameter,
  unknownField,
  unreadableObject,
  unsupportedMethod,
} from './graph-errors';
import type { GraphAnswer, GraphRequest } from './graph-request';
import { pictureUrl } from './instagram-graph';
import { MEDIA_FIELDS, mediaItem, mediaLimit, mediaPage } from './media';
import { type InstagramAccount, type MetaStore, isProfessional } from './store';
import type { FacebookToken } from './tokens';
import type { GraphTraffic } from './traffic';

/**
 * graph.facebook.com's IG User node, the Instagram API with Facebook Login
 * (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user,
 * …/reference/ig-user/business_discovery, integrations.md §4.3):
 *
 * - `GET /{ig-user-id}?fields=…` with a Facebook user token of a person managing a Page linked
 *   to that account (else 100 / 33, as for any object the token cannot read), holding
 *   `instagram_basic` and `pages_read_engagement` (else 10);
 * - `business_discovery.username(NAME){fields}` reads another business or creator account's
 *   public fields and media (`media.limit(N){…}`, `.after(cursor)`, `.before(cursor)`), newest
 *   first, 25 by default, at most 100, with `paging.cursors`; `like_count` is left out where the
 *   owner hid it. An unknown username and a personal account are refused alike (110 / 2207013
 *   "Cannot find User"). Each such call counts against the caller's business-use-case limit
 *   and answers `X-Business-Use-Case-Usage` (see traffic.ts).
 */

/** Permissions the IG User node and business discovery need (the IG User reference). */
export const IG_USER_PERMISSIONS = ['instagram_basic', 'pages_read_engagement'] as const;

/** Public IG User fields (the ones business discovery can expand). */
const USER_FIELDS = [
  'id',
  'username',
  'name',
  'biography',
  'website',
  'profile_picture_url',
  'followers_count',
  'follows_count',
  'media_count',
  'media',
] as const;

/** What the handler reads and changes. */
export interface IgUserGraphContext {
  store: MetaStore;
  traffic: GraphTraffic;
}

function media(account: InstagramAccount, node: FieldNode, byOwner: boolean) {
  const names = (node.children ?? [{ name: 'id' }]).map((child) => child.name);
  for (const name of names) {
    if (!(MEDIA_FIELDS as readonly string[]).includes(name)) throw unknownField(name, 'IGMedia');
  }
  const { modifiers } = node;
  const page = mediaPage(
    account.media,
    {
      limit: mediaLimit(modifiers.get('limit'), 'OAuthException'),
      after: modifiers.get('after'),
      before: modifiers.get('before'),
    },
    'OAuthException',
  );
  const data = page.items.map((m) => mediaItem(account, m, names, byOwner));
  return page.cursors ? { data, paging: { cursors: page.cursors } } : { data };
}

/** The account's fields `nodes` ask for, `id` always; `byOwner` false for business discovery. */
function readAccount(
  context: IgUserGraphContext,
  account: InstagramAccount,
  nodes: readonly FieldNode[],
  byOwner: boolean,
  discovery?: (node: FieldNode) => unknown,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const node of nodes) {
    if (node.name === 'business_discovery' && discovery) {
      body.business_discovery = discovery(node);
      continue;
    }
    if (!(USER_FIELDS as readonly string[]).includes(node.name))
      throw unknownField(node.name, 'IGUser');
    const values: Record<(typeof USER_FIELDS)[number], () => unknown> = {
      id: () => account.userId,
      username: () => account.username,
      name: () => account.name || undefined,
      biography: () => account.biography ?? undefined,
      website: () => account.website ?? undefined,
      profile_picture_url: () => pictureUrl(context, account),
      followers_count: () => account.followers,
      follows_count: () => account.follows,
      media_count: () => account.mediaCount,
      media: () => media(account, node, byOwner),
    };
    const value = values[node.name as (typeof USER_FIELDS)[number]]();
    if (value !== undefined) body[node.name] = value;
  }
  if (!('id' in body)) body.id = account.userId;
  return body;
}

/** `business_discovery.username(NAME){…}`: another professional account's public fields. */
function discover(context: IgUserGraphContext, node: FieldNode): Record<string, unknown> {
  const username = node.modifiers.get('username');
  if (!username) throw missingParameter('username');
  const target = context.store.findInstagramAccount({ username });
  if (!target || !isProfessional(target.accountType)) throw cannotFindUser(username);
  return readAccount(context, target, node.children ?? [], false);
}

/**
 * Answers `/{ig-user-id}` on graph.facebook.com for the token `record` (live, checked by the
 * caller), throwing {@link GraphError} for refusals.
 */
export function handleInstagramUserNode(
  context: IgUserGraphContext,
  request: GraphRequest,
  record: FacebookToken,
  igUserId: string,
): GraphAnswer {
  const account = context.store.instagramAccounts.get(igUserId);
  if (!account || !context.store.managesInstagramAccount(record.userId, igUserId))
    throw unreadableObject(igUserId);
  if (request.method !== 'GET') throw unsupportedMethod(request.method);
  if (!IG_USER_PERMISSIONS.every((scope) => record.scopes.includes(scope))) throw NO_PERMISSION;
  const nodes = parseFieldTree(request.params.get('fields') ?? 'id');
  if (!nodes.some((node) => node.name === 'business_discovery')) {
    return { status: 200, body: readAccount(context, account, nodes, true) };
  }
  const usage = context.traffic.businessDiscoveryCall(account.userId);
  try {
    const body = readAccount(context, account, nodes, true, (node) => discover(context, node));
    return { status: 200, body, headers: usage };
  } catch (error) {
    if (error instanceof GraphError) throw error.withHeaders(usage);
    throw error;
  }
}
