import type Stripe from 'stripe';
import type { Catalog } from './catalog';
import type { EventLog } from './events';
import { newId } from './ids';

/**
 * The fake's state: Stripe-shaped objects by id (insertion order = creation order), the catalog,
 * the event log and the clock. Objects are held as Stripe sends them and copied on the way out.
 */

/** A Checkout Session and what it will create. */
export interface SessionRecord {
  session: Stripe.Checkout.Session;
  priceId: string;
  quantity: number;
  /** `subscription_data[metadata]`, copied onto the subscription. */
  subscriptionMetadata: Record<string, string>;
}

/** A subscription and where its billing cycle is. */
export interface SubscriptionRecord {
  subscription: Stripe.Subscription;
  /** Periods begun since `billing_cycle_anchor` (0 during the first). */
  periodIndex: number;
}

/** A customer-portal session and the secret of its URL. */
export interface PortalRecord {
  session: Stripe.BillingPortal.Session;
  secret: string;
}

/** Everything the fake knows. */
export class FakeStripeStore {
  readonly customers = new Map<string, Stripe.Customer>();
  readonly checkoutSessions = new Map<string, SessionRecord>();
  /** By URL secret. */
  readonly portalSessions = new Map<string, PortalRecord>();
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly invoices = new Map<string, Stripe.Invoice>();
  /** The default customer-portal configuration every portal session uses. */
  readonly portalConfigurationId = newId('bpc');
  /** The webhook endpoint: its id, creation time and whether it is disabled (webhook-endpoints.ts). */
  readonly webhookEndpoint: { id: string; created: number; disabled: boolean };
  /** Where webhooks go (null: nowhere), set by the server. */
  webhookUrl: () => string | null = () => null;
  /** `http://127.0.0.1:{port}`, set once the server listens. */
  origin = '';

  constructor(
    readonly catalog: Catalog,
    readonly events: EventLog,
    readonly now: () => Date,
    /** The business the hosted pages name ("Collabify"). */
    readonly businessName: string,
  ) {
    this.webhookEndpoint = { id: newId('we'), created: this.nowSeconds(), disabled: false };
  }

  /** The clock in Unix seconds, as Stripe's timestamps are. */
  nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  /** Any object by id (for `expand`): customer, subscription, invoice, price, product, session. */
  lookup(id: string): object | undefined {
    return (
      this.customers.get(id) ??
      this.subscriptions.get(id)?.subscription ??
      this.invoices.get(id) ??
      this.catalog.prices.get(id) ??
      this.catalog.products.get(id) ??
      this.checkoutSessions.get(id)?.session ??
      this.events.get(id)
    );
  }
}
