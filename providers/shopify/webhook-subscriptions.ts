import { type PagingArgs, paginate } from './connection';
import { type AdminContext, isoDateTime } from './context';
import { gid, parseGid } from './ids';
import { mapConnection } from './products';
import { hasScope } from './scopes';
import { type FakeWebhookSubscription, WEBHOOK_TOPICS, type WebhookTopic } from './store';

/**
 * Webhook subscriptions through the Admin API, as `@shopify/shopify-api`'s `webhooks.register`
 * reads and writes them (SDK `lib/webhooks/register.ts`, `query-template.ts`): the
 * `webhookSubscriptions` list (with the deprecated `endpoint { … on WebhookHttpEndpoint { callbackUrl } }`
 * and `callbackUrl` next to the current `uri`), and `webhookSubscriptionCreate/Update/Delete`
 * answering `userErrors { field message }`
 * (https://shopify.dev/docs/api/admin-graphql/latest/mutations/webhookSubscriptionCreate,
 * https://shopify.dev/changelog/consolidate-webhook-graphql-surfaces).
 */

/** A `UserError` of the webhook mutations. */
export interface UserError {
  field: string[] | null;
  message: string;
}

/** Scope a topic needs (order topics carry order data). */
const TOPIC_SCOPES: Partial<Record<WebhookTopic, string>> = {
  ORDERS_CREATE: 'read_orders',
  ORDERS_PAID: 'read_orders',
  ORDERS_UPDATED: 'read_orders',
  REFUNDS_CREATE: 'read_orders',
  FULFILLMENTS_CREATE: 'read_fulfillments',
  FULFILLMENTS_UPDATE: 'read_fulfillments',
};

/**
 * Why a callback URL is refused, or null: Shopify requires https; the fake also takes http on
 * 127.0.0.1, localhost and ::1 so that local receivers work.
 */
export function callbackUrlProblem(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'Address is invalid';
  }
  if (url.protocol === 'https:') return null;
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol === 'http:' && local) return null;
  return `Address protocol ${url.protocol}// is not supported (use https)`;
}

type Input = Record<string, unknown>;

function readInput(input: Input): { uri: string | undefined; uriField: string } {
  if (typeof input.uri === 'string') return { uri: input.uri.trim(), uriField: 'uri' };
  if (typeof input.callbackUrl === 'string') {
    return { uri: input.callbackUrl.trim(), uriField: 'callbackUrl' };
  }
  return { uri: undefined, uriField: 'callbackUrl' };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').sort() : [];
}

/** The GraphQL `WebhookSubscription` object. */
export function presentSubscription(sub: FakeWebhookSubscription) {
  return {
    __typename: 'WebhookSubscription',
    id: gid('WebhookSubscription', sub.id),
    topic: sub.topic,
    uri: sub.uri,
    callbackUrl: sub.uri,
    endpoint: { __typename: 'WebhookHttpEndpoint', callbackUrl: sub.uri },
    format: sub.format,
    includeFields: sub.includeFields,
    metafieldNamespaces: sub.metafieldNamespaces,
    filter: sub.filter,
    apiVersion: { handle: sub.apiVersion, displayName: sub.apiVersion, supported: true },
    legacyResourceId: String(sub.id),
    createdAt: isoDateTime(sub.createdAt),
    updatedAt: isoDateTime(sub.updatedAt),
  };
}

/** `webhookSubscriptions(first, after, topics, format, uri, callbackUrl, sortKey, reverse)`. */
export function listSubscriptions(
  args: PagingArgs & {
    topics?: WebhookTopic[] | null;
    format?: string | null;
    uri?: string | null;
    callbackUrl?: string | null;
    reverse?: boolean;
  },
  ctx: AdminContext,
) {
  const address = args.uri ?? args.callbackUrl ?? null;
  const list = ctx.shop.webhookSubscriptions.filter(
    (s) =>
      (!args.topics?.length || args.topics.includes(s.topic)) &&
      (!args.format || s.format === args.format) &&
      (address === null || s.uri === address),
  );
  if (args.reverse) list.reverse();
  return mapConnection(
    paginate('webhookSubscriptions', list, args, (s) => s.id),
    presentSubscription,
  );
}

/** `webhookSubscriptionCreate(topic, webhookSubscription)`. */
export function createSubscription(topic: WebhookTopic, input: Input, ctx: AdminContext) {
  const errors: UserError[] = [];
  const { uri, uriField } = readInput(input);
  const field = ['webhookSubscription', uriField];
  const scope = TOPIC_SCOPES[topic];
  if (scope && !hasScope(ctx.token.scope, scope)) {
    errors.push({
      field: ['topic'],
      message: `Access denied for ${WEBHOOK_TOPICS[topic]} webhook: requires \`${scope}\` access scope.`,
    });
  }
  if (!uri) errors.push({ field, message: "Address can't be blank" });
  else {
    const problem = callbackUrlProblem(uri);
    if (problem) errors.push({ field, message: problem });
    else if (ctx.shop.webhookSubscriptions.some((s) => s.topic === topic && s.uri === uri)) {
      errors.push({ field, message: 'Address for this topic has already been taken' });
    }
  }
  if (errors.length > 0 || !uri) return { webhookSubscription: null, userErrors: errors };
  const now = ctx.now();
  const sub: FakeWebhookSubscription = {
    id: ctx.store.nextId('webhookSubscription'),
    topic,
    uri,
    format: input.format === 'XML' ? 'XML' : 'JSON',
    includeFields: stringList(input.includeFields),
    metafieldNamespaces: stringList(input.metafieldNamespaces),
    filter: typeof input.filter === 'string' ? input.filter : null,
    apiVersion: ctx.apiVersion,
    createdAt: now,
    updatedAt: now,
  };
  ctx.shop.webhookSubscriptions.push(sub);
  return { webhookSubscription: presentSubscription(sub), userErrors: [] };
}

function findSubscription(id: unknown, ctx: AdminContext): FakeWebhookSubscription | undefined {
  const numeric = parseGid(id, 'WebhookSubscription');
  return ctx.shop.webhookSubscriptions.find((s) => s.id === numeric);
}

const NOT_FOUND: UserError = { field: ['id'], message: 'Webhook subscription does not exist' };

/** `webhookSubscriptionUpdate(id, webhookSubscription)`. */
export function updateSubscription(id: unknown, input: Input, ctx: AdminContext) {
  const sub = findSubscription(id, ctx);
  if (!sub) return { webhookSubscription: null, userErrors: [NOT_FOUND] };
  const { uri, uriField } = readInput(input);
  if (uri !== undefined) {
    const problem = uri ? callbackUrlProblem(uri) : "Address can't be blank";
    const taken = ctx.shop.webhookSubscriptions.some(
      (s) => s !== sub && s.topic === sub.topic && s.uri === uri,
    );
    if (problem || taken) {
      return {
        webhookSubscription: null,
        userErrors: [
          {
            field: ['webhookSubscription', uriField],
            message: problem ?? 'Address for this topic has already been taken',
          },
        ],
      };
    }
    sub.uri = uri;
  }
  if (input.format === 'JSON' || input.format === 'XML') sub.format = input.format;
  if (input.includeFields !== undefined) sub.includeFields = stringList(input.includeFields);
  if (input.metafieldNamespaces !== undefined) {
    sub.metafieldNamespaces = stringList(input.metafieldNamespaces);
  }
  if (input.filter !== undefined)
    sub.filter = typeof input.filter === 'string' ? input.filter : null;
  sub.updatedAt = ctx.now();
  return { webhookSubscription: presentSubscription(sub), userErrors: [] };
}

/** `webhookSubscriptionDelete(id)`. */
export function deleteSubscription(id: unknown, ctx: AdminContext) {
  const sub = findSubscription(id, ctx);
  if (!sub) return { deletedWebhookSubscriptionId: null, userErrors: [NOT_FOUND] };
  ctx.shop.webhookSubscriptions = ctx.shop.webhookSubscriptions.filter((s) => s !== sub);
  return { deletedWebhookSubscriptionId: gid('WebhookSubscription', sub.id), userErrors: [] };
}
