import Stripe from 'stripe';
import { z } from 'zod';
import type { PaidPlanId } from '@shared/constants/plans';
import { SUBSCRIPTION_STATUSES } from '@shared/schemas/billing';
import { providerBadResponse, providerUnavailable } from '../../errors';

/** What the Stripe integration needs: keys, the webhook secret and the price of each paid plan. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidPlanId, string>;
  /** Test and local demo only: the local Stripe's origin (`http://127.0.0.1:4020`). */
  testServerUrl?: string;
}

/** A Stripe subscription as billing stores it. Times are UTC. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  status: (typeof SUBSCRIPTION_STATUSES)[number];
  /** The plan of the first item's price; null for a price no plan has. */
  plan: PaidPlanId | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our user id, as Checkout put it in `subscription_data.metadata.userId`. */
  userId: string | null;
}

/**
 * A Checkout Session as billing reads it on the return from Checkout
 * (https://docs.stripe.com/api/checkout/sessions/object): who it is for, whether it was completed
 * and paid, and the subscription it created (read with it, `expand[]=subscription`).
 */
export interface CheckoutSessionState {
  id: string;
  mode: Stripe.Checkout.Session.Mode;
  /** `open` (not completed), `complete` or `expired`. */
  status: Stripe.Checkout.Session.Status | null;
  /** `paid`, `unpaid` (a payment still being confirmed) or `no_payment_required`. */
  paymentStatus: Stripe.Checkout.Session.PaymentStatus;
  customerId: string | null;
  /** Our user id, as the checkout was created with it. */
  clientReferenceId: string | null;
  /** The subscription it created (null before it completes). */
  subscription: SubscriptionState | null;
}

/** The signed webhook's event, verified. */
export type StripeEvent = Stripe.Event;

/** Thrown by {@link StripeClient.verifyEvent} when the signature or the timestamp is wrong. */
export class StripeSignatureError extends Error {}

/** Thrown by {@link StripeClient.verifyEvent} when a correctly signed body is not a Stripe event. */
export class StripePayloadError extends Error {}

/**
 * The fields of an event (https://docs.stripe.com/api/events/object) billing reads: `id`, `type`,
 * `created` (Unix seconds) and `data.object`. Other fields pass through.
 */
const eventShapeSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.int().nonnegative(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/** How many of a customer's subscriptions a sync reads (one checkout makes one; 409 guards more). */
export const SUBSCRIPTION_LIST_LIMIT = 10;

/** Stripe's 404 for an object it does not know (`resource_missing`). */
function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

/** The id of a field Stripe answers as an id or, expanded, as the object. */
function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** Tolerance of a webhook's signed timestamp, in seconds (Stripe's default: 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The one file that imports the Stripe SDK (`stripe` 23.1.0, API version pinned by the SDK to
 * 2026-10-28.endive). Customers, subscription-mode Checkout Sessions, customer-portal sessions,
 * subscriptions, and webhook signature verification (`Stripe-Signature`, HMAC-SHA256, 300 s).
 * Stripe out of reach (the SDK's `StripeConnectionError`, after its retries) is thrown as 503
 * `provider-unavailable:stripe`, a 5xx or an unreadable answer (`StripeAPIError`, e.g. "Invalid
 * JSON received from the Stripe API") as 502 `provider-bad-response:stripe`; Stripe's refusals
 * stay the SDK's `Stripe.errors.StripeError`.
 */
export class StripeClient {
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    const local = config.testServerUrl ? new URL(config.testServerUrl) : null;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Collabify' },
      ...(local && {
        host: local.hostname,
        port: Number(local.port || (local.protocol === 'https:' ? 443 : 80)),
        protocol: local.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  }

  /** The paid plan a Stripe price id sells, or null. */
  planOfPrice(priceId: string | null | undefined): PaidPlanId | null {
    const entry = Object.entries(this.config.prices).find(([, id]) => id === priceId);
    return entry ? (entry[0] as PaidPlanId) : null;
  }

  /** Runs an SDK call, turning Stripe out of reach or answering garbage into 503 / 502. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeConnectionError) throw providerUnavailable('Stripe');
      if (error instanceof Stripe.errors.StripeAPIError) throw providerBadResponse('Stripe');
      throw error;
    }
  }

  /**
   * Creates the account's Stripe customer. The idempotency key is the user id, so two concurrent
   * first checkouts get the same customer. Returns its id (`cus_…`).
   */
  async createCustomer(user: { id: string; email: string; name: string }): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey: `collabify-customer-${user.id}` },
      ),
    );
    return customer.id;
  }

  /**
   * A Checkout Session in subscription mode for one paid plan, for an existing customer; the user
   * id is the client reference and the subscription's metadata. Returns the hosted page's URL.
   */
  async createCheckoutSession(input: {
    customerId: string;
    userId: string;
    plan: PaidPlanId;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        line_items: [{ price: this.config.prices[input.plan], quantity: 1 }],
        client_reference_id: input.userId,
        metadata: { userId: input.userId, plan: input.plan },
        subscription_data: { metadata: { userId: input.userId } },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    // A subscription-mode session always has a URL (Stripe's contract): without one it is garbage.
    if (!session.url) throw providerBadResponse('Stripe');
    return session.url;
  }

  /** A customer-portal session (short-lived; create one per visit). Returns its URL. */
  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.call(() =>
      this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return session.url;
  }

  /** The subscription as Stripe has it now; null when Stripe does not know it. */
  async retrieveSubscription(id: string): Promise<SubscriptionState | null> {
    try {
      return this.toState(await this.call(() => this.stripe.subscriptions.retrieve(id)));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /**
   * The Checkout Session with its subscription (`GET /v1/checkout/sessions/{id}`,
   * `expand[]=subscription`); null when Stripe does not know it.
   */
  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionState | null> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.call(() =>
        this.stripe.checkout.sessions.retrieve(id, { expand: ['subscription'] }),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const subscription = session.subscription;
    return {
      id: session.id,
      mode: session.mode,
      status: session.status,
      paymentStatus: session.payment_status,
      customerId: idOf(session.customer),
      clientReferenceId: session.client_reference_id,
      subscription:
        subscription && typeof subscription !== 'string' ? this.toState(subscription) : null,
    };
  }

  /**
   * The customer's subscriptions in every status, newest first (`GET /v1/subscriptions`,
   * `customer`, `status=all`; the first {@link SUBSCRIPTION_LIST_LIMIT}).
   */
  async listSubscriptions(customerId: string): Promise<SubscriptionState[]> {
    const page = await this.call(() =>
      this.stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: SUBSCRIPTION_LIST_LIMIT,
      }),
    );
    return page.data.map((subscription) => this.toState(subscription));
  }

  /**
   * Verifies a webhook delivery over its raw body (`Stripe-Signature`: `t=…,v1=…`, HMAC-SHA256 with
   * the endpoint secret, at most {@link WEBHOOK_TOLERANCE_SECONDS} old) and returns the event.
   * @throws StripeSignatureError when the header is missing, malformed, stale or does not match.
   * @throws StripePayloadError when the signed body is not JSON or not of an event's shape.
   */
  verifyEvent(rawBody: string, signature: string | undefined): StripeEvent {
    if (!signature) throw new StripeSignatureError('The Stripe-Signature header is missing');
    let event: unknown;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new StripeSignatureError(error.message);
      }
      // Past the signature the SDK only parses the body: JSON.parse's SyntaxError, or a plain
      // Error for a thin event notification (API v2), which this endpoint does not take.
      throw new StripePayloadError(
        error instanceof SyntaxError ? 'The body is not JSON' : 'The body is not a Stripe event',
      );
    }
    if (!eventShapeSchema.safeParse(event).success) {
      throw new StripePayloadError('The body is not a Stripe event');
    }
    return event as StripeEvent;
  }

  private toState(subscription: Stripe.Subscription): SubscriptionState {
    const item = subscription.items.data[0];
    const seconds = (value: number | undefined) => (value ? new Date(value * 1000) : null);
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer)!,
      // A status newer than this code knows is treated as not paid for.
      status: (SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status)
        ? (subscription.status as SubscriptionState['status'])
        : 'incomplete',
      plan: this.planOfPrice(item?.price.id),
      currentPeriodStart: seconds(item?.current_period_start),
      currentPeriodEnd: seconds(item?.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      userId: subscription.metadata.userId ?? null,
    };
  }
}

/** Whether `error` is an error Stripe answered or a failure reaching it (the SDK's errors). */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}
