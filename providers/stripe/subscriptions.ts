import type Stripe from 'stripe';
import { type Interval, addInterval } from './catalog';
import { FakeStripeError, invalidState, noSuch } from './errors';
import { type EventRequest, previousAttributes } from './events';
import { newId } from './ids';
import type { FakeStripeStore, SubscriptionRecord } from './store';

/**
 * Subscriptions (https://docs.stripe.com/api/subscriptions/object) with one item. Periods count
 * from `billing_cycle_anchor` (period k ends at anchor + (k+1) intervals, date-fns `addMonths`, so
 * a subscription started on Jan 31 renews on Feb 28 and then Mar 31) and live on the item
 * (`items.data[0].current_period_start/end`, since API 2025-03-31). Every change emits
 * `customer.subscription.updated` with `previous_attributes`; ending it emits
 * `customer.subscription.deleted`.
 */

/** Statuses in which the subscription still runs (what a list without `status` returns). */
export const LIVE_STATUSES: readonly Stripe.Subscription.Status[] = [
  'active',
  'past_due',
  'trialing',
  'unpaid',
  'incomplete',
  'paused',
];

/** What a change asks for (from the API, the portal or the programmatic API). */
export interface SubscriptionChange {
  /** The new price of the (only) item. */
  priceId?: string;
  quantity?: number;
  cancelAtPeriodEnd?: boolean;
  metadata?: Record<string, string>;
}

/** Start and end (Unix seconds) of period `index` of a subscription anchored at `anchor`. */
export function periodAt(
  anchor: number,
  price: Stripe.Price,
  index: number,
): { start: number; end: number } {
  const interval = (price.recurring?.interval ?? 'month') as Interval;
  const count = price.recurring?.interval_count ?? 1;
  const at = (k: number) =>
    Math.floor(addInterval(new Date(anchor * 1000), interval, k * count).getTime() / 1000);
  return { start: at(index), end: at(index + 1) };
}

/** The subscription with this id; `param` names the parameter that gave it (404 for the path). */
export function requireSubscription(
  store: FakeStripeStore,
  id: string,
  param?: string,
): SubscriptionRecord {
  const record = store.subscriptions.get(id);
  if (!record) throw noSuch('subscription', id, param);
  return record;
}

/**
 * Creates an active subscription (first period from now) and emits `customer.subscription.created`;
 * `prepare` runs just before the event (Checkout sets `latest_invoice` there).
 */
export function createSubscription(
  store: FakeStripeStore,
  input: {
    customerId: string;
    price: Stripe.Price;
    quantity: number;
    metadata: Record<string, string>;
  },
  prepare: (subscription: Stripe.Subscription) => void = () => {},
): SubscriptionRecord {
  const now = store.nowSeconds();
  const id = newId('sub');
  const period = periodAt(now, input.price, 0);
  const item: Stripe.SubscriptionItem = {
    id: newId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: now,
    current_period_end: period.end,
    current_period_start: period.start,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: store.catalog.plan(input.price),
    price: structuredClone(input.price),
    quantity: input.quantity,
    subscription: id,
    tax_rates: [],
  };
  const subscription: Stripe.Subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    billing_mode: {
      flexible: { proration_discounts: 'included' },
      type: 'flexible',
      updated_at: now,
    },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: input.price.currency,
    customer: input.customerId,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: [item],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: { ...input.metadata },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: null,
  };
  const record: SubscriptionRecord = { subscription, periodIndex: 0 };
  store.subscriptions.set(id, record);
  const customer = store.customers.get(input.customerId);
  if (customer && !customer.currency) customer.currency = input.price.currency;
  prepare(subscription);
  store.events.emit('customer.subscription.created', subscription);
  return record;
}

/**
 * Applies `change` through `mutate` and emits one `customer.subscription.updated` with what
 * changed (none when nothing did).
 */
export function updateSubscription(
  store: FakeStripeStore,
  record: SubscriptionRecord,
  mutate: (subscription: Stripe.Subscription) => void,
  request?: EventRequest,
): Stripe.Subscription {
  const subscription = record.subscription;
  const before = structuredClone(subscription) as unknown as Record<string, unknown>;
  mutate(subscription);
  const previous = previousAttributes(before, subscription as unknown as Record<string, unknown>);
  if (Object.keys(previous).length > 0) {
    store.events.emit('customer.subscription.updated', subscription, {
      previous,
      ...(request ? { request } : {}),
    });
  }
  return subscription;
}

/**
 * Changes price, quantity, cancellation at period end or metadata. Refuses a canceled subscription
 * ("A canceled subscription can only update its cancellation_details and metadata.") and a price
 * of another currency or interval (Stripe would start a new billing cycle; the fake does not).
 */
export function changeSubscription(
  store: FakeStripeStore,
  record: SubscriptionRecord,
  change: SubscriptionChange,
  request?: EventRequest,
): Stripe.Subscription {
  const subscription = record.subscription;
  const onlyMetadata =
    change.priceId === undefined &&
    change.quantity === undefined &&
    change.cancelAtPeriodEnd === undefined;
  if (subscription.status === 'canceled' && !onlyMetadata) {
    throw invalidState(
      'A canceled subscription can only update its cancellation_details and metadata.',
    );
  }
  const item = subscription.items.data[0]!;
  let price: Stripe.Price | undefined;
  if (change.priceId !== undefined && change.priceId !== item.price.id) {
    price = store.catalog.price(change.priceId);
    if (!price) throw noSuch('price', change.priceId, 'items[0][price]');
    if (!price.recurring) {
      throw invalidState(
        `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`,
        'items[0][price]',
      );
    }
    if (
      price.currency !== item.price.currency ||
      price.recurring.interval !== item.price.recurring?.interval ||
      price.recurring.interval_count !== item.price.recurring?.interval_count
    ) {
      throw invalidState(
        'The local Stripe switches only between prices of the same currency and billing interval.',
        'items[0][price]',
      );
    }
  }
  return updateSubscription(
    store,
    record,
    (sub) => {
      const current = sub.items.data[0]!;
      if (price) {
        current.price = price;
        current.plan = store.catalog.plan(price);
      }
      if (change.quantity !== undefined) current.quantity = change.quantity;
      if (change.metadata) sub.metadata = change.metadata;
      if (change.cancelAtPeriodEnd === true && !sub.cancel_at_period_end) {
        sub.cancel_at_period_end = true;
        sub.cancel_at = current.current_period_end;
        sub.canceled_at = store.nowSeconds();
        sub.cancellation_details = {
          ...sub.cancellation_details!,
          reason: 'cancellation_requested',
        };
      } else if (change.cancelAtPeriodEnd === false && sub.cancel_at_period_end) {
        sub.cancel_at_period_end = false;
        sub.cancel_at = null;
        sub.canceled_at = null;
        sub.cancellation_details = { ...sub.cancellation_details!, reason: null };
      }
    },
    request,
  );
}

/** Ends the subscription now: status canceled, `customer.subscription.deleted`. */
export function cancelSubscription(
  store: FakeStripeStore,
  record: SubscriptionRecord,
  request?: EventRequest,
): Stripe.Subscription {
  const subscription = record.subscription;
  if (subscription.status === 'canceled') {
    // Stripe treats a canceled subscription as deleted: canceling again is "No such subscription".
    throw noSuch('subscription', subscription.id);
  }
  const now = store.nowSeconds();
  subscription.status = 'canceled';
  subscription.ended_at = now;
  subscription.canceled_at ??= now;
  subscription.cancellation_details = {
    ...subscription.cancellation_details!,
    reason: subscription.cancellation_details?.reason ?? 'cancellation_requested',
  };
  store.events.emit('customer.subscription.deleted', subscription, request ? { request } : {});
  return subscription;
}

/** A subscription for the programmatic API, refusing an unknown id. */
export function subscriptionForTest(store: FakeStripeStore, id: string): SubscriptionRecord {
  const record = store.subscriptions.get(id);
  if (!record) throw new FakeStripeError(`No such subscription: '${id}'`);
  return record;
}
