import type Stripe from 'stripe';
import { type CardOutcome, chargeCard } from './cards';
import { createCustomer, requireCustomer, updateCustomer } from './customers';
import { FakeStripeError, invalidParam, invalidState, missingParam, noSuch } from './errors';
import { type EventRequest, NO_REQUEST } from './events';
import { newId } from './ids';
import { attemptPayment, buildInvoice, finalizeInvoice } from './invoices';
import { type MetadataUpdate, applyMetadata, readMetadata } from './metadata';
import type { Params } from './params';
import type { FakeStripeStore, SessionRecord } from './store';
import { createSubscription } from './subscriptions';

/**
 * Checkout Sessions in subscription mode (https://docs.stripe.com/api/checkout/sessions): create,
 * retrieve, list, expire, and completion on the hosted page (`/c/pay/{id}`). Completion creates
 * the customer when none was given, the subscription (with `subscription_data[metadata]`) and
 * its paid first invoice, emitting `customer.created` (new customer only),
 * `customer.subscription.created`, `invoice.created`, `invoice.finalized`, `invoice.paid`,
 * `invoice.payment_succeeded`, `checkout.session.completed`. An open session past `expires_at`
 * expires (`checkout.session.expired`) the next time the fake is asked anything.
 */

/** What a valid create request asks for. */
export interface CheckoutInput {
  priceId: string;
  quantity: number;
  successUrl: string;
  cancelUrl: string | null;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata?: MetadataUpdate;
  subscriptionMetadata?: MetadataUpdate;
  allowPromotionCodes: boolean | null;
  billingAddressCollection: 'auto' | 'required' | null;
  locale: string | null;
  expiresAt: number | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_LIFETIME = 30 * 60;
const MAX_LIFETIME = 24 * 60 * 60;

function readUrl(params: Params, key: string, required: boolean): string | null {
  const value = params.string(key, { required, maxLength: 5000 });
  if (value === undefined) return null;
  let url: URL | null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw invalidParam(key, 'Not a valid URL', 'url_invalid');
  }
  return value;
}

/** Reads and checks the parameters of `POST /v1/checkout/sessions` (refusals save nothing). */
export function readCheckoutInput(params: Params, nowSeconds: number): CheckoutInput {
  const mode = params.oneOf('mode', ['payment', 'setup', 'subscription'] as const);
  if (!mode) throw missingParam('mode');
  if (mode !== 'subscription') {
    throw invalidParam(
      'mode',
      `The local Stripe supports subscription mode only (mode=subscription), not mode=${mode}.`,
    );
  }
  const uiMode = params.oneOf('ui_mode', [
    'hosted_page',
    'embedded_page',
    'elements',
    'form',
  ] as const);
  if (uiMode && uiMode !== 'hosted_page') {
    throw invalidParam('ui_mode', 'The local Stripe supports hosted Checkout only (hosted_page).');
  }
  const items = params.list('line_items');
  if (!items || items.length === 0) {
    throw missingParam('line_items');
  }
  const first = items[0]!;
  const priceId = first.requiredString('price', { maxLength: 5000 });
  const quantity = first.integer('quantity', { min: 1, required: true })!;
  if (items.length > 1) {
    throw invalidParam(
      'line_items[1]',
      'The local Stripe supports one line item per Checkout Session.',
    );
  }
  const successUrl = readUrl(params, 'success_url', true)!;
  const cancelUrl = readUrl(params, 'cancel_url', false);
  const customer = params.string('customer', { maxLength: 5000 }) ?? null;
  const customerEmail = params.string('customer_email', { maxLength: 800 }) ?? null;
  if (customer && customerEmail) {
    throw invalidParam(
      'customer_email',
      'You may only specify one of these parameters: customer, customer_email.',
      'parameters_exclusive',
    );
  }
  if (customerEmail && !EMAIL.test(customerEmail)) {
    throw invalidParam(
      'customer_email',
      `Invalid email address: ${customerEmail}`,
      'email_invalid',
    );
  }
  const clientReferenceId = params.string('client_reference_id', { maxLength: 200 }) ?? null;
  const metadata = readMetadata(params);
  const subscriptionData = params.object('subscription_data');
  const subscriptionMetadata = subscriptionData ? readMetadata(subscriptionData) : undefined;
  const allowPromotionCodes = params.boolean('allow_promotion_codes') ?? null;
  const billingAddressCollection =
    params.oneOf('billing_address_collection', ['auto', 'required'] as const) ?? null;
  const locale = params.string('locale', { maxLength: 10 }) ?? null;
  const methods = params.stringList('payment_method_types');
  if (methods && methods.some((method) => method !== 'card')) {
    throw invalidParam('payment_method_types', 'The local Stripe takes card payments only.');
  }
  const expiresAt = params.integer('expires_at') ?? null;
  if (expiresAt !== null && expiresAt < nowSeconds + MIN_LIFETIME) {
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    );
  }
  if (expiresAt !== null && expiresAt > nowSeconds + MAX_LIFETIME) {
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    );
  }
  return {
    priceId,
    quantity,
    successUrl,
    cancelUrl,
    customer,
    customerEmail,
    clientReferenceId,
    ...(metadata ? { metadata } : {}),
    ...(subscriptionMetadata ? { subscriptionMetadata } : {}),
    allowPromotionCodes,
    billingAddressCollection,
    locale,
    expiresAt,
  };
}

/** Creates an open session; refuses an unknown customer or price, or a one-time price. */
export function createCheckoutSession(
  store: FakeStripeStore,
  input: CheckoutInput,
): Stripe.Checkout.Session {
  if (input.customer) requireCustomer(store, input.customer, 'customer');
  const price = store.catalog.price(input.priceId);
  if (!price || !price.active) throw noSuch('price', input.priceId, 'line_items[0][price]');
  if (!price.recurring) {
    throw invalidState(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items[0][price]',
    );
  }
  const now = store.nowSeconds();
  const id = newId('cs_test');
  const amount = (price.unit_amount ?? 0) * input.quantity;
  const metadata = applyMetadata({}, input.metadata);
  const subscriptionMetadata = applyMetadata(
    {},
    input.subscriptionMetadata,
    'subscription_data[metadata]',
  );
  const session: Stripe.Checkout.Session = {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: input.allowPromotionCodes,
    allowed_payment_method_types: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: input.billingAddressCollection,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency: price.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: input.customer,
    customer_account: null,
    customer_creation: null,
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt ?? now + MAX_LIFETIME,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: (input.locale as Stripe.Checkout.Session.Locale | null) ?? null,
    managed_payments: null,
    metadata,
    mode: 'subscription',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${store.origin}/c/pay/${id}`,
    wallet_options: null,
  };
  store.checkoutSessions.set(id, {
    session,
    priceId: price.id,
    quantity: input.quantity,
    subscriptionMetadata,
  });
  return session;
}

/** The session with this id (404 for the path). */
export function requireSession(store: FakeStripeStore, id: string): SessionRecord {
  const record = store.checkoutSessions.get(id);
  if (!record) throw noSuch('checkout.session', id);
  return record;
}

/** Open → expired, `url` cleared, `checkout.session.expired`. */
export function expireSession(
  store: FakeStripeStore,
  record: SessionRecord,
  request?: EventRequest,
): Stripe.Checkout.Session {
  const session = record.session;
  if (session.status !== 'open') {
    throw invalidState(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
    );
  }
  session.status = 'expired';
  session.url = null;
  store.events.emit('checkout.session.expired', session, request ? { request } : {});
  return session;
}

/** Expires every open session whose `expires_at` has passed. */
export function expireDueSessions(store: FakeStripeStore): void {
  const now = store.nowSeconds();
  for (const record of store.checkoutSessions.values()) {
    if (record.session.status === 'open' && record.session.expires_at <= now) {
      expireSession(store, record);
    }
  }
}

/** The email the page needs to ask for (none when the customer or `customer_email` gives one). */
export function knownEmail(store: FakeStripeStore, record: SessionRecord): string | null {
  const { session } = record;
  if (session.customer) return store.customers.get(String(session.customer))?.email ?? null;
  return session.customer_email;
}

/** What submitting the checkout page did. */
export type CompletionResult =
  | { ok: true; subscription: Stripe.Subscription; redirectTo: string }
  | { ok: false; card: Extract<CardOutcome, { ok: false }> | null; message: string };

/**
 * Pays with `card` and completes the session (see the file comment for the events). A declined or
 * invalid card, or a missing email, changes nothing. Throws {@link FakeStripeError} when the
 * session is not open.
 */
export function completeCheckout(
  store: FakeStripeStore,
  record: SessionRecord,
  form: { card: string; email?: string },
): CompletionResult {
  const session = record.session;
  if (session.status !== 'open') {
    throw new FakeStripeError(`Checkout Session ${session.id} is ${session.status}, not open`);
  }
  const email = knownEmail(store, record) ?? form.email?.trim() ?? '';
  if (!EMAIL.test(email)) {
    return { ok: false, card: null, message: 'Enter a valid email address.' };
  }
  const card = chargeCard(form.card);
  if (!card.ok) return { ok: false, card, message: card.message };

  let customer = session.customer ? store.customers.get(String(session.customer)) : undefined;
  if (!customer) customer = createCustomer(store, { email }, NO_REQUEST);
  else if (!customer.email) updateCustomer(store, customer, { email });

  const price = store.catalog.price(record.priceId)!;
  const now = store.nowSeconds();
  let invoice: Stripe.Invoice | undefined;
  const { subscription } = createSubscription(
    store,
    {
      customerId: customer.id,
      price,
      quantity: record.quantity,
      metadata: record.subscriptionMetadata,
    },
    (sub) => {
      invoice = buildInvoice(store, sub, 'subscription_create', { start: now, end: now });
      sub.latest_invoice = invoice.id;
    },
  );
  store.events.emit('invoice.created', invoice!);
  finalizeInvoice(store, invoice!);
  attemptPayment(store, invoice!, true);

  session.status = 'complete';
  session.payment_status = 'paid';
  session.customer = customer.id;
  session.subscription = subscription.id;
  session.invoice = invoice!.id;
  session.url = null;
  session.customer_details = {
    address: null,
    business_name: null,
    email,
    individual_name: null,
    name: customer.name ?? null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  store.events.emit('checkout.session.completed', session);
  return {
    ok: true,
    subscription,
    redirectTo: session.success_url!.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
  };
}
