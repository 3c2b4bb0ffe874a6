import Stripe from 'stripe';
import { handleApi } from './api';
import { type PaymentOutcome, type RenewalResult, renew, retryPayment } from './billing';
import { Catalog, DEFAULT_PRICES, type FakePrice } from './catalog';
import { completeCheckout, expireDueSessions, expireSession } from './checkout';
import { FakeStripeError, StripeApiError } from './errors';
import { EventLog, type FakeEvent } from './events';
import { sendHtml } from '../kit/http';
import { listen } from '../kit/server';
import { handleHosted } from './hosted';
import { IdempotencyStore } from './idempotency';
import { errorPage } from './pages';
import { stripeSignatureHeader } from './signing';
import { FakeStripeStore } from './store';
import { cancelSubscription, changeSubscription, subscriptionForTest } from './subscriptions';
import { deliversWebhooks } from './webhook-endpoints';
import { type FakeDelivery, type ReleaseOptions, WebhookSender } from './webhooks';

export { DEFAULT_PRICES, type FakePrice, type Interval } from './catalog';
export { DECLINED_CARD, SUCCESS_CARD } from './cards';
export { FakeStripeError } from './errors';
export type { FakeEvent, FakeEventType } from './events';
export type { PaymentOutcome, RenewalResult } from './billing';
export type { DeliveryState, FakeDelivery, ReleaseOptions } from './webhooks';

/**
 * A local Stripe for server tests, Playwright and the demo, spoken to through the official SDK
 * (`new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`): customers, subscription-mode
 * Checkout Sessions and their hosted page, customer-portal sessions and the portal, subscriptions,
 * invoices, prices, events, signed webhook deliveries with retries, and a dashboard to renew, fail
 * and cancel subscriptions. It refuses what Stripe refuses (bad key, unknown ids and parameters,
 * metadata over the limits, a reused idempotency key …) with Stripe's error envelope.
 */

/** Options of {@link startFakeStripe}. */
export interface FakeStripeOptions {
  /** The only API key accepted (`sk_test_…`). */
  secretKey: string;
  /** The webhook endpoint's signing secret (`whsec_…`). */
  webhookSecret: string;
  /** Where events are POSTed; none (the default) records them without sending. */
  webhookUrl?: string | null;
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** What is for sale (default {@link DEFAULT_PRICES}: Starter $49, Pro $149 a month). */
  prices?: readonly FakePrice[];
  /** The clock (default the real one): timestamps, periods, expiry, signature times. */
  now?: () => Date;
  /** Waits before each webhook retry, ms (default [1000, 5000, 30000]: 4 attempts). */
  retryDelaysMs?: readonly number[];
  /** How long a webhook receiver has to answer, ms (default 10 000). */
  webhookTimeoutMs?: number;
  /** API version of events and of answers to requests naming none (default the SDK's). */
  apiVersion?: string;
  /** The business the hosted pages name (default "Collabify"). */
  businessName?: string;
  /** Log each request and webhook attempt to the console. */
  log?: boolean;
}

/** A change through {@link FakeStripe.updateSubscription}, as the portal makes it. */
export interface FakeSubscriptionChange {
  /** Switch the item to this price. */
  price?: string;
  cancelAtPeriodEnd?: boolean;
  /** Replaces the metadata. */
  metadata?: Record<string, string>;
}

/** A running fake. Objects returned are copies. */
export interface FakeStripe {
  /** `http://127.0.0.1:{port}`. */
  readonly origin: string;
  readonly port: number;
  /** The API version of events. */
  readonly apiVersion: string;
  /** Every event, oldest first (as created; `pending_webhooks` as at creation). */
  readonly events: readonly FakeEvent[];
  /** Every webhook attempt, oldest first. */
  readonly deliveries: readonly FakeDelivery[];
  readonly prices: readonly Stripe.Price[];
  readonly customers: readonly Stripe.Customer[];
  readonly checkoutSessions: readonly Stripe.Checkout.Session[];
  readonly subscriptions: readonly Stripe.Subscription[];
  readonly invoices: readonly Stripe.Invoice[];
  readonly webhookUrl: string | null;
  /** Sends later events here (null: record only). */
  setWebhookUrl(url: string | null): void;
  /**
   * What "Subscribe" on the hosted page does: pays with `card` (default 4242…), creates the
   * subscription and its paid invoice, completes the session, emits the events. Throws
   * {@link FakeStripeError} for a declined card, a missing email or a session not open.
   */
  completeCheckout(
    sessionId: string,
    options?: { card?: string; email?: string },
  ): Promise<Stripe.Subscription>;
  /** Expires an open session (`checkout.session.expired`). */
  expireCheckout(sessionId: string): Promise<Stripe.Checkout.Session>;
  /**
   * The current period ends: a new period and its invoice, paid or failed (default "succeeds"); a
   * subscription set to cancel at period end ends instead (`invoice` null).
   */
  renew(subscriptionId: string, options?: { payment?: PaymentOutcome }): Promise<RenewalResult>;
  /** Tries the latest open invoice again (default "succeeds"): past_due → active when paid. */
  retryPayment(
    subscriptionId: string,
    options?: { payment?: PaymentOutcome },
  ): Promise<Stripe.Invoice>;
  /** What the portal's buttons do (`customer.subscription.updated`). */
  updateSubscription(
    subscriptionId: string,
    change: FakeSubscriptionChange,
  ): Promise<Stripe.Subscription>;
  /** Cancels now (`customer.subscription.deleted`). */
  cancelSubscription(subscriptionId: string): Promise<Stripe.Subscription>;
  /** Keeps new events instead of sending them, until {@link releaseDeliveries}. */
  holdDeliveries(): void;
  /** Sends the held events in creation or reverse order, optionally all twice. */
  releaseDeliveries(options?: ReleaseOptions): Promise<void>;
  /** Sends an event again, once. */
  redeliver(eventId: string): Promise<FakeDelivery>;
  /** Resolves when no delivery is being sent or waiting for a retry. */
  settled(): Promise<void>;
  /** A `Stripe-Signature` value for `payload` (default: now, the webhook secret). */
  signatureHeader(payload: string, options?: { timestamp?: number; secret?: string }): string;
  close(): Promise<void>;
}

/** The webhook retry schedule by default (ms). */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 5000, 30000];

/** Starts the fake on 127.0.0.1. */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const now = options.now ?? (() => new Date());
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  const apiVersion = options.apiVersion ?? Stripe.API_VERSION;
  const webhooks = new WebhookSender({
    secret: options.webhookSecret,
    url: options.webhookUrl ?? null,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    timeoutMs: options.webhookTimeoutMs ?? 10_000,
    now,
    ...(options.log ? { log: true } : {}),
  });
  const events: EventLog = new EventLog({
    apiVersion,
    nowSeconds,
    endpoints: (): number => (deliversWebhooks(store) ? 1 : 0),
    onEvent: (event): void => {
      if (deliversWebhooks(store)) webhooks.enqueue(event);
    },
  });
  const store: FakeStripeStore = new FakeStripeStore(
    new Catalog(options.prices ?? DEFAULT_PRICES, nowSeconds()),
    events,
    now,
    options.businessName ?? 'Collabify',
  );
  const idempotency = new IdempotencyStore(() => now().getTime());

  const local = await listen({
    name: 'stripe',
    port: options.port,
    log: options.log,
    handle: async (req, res) => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (path.startsWith('/v1/')) {
        return handleApi(req, res, {
          store,
          secretKey: options.secretKey,
          apiVersion,
          idempotency,
          pendingWebhooks: (id) => webhooks.pending(id),
          ...(options.log ? { log: true } : {}),
        });
      }
      if (!(await handleHosted(req, res, { store, webhooks })))
        sendHtml(res, 404, errorPage('Not found', 'There is nothing at this address.'));
    },
    internalError: (res) => sendHtml(res, 500, errorPage('Error', 'Something went wrong.')),
  });
  store.origin = local.origin;
  store.webhookUrl = () => webhooks.url;

  /** Runs a programmatic action, turning API refusals into FakeStripeError. */
  const act = async <T>(action: () => T): Promise<T> => {
    try {
      expireDueSessions(store);
      return action();
    } catch (error) {
      if (error instanceof StripeApiError) throw new FakeStripeError(error.message);
      throw error;
    }
  };
  const copy = <T>(value: T): T => structuredClone(value);

  return {
    origin: local.origin,
    port: local.port,
    apiVersion,
    get events() {
      return events.all;
    },
    get deliveries() {
      return webhooks.deliveries;
    },
    get prices() {
      return copy([...store.catalog.prices.values()]);
    },
    get customers() {
      return copy([...store.customers.values()]);
    },
    get checkoutSessions() {
      return copy([...store.checkoutSessions.values()].map((r) => r.session));
    },
    get subscriptions() {
      return copy([...store.subscriptions.values()].map((r) => r.subscription));
    },
    get invoices() {
      return copy([...store.invoices.values()]);
    },
    get webhookUrl() {
      return webhooks.url;
    },
    setWebhookUrl(url) {
      webhooks.url = url;
    },
    completeCheckout: (sessionId, checkout = {}) =>
      act(() => {
        const record = store.checkoutSessions.get(sessionId);
        if (!record) throw new FakeStripeError(`No such checkout.session: '${sessionId}'`);
        const result = completeCheckout(store, record, {
          card: checkout.card ?? '4242 4242 4242 4242',
          ...(checkout.email !== undefined ? { email: checkout.email } : {}),
        });
        if (!result.ok) throw new FakeStripeError(result.message);
        return copy(result.subscription);
      }),
    expireCheckout: (sessionId) =>
      act(() => {
        const record = store.checkoutSessions.get(sessionId);
        if (!record) throw new FakeStripeError(`No such checkout.session: '${sessionId}'`);
        return copy(expireSession(store, record));
      }),
    renew: (subscriptionId, renewal = {}) =>
      act(() =>
        copy(
          renew(store, subscriptionForTest(store, subscriptionId), renewal.payment ?? 'succeeds'),
        ),
      ),
    retryPayment: (subscriptionId, retry = {}) =>
      act(() =>
        copy(
          retryPayment(
            store,
            subscriptionForTest(store, subscriptionId),
            retry.payment ?? 'succeeds',
          ),
        ),
      ),
    updateSubscription: (subscriptionId, change) =>
      act(() =>
        copy(
          changeSubscription(store, subscriptionForTest(store, subscriptionId), {
            ...(change.price !== undefined ? { priceId: change.price } : {}),
            ...(change.cancelAtPeriodEnd !== undefined
              ? { cancelAtPeriodEnd: change.cancelAtPeriodEnd }
              : {}),
            ...(change.metadata !== undefined ? { metadata: { ...change.metadata } } : {}),
          }),
        ),
      ),
    cancelSubscription: (subscriptionId) =>
      act(() => copy(cancelSubscription(store, subscriptionForTest(store, subscriptionId)))),
    holdDeliveries: () => webhooks.hold(),
    releaseDeliveries: (release) => webhooks.release(release),
    redeliver: async (eventId) => {
      if (!events.get(eventId)) throw new FakeStripeError(`No such event: '${eventId}'`);
      if (!webhooks.url) throw new FakeStripeError('No webhook URL is set');
      return webhooks.redeliver(eventId);
    },
    settled: () => webhooks.settled(),
    signatureHeader: (payload, signing = {}) =>
      stripeSignatureHeader(
        payload,
        signing.secret ?? options.webhookSecret,
        signing.timestamp ?? nowSeconds(),
      ),
    close: async () => {
      webhooks.close();
      await webhooks.settled();
      await local.close();
    },
  };
}
