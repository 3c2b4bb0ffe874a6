import type Stripe from 'stripe';
import { wireDecimal } from './catalog';
import { noSuch } from './errors';
import { newId } from './ids';
import { priceLabel } from './money';
import type { FakeStripeStore } from './store';

/**
 * Subscription invoices (https://docs.stripe.com/api/invoices/object) and their lifecycle:
 * draft (`invoice.created`) → open (`invoice.finalized`: number, hosted page) → paid
 * (`invoice.paid`, `invoice.payment_succeeded`) or still open after a failed attempt
 * (`invoice.payment_failed`, `attempt_count`, `next_payment_attempt`). The subscription is at
 * `parent.subscription_details.subscription` (since API 2025-03-31). As at Stripe, the invoice's
 * own `period_start`/`period_end` are the period that ended (the creation time twice for the first
 * invoice); the line's `period` is the period paid for.
 */

/** Why an invoice was made (Stripe's `billing_reason`). */
export type BillingReason = 'subscription_create' | 'subscription_cycle';

/** Seconds before a failed payment is tried again (the fake's fixed retry schedule: 3 days). */
export const PAYMENT_RETRY_SECONDS = 3 * 24 * 60 * 60;

/**
 * Creates a draft invoice for the subscription's current period without an event (see
 * {@link draftInvoice}); the renewal emits `invoice.created` after the subscription's update.
 */
export function buildInvoice(
  store: FakeStripeStore,
  subscription: Stripe.Subscription,
  reason: BillingReason,
  invoicePeriod: { start: number; end: number },
): Stripe.Invoice {
  const customer = store.customers.get(String(subscription.customer));
  const item = subscription.items.data[0]!;
  const quantity = item.quantity ?? 1;
  const amount = (item.price.unit_amount ?? 0) * quantity;
  const now = store.nowSeconds();
  const id = newId('in');
  const productName = store.catalog.productName(item.price);
  const line: Stripe.InvoiceLineItem = {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: item.price.currency,
    description: `${quantity} × ${productName} (at ${priceLabel(item.price)})`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
      type: 'subscription_item_details',
    },
    period: { start: item.current_period_start, end: item.current_period_end },
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: item.price.id, product: String(item.price.product) },
      type: 'price_details',
      unit_amount_decimal: wireDecimal(item.price.unit_amount ?? 0),
    },
    quantity,
    quantity_decimal: wireDecimal(quantity),
    subscription: subscription.id,
    subtotal: amount,
    taxes: [],
  };
  const invoice: Stripe.Invoice = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: store.businessName,
    account_tax_ids: null,
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: {
      disabled_reason: null,
      enabled: false,
      liability: null,
      provider: null,
      status: null,
    },
    automatically_finalizes_at: now + 3600,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: now,
    currency: item.price.currency,
    custom_fields: null,
    customer: String(subscription.customer),
    customer_account: null,
    customer_address: null,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    customer_phone: customer?.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: [line], has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: {
        metadata: { ...subscription.metadata },
        subscription: subscription.id,
      },
      type: 'subscription_details',
    },
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    period_end: invoicePeriod.end,
    period_start: invoicePeriod.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: {
      finalized_at: null,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    test_clock: null,
    total: amount,
    total_discount_amounts: [],
    total_excluding_tax: amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
  store.invoices.set(id, invoice);
  return invoice;
}

/** Creates a draft invoice for the subscription's current period and emits `invoice.created`. */
export function draftInvoice(
  store: FakeStripeStore,
  subscription: Stripe.Subscription,
  reason: BillingReason,
  invoicePeriod: { start: number; end: number },
): Stripe.Invoice {
  const invoice = buildInvoice(store, subscription, reason, invoicePeriod);
  store.events.emit('invoice.created', invoice);
  return invoice;
}

/** Draft → open: number, hosted invoice page; emits `invoice.finalized`. */
export function finalizeInvoice(store: FakeStripeStore, invoice: Stripe.Invoice): void {
  const now = store.nowSeconds();
  const customer = store.customers.get(String(invoice.customer));
  if (customer) {
    const sequence = customer.next_invoice_sequence ?? 1;
    invoice.number = `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`;
    customer.next_invoice_sequence = sequence + 1;
  }
  invoice.status = 'open';
  invoice.automatically_finalizes_at = null;
  invoice.effective_at = now;
  invoice.status_transitions.finalized_at = now;
  invoice.hosted_invoice_url = `${store.origin}/i/${invoice.id}`;
  store.events.emit('invoice.finalized', invoice);
}

/**
 * One payment attempt on an open invoice. Paid: `invoice.paid` then `invoice.payment_succeeded`.
 * Failed: `invoice.payment_failed`, the next attempt scheduled {@link PAYMENT_RETRY_SECONDS} later.
 */
export function attemptPayment(
  store: FakeStripeStore,
  invoice: Stripe.Invoice,
  succeeds: boolean,
): void {
  const now = store.nowSeconds();
  invoice.attempted = true;
  invoice.attempt_count += 1;
  if (succeeds) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.ending_balance = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = now;
    store.events.emit('invoice.paid', invoice);
    store.events.emit('invoice.payment_succeeded', invoice);
  } else {
    invoice.next_payment_attempt = now + PAYMENT_RETRY_SECONDS;
    store.events.emit('invoice.payment_failed', invoice);
  }
}

/** The invoice with this id. */
export function requireInvoice(store: FakeStripeStore, id: string): Stripe.Invoice {
  const invoice = store.invoices.get(id);
  if (!invoice) throw noSuch('invoice', id);
  return invoice;
}

/** The subscription id an invoice bills, from `parent.subscription_details`. */
export function subscriptionOf(invoice: Stripe.Invoice): string | null {
  const value = invoice.parent?.subscription_details?.subscription;
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
