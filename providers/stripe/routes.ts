import type Stripe from 'stripe';
import {
  createCheckoutSession,
  expireSession,
  readCheckoutInput,
  requireSession,
} from './checkout';
import { createCustomer, readCustomerInput, requireCustomer, updateCustomer } from './customers';
import { invalidParam, noSuch } from './errors';
import type { EventRequest, FakeEvent } from './events';
import { expand } from './expand';
import { requireInvoice, subscriptionOf } from './invoices';
import { newestFirst, paginate, readPagination } from './list';
import { type MetadataUpdate, applyMetadata, readMetadata } from './metadata';
import type { Params } from './params';
import { createPortalSession, readPortalInput } from './portal';
import type { FakeStripeStore } from './store';
import { requireWebhookEndpoint, webhookEndpoint } from './webhook-endpoints';
import {
  LIVE_STATUSES,
  cancelSubscription,
  changeSubscription,
  requireSubscription,
  type SubscriptionChange,
} from './subscriptions';

/**
 * The `/v1` endpoints the fake implements. Each handler reads the parameters it takes, calls
 * `params.finish()` (anything else is `parameter_unknown`), then runs. Answers pass through
 * `expand[]`.
 */

/** What a handler gets. */
export interface ApiContext {
  store: FakeStripeStore;
  params: Params;
  /** `expand[]` of the request. */
  expand: string[];
  /** The request, as events it causes name it. */
  request: EventRequest;
  /** Webhooks still to deliver for an event (its live `pending_webhooks`). */
  pendingWebhooks: (eventId: string) => number;
}

type Handler = (ctx: ApiContext, ids: string[]) => object;

/** One route: method, path pattern (ids captured), handler. */
export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handler: Handler;
}

const ID = '([^/]+)';

function out<T>(ctx: ApiContext, value: T): T {
  return expand(value, ctx.expand, (id) => ctx.store.lookup(id));
}

function eventView(ctx: ApiContext, event: FakeEvent): FakeEvent {
  return { ...event, pending_webhooks: ctx.pendingWebhooks(event.id) };
}

const SUBSCRIPTION_STATUS_FILTERS = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
] as const;

/** What `POST /v1/subscriptions/{id}` asks. */
interface SubscriptionRequest {
  itemId?: string;
  priceId?: string;
  quantity?: number;
  cancelAtPeriodEnd?: boolean;
  metadata?: MetadataUpdate;
}

function readSubscriptionRequest(params: Params): SubscriptionRequest {
  const request: SubscriptionRequest = {};
  const cancelAtPeriodEnd = params.boolean('cancel_at_period_end');
  if (cancelAtPeriodEnd !== undefined) request.cancelAtPeriodEnd = cancelAtPeriodEnd;
  // No prorations are billed (README), so the behaviour is checked and has no effect.
  params.oneOf('proration_behavior', ['always_invoice', 'create_prorations', 'none'] as const);
  const items = params.list('items');
  if (items && items.length > 1) {
    throw invalidParam('items[1]', 'The local Stripe supports one item per subscription.');
  }
  const item = items?.[0];
  if (item) {
    const itemId = item.string('id', { maxLength: 5000 });
    const priceId = item.string('price', { maxLength: 5000 });
    const quantity = item.integer('quantity', { min: 1 });
    if (!itemId) {
      throw invalidParam(
        'items[0][id]',
        'The local Stripe supports one item per subscription: pass items[0][id] (the current item) to change its price or quantity.',
      );
    }
    request.itemId = itemId;
    if (priceId !== undefined) request.priceId = priceId;
    if (quantity !== undefined) request.quantity = quantity;
  }
  const metadata = readMetadata(params);
  if (metadata) request.metadata = metadata;
  params.finish();
  return request;
}

/** The routes, first match wins. */
export const ROUTES: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/customers$/,
    handler: (ctx) => {
      const input = readCustomerInput(ctx.params);
      ctx.params.finish();
      return out(ctx, createCustomer(ctx.store, input, ctx.request));
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/customers$/,
    handler: (ctx) => {
      const email = ctx.params.string('email', { maxLength: 512 });
      const page = readPagination(ctx.params);
      ctx.params.finish();
      const customers = newestFirst(ctx.store.customers.values()).filter(
        (customer) => email === undefined || customer.email === email,
      );
      return out(ctx, paginate(customers, page, '/v1/customers', 'customer'));
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/customers/${ID}$`),
    handler: (ctx, [id]) => {
      ctx.params.finish();
      return out(ctx, requireCustomer(ctx.store, id!));
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/customers/${ID}$`),
    handler: (ctx, [id]) => {
      const input = readCustomerInput(ctx.params);
      ctx.params.finish();
      const customer = requireCustomer(ctx.store, id!);
      return out(ctx, updateCustomer(ctx.store, customer, input, ctx.request));
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    handler: (ctx) => {
      const input = readCheckoutInput(ctx.params, ctx.store.nowSeconds());
      ctx.params.finish();
      return out(ctx, createCheckoutSession(ctx.store, input));
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions$/,
    handler: (ctx) => {
      const customer = ctx.params.string('customer', { maxLength: 5000 });
      const subscription = ctx.params.string('subscription', { maxLength: 5000 });
      const status = ctx.params.oneOf('status', ['complete', 'expired', 'open'] as const);
      const page = readPagination(ctx.params);
      ctx.params.finish();
      const sessions = newestFirst(
        [...ctx.store.checkoutSessions.values()].map((record) => record.session),
      ).filter(
        (s) =>
          (customer === undefined || s.customer === customer) &&
          (subscription === undefined || s.subscription === subscription) &&
          (status === undefined || s.status === status),
      );
      return out(ctx, paginate(sessions, page, '/v1/checkout/sessions', 'checkout.session'));
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}$`),
    handler: (ctx, [id]) => {
      ctx.params.finish();
      return out(ctx, requireSession(ctx.store, id!).session);
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`),
    handler: (ctx, [id]) => {
      ctx.params.finish();
      return out(ctx, expireSession(ctx.store, requireSession(ctx.store, id!), ctx.request));
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/billing_portal\/sessions$/,
    handler: (ctx) => {
      const input = readPortalInput(ctx.params);
      ctx.params.finish();
      return out(ctx, createPortalSession(ctx.store, input));
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/subscriptions$/,
    handler: (ctx) => {
      const customer = ctx.params.string('customer', { maxLength: 5000 });
      const price = ctx.params.string('price', { maxLength: 5000 });
      const status = ctx.params.oneOf('status', SUBSCRIPTION_STATUS_FILTERS);
      const page = readPagination(ctx.params);
      ctx.params.finish();
      const matches = (sub: Stripe.Subscription) => {
        if (status === 'all') return true;
        if (status === 'ended')
          return sub.status === 'canceled' || sub.status === 'incomplete_expired';
        if (status) return sub.status === status;
        return LIVE_STATUSES.includes(sub.status);
      };
      const subscriptions = newestFirst(
        [...ctx.store.subscriptions.values()].map((record) => record.subscription),
      ).filter(
        (sub) =>
          (customer === undefined || sub.customer === customer) &&
          (price === undefined || sub.items.data.some((item) => item.price.id === price)) &&
          matches(sub),
      );
      return out(ctx, paginate(subscriptions, page, '/v1/subscriptions', 'subscription'));
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    handler: (ctx, [id]) => {
      ctx.params.finish();
      return out(ctx, requireSubscription(ctx.store, id!).subscription);
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    handler: (ctx, [id]) => {
      const input = readSubscriptionRequest(ctx.params);
      const record = requireSubscription(ctx.store, id!);
      const item = record.subscription.items.data[0]!;
      if (input.itemId !== undefined && input.itemId !== item.id) {
        throw noSuch('subscription_item', input.itemId, 'items[0][id]');
      }
      const change: SubscriptionChange = {};
      if (input.priceId !== undefined) change.priceId = input.priceId;
      if (input.quantity !== undefined) change.quantity = input.quantity;
      if (input.cancelAtPeriodEnd !== undefined) change.cancelAtPeriodEnd = input.cancelAtPeriodEnd;
      if (input.metadata)
        change.metadata = applyMetadata(record.subscription.metadata, input.metadata);
      return out(ctx, changeSubscription(ctx.store, record, change, ctx.request));
    },
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    handler: (ctx, [id]) => {
      // No usage or prorations are billed, so a final invoice would be empty: accepted, no effect.
      ctx.params.boolean('invoice_now');
      ctx.params.boolean('prorate');
      const details = ctx.params.object('cancellation_details');
      const comment = details?.string('comment', { maxLength: 5000, allowEmpty: true });
      const feedback = details?.oneOf('feedback', [
        'customer_service',
        'low_quality',
        'missing_features',
        'other',
        'switched_service',
        'too_complex',
        'too_expensive',
        'unused',
      ] as const);
      ctx.params.finish();
      const record = requireSubscription(ctx.store, id!);
      if (record.subscription.status !== 'canceled') {
        const current = record.subscription.cancellation_details!;
        record.subscription.cancellation_details = {
          ...current,
          ...(comment !== undefined ? { comment: comment || null } : {}),
          ...(feedback !== undefined ? { feedback } : {}),
        };
      }
      return out(ctx, cancelSubscription(ctx.store, record, ctx.request));
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/invoices$/,
    handler: (ctx) => {
      const customer = ctx.params.string('customer', { maxLength: 5000 });
      const subscription = ctx.params.string('subscription', { maxLength: 5000 });
      const status = ctx.params.oneOf('status', [
        'draft',
        'open',
        'paid',
        'uncollectible',
        'void',
      ] as const);
      const page = readPagination(ctx.params);
      ctx.params.finish();
      const invoices = newestFirst(ctx.store.invoices.values()).filter(
        (invoice) =>
          (customer === undefined || invoice.customer === customer) &&
          (subscription === undefined || subscriptionOf(invoice) === subscription) &&
          (status === undefined || invoice.status === status),
      );
      return out(ctx, paginate(invoices, page, '/v1/invoices', 'invoice'));
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/invoices/${ID}$`),
    handler: (ctx, [id]) => {
      ctx.params.finish();
      return out(ctx, requireInvoice(ctx.store, id!));
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/prices$/,
    handler: (ctx) => {
      const active = ctx.params.boolean('active');
      const product = ctx.params.string('product', { maxLength: 5000 });
      const type = ctx.params.oneOf('type', ['one_time', 'recurring'] as const);
      const page = readPagination(ctx.params);
      ctx.params.finish();
      const prices = [...ctx.store.catalog.prices.values()].filter(
        (price) =>
          (active === undefined || price.active === active) &&
          (product === undefined || price.product === product) &&
          (type === undefined || price.type === type),
      );
      return out(ctx, paginate(prices, page, '/v1/prices', 'price'));
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/prices/${ID}$`),
    handler: (ctx, [id]) => {
      ctx.params.finish();
      const price = ctx.store.catalog.prices.get(id!);
      if (!price) throw noSuch('price', id!);
      return out(ctx, price);
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/products/${ID}$`),
    handler: (ctx, [id]) => {
      ctx.params.finish();
      const product = ctx.store.catalog.products.get(id!);
      if (!product) throw noSuch('product', id!);
      return out(ctx, product);
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/webhook_endpoints$/,
    handler: (ctx) => {
      const page = readPagination(ctx.params);
      ctx.params.finish();
      const endpoint = webhookEndpoint(ctx.store);
      const endpoints = endpoint ? [endpoint] : [];
      return out(ctx, paginate(endpoints, page, '/v1/webhook_endpoints', 'webhook_endpoint'));
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/webhook_endpoints/${ID}$`),
    handler: (ctx, [id]) => {
      ctx.params.finish();
      return out(ctx, requireWebhookEndpoint(ctx.store, id!));
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/webhook_endpoints/${ID}$`),
    handler: (ctx, [id]) => {
      const disabled = ctx.params.boolean('disabled');
      ctx.params.finish();
      requireWebhookEndpoint(ctx.store, id!);
      if (disabled !== undefined) ctx.store.webhookEndpoint.disabled = disabled;
      return out(ctx, requireWebhookEndpoint(ctx.store, id!));
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/events$/,
    handler: (ctx) => {
      const type = ctx.params.string('type', { maxLength: 5000 });
      const types = ctx.params.stringList('types');
      if (type && types) {
        throw invalidParam(
          'types',
          'You may only specify one of these parameters: type, types.',
          'parameters_exclusive',
        );
      }
      const page = readPagination(ctx.params);
      ctx.params.finish();
      const wanted = types ?? (type ? [type] : null);
      const matches = (eventType: string) =>
        !wanted ||
        wanted.some((pattern) =>
          pattern.endsWith('.*')
            ? eventType.startsWith(pattern.slice(0, -1))
            : eventType === pattern,
        );
      const events = newestFirst(ctx.store.events.all)
        .filter((event) => matches(event.type))
        .map((event) => eventView(ctx, event));
      return out(ctx, paginate(events, page, '/v1/events', 'event'));
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/events/${ID}$`),
    handler: (ctx, [id]) => {
      ctx.params.finish();
      const event = ctx.store.events.get(id!);
      if (!event) throw noSuch('event', id!);
      return out(ctx, eventView(ctx, event));
    },
  },
];
