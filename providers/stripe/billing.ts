import type Stripe from 'stripe';
import { FakeStripeError } from './errors';
import { attemptPayment, buildInvoice, finalizeInvoice } from './invoices';
import type { FakeStripeStore, SubscriptionRecord } from './store';
import { cancelSubscription, periodAt, updateSubscription } from './subscriptions';

/**
 * The billing cycle, as Stripe runs it on its own schedule (and as the dashboard's buttons and the
 * programmatic API trigger it):
 *
 * - renewal (the period ended): `customer.subscription.updated` (new item period,
 *   `latest_invoice`), `invoice.created`, `invoice.finalized`, then either `invoice.paid` +
 *   `invoice.payment_succeeded` (+ `customer.subscription.updated` past_due → active), or
 *   `invoice.payment_failed` (+ `customer.subscription.updated` active → past_due). A subscription
 *   set to cancel at period end ends instead (`customer.subscription.deleted`).
 * - payment retry of the latest open invoice (Stripe's retries, or the customer paying on the
 *   hosted invoice page): `invoice.paid` + `invoice.payment_succeeded`
 *   (+ `customer.subscription.updated` → active), or another `invoice.payment_failed`.
 */

/** Whether a payment goes through. */
export type PaymentOutcome = 'succeeds' | 'fails';

/** What a renewal did: the subscription, and its new invoice (null when it ended instead). */
export interface RenewalResult {
  subscription: Stripe.Subscription;
  invoice: Stripe.Invoice | null;
}

function settleStatus(store: FakeStripeStore, record: SubscriptionRecord, paid: boolean): void {
  const status = record.subscription.status;
  if (paid && status === 'past_due') {
    updateSubscription(store, record, (sub) => {
      sub.status = 'active';
    });
  } else if (!paid && status === 'active') {
    updateSubscription(store, record, (sub) => {
      sub.status = 'past_due';
    });
  }
}

/** The period ended: renew and charge, or end a subscription set to cancel at period end. */
export function renew(
  store: FakeStripeStore,
  record: SubscriptionRecord,
  payment: PaymentOutcome,
): RenewalResult {
  const subscription = record.subscription;
  if (subscription.status === 'canceled') {
    throw new FakeStripeError(`Subscription ${subscription.id} is canceled`);
  }
  if (subscription.cancel_at_period_end) {
    return { subscription: cancelSubscription(store, record), invoice: null };
  }
  const item = subscription.items.data[0]!;
  const ended = { start: item.current_period_start, end: item.current_period_end };
  let invoice: Stripe.Invoice | undefined;
  updateSubscription(store, record, (sub) => {
    const current = sub.items.data[0]!;
    record.periodIndex += 1;
    const next = periodAt(sub.billing_cycle_anchor, current.price, record.periodIndex);
    current.current_period_start = next.start;
    current.current_period_end = next.end;
    invoice = buildInvoice(store, sub, 'subscription_cycle', ended);
    sub.latest_invoice = invoice.id;
  });
  store.events.emit('invoice.created', invoice!);
  finalizeInvoice(store, invoice!);
  attemptPayment(store, invoice!, payment === 'succeeds');
  settleStatus(store, record, payment === 'succeeds');
  return { subscription, invoice: invoice! };
}

/** Tries the subscription's latest invoice again; refuses when it is not open. */
export function retryPayment(
  store: FakeStripeStore,
  record: SubscriptionRecord,
  payment: PaymentOutcome,
): Stripe.Invoice {
  const invoiceId = record.subscription.latest_invoice;
  const invoice = typeof invoiceId === 'string' ? store.invoices.get(invoiceId) : undefined;
  if (!invoice || invoice.status !== 'open') {
    throw new FakeStripeError(
      `Subscription ${record.subscription.id} has no open invoice to pay (latest: ${invoice?.status ?? 'none'})`,
    );
  }
  return payInvoice(store, invoice, payment);
}

/** One payment attempt on an open invoice, and the subscription status that follows. */
export function payInvoice(
  store: FakeStripeStore,
  invoice: Stripe.Invoice,
  payment: PaymentOutcome,
): Stripe.Invoice {
  if (invoice.status !== 'open') {
    throw new FakeStripeError(`Invoice ${invoice.id} is ${invoice.status}, not open`);
  }
  attemptPayment(store, invoice, payment === 'succeeds');
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  const record =
    typeof subscriptionId === 'string' ? store.subscriptions.get(subscriptionId) : undefined;
  if (record && record.subscription.latest_invoice === invoice.id) {
    settleStatus(store, record, payment === 'succeeds');
  }
  return invoice;
}
