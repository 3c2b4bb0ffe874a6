import type { IncomingHttpHeaders } from 'node:http';
import { addMonths } from 'date-fns';
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { readBody, send } from '../kit/http';
import { listen } from '../kit/server';
import { closeAfterEach } from '../kit/testing';
import {
  type FakeStripe,
  type FakeStripeOptions,
  FakeStripeError,
  startFakeStripe,
} from './server';

/**
 * The fake is exercised through the official SDK (stripe 23.1.0, API 2026-10-28.endive) pointed at
 * it with `{ host, port, protocol: 'http' }`, its hosted pages through fetch (as a browser posts
 * their forms), and its webhooks through a small receiver that verifies each delivery with the
 * SDK's `webhooks.constructEvent`.
 */

const SECRET_KEY = 'sk_test_fake_stripe_tests';
const WEBHOOK_SECRET = 'whsec_fake_stripe_tests';
const STARTER = 'price_local_starter';
const PRO = 'price_local_pro';

/** A webhook the receiver accepted (signature checked by the SDK). */
interface Received {
  event: Stripe.Event;
  body: string;
  headers: IncomingHttpHeaders;
}

/** The app's webhook endpoint: verifies with constructEvent, answers statuses from a queue. */
class Receiver {
  readonly received: Received[] = [];
  readonly refused: string[] = [];
  /** Statuses to answer next (then 200). */
  readonly answers: number[] = [];
  private readonly verifier = new Stripe('sk_x');
  url = '';
  /** Stops receiving (deliveries then fail to connect). */
  close: () => Promise<void> = async () => {};

  /** `receivedAt` (ms) for a test whose fake runs on another clock than the real one. */
  static async start(receivedAt?: () => number): Promise<Receiver> {
    const receiver = new Receiver();
    const local = await listen({
      name: 'stripe-receiver',
      handle: async (req, res) => {
        res.statusCode = receiver.receive(
          await readBody(req),
          req.headers,
          receivedAt?.() ?? Date.now(),
        );
        res.end();
      },
      internalError: (res) => send(res, 500, ''),
    });
    closeLater(() => local.close());
    receiver.close = () => local.close();
    receiver.url = `${local.origin}/api/webhooks/stripe`;
    return receiver;
  }

  /** Verifies a delivery as the app does; answers the status to send back. */
  private receive(body: string, headers: IncomingHttpHeaders, at: number): number {
    const header = String(headers['stripe-signature'] ?? '');
    try {
      const event = this.verifier.webhooks.constructEvent(
        body,
        header,
        WEBHOOK_SECRET,
        300,
        undefined,
        at,
      );
      const status = this.answers.shift() ?? 200;
      if (status >= 200 && status < 300) this.received.push({ event, body, headers });
      return status;
    } catch (error) {
      this.refused.push(error instanceof Error ? error.message : String(error));
      return 400;
    }
  }

  types(): string[] {
    return this.received.map((r) => r.event.type);
  }
}

const closeLater = closeAfterEach();

async function start(options: Partial<FakeStripeOptions> = {}): Promise<FakeStripe> {
  const fake = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    retryDelaysMs: [1, 1, 1],
    ...options,
  });
  closeLater(() => fake.close());
  return fake;
}

async function startWithReceiver(options: Partial<FakeStripeOptions> = {}) {
  const receiver = await Receiver.start(options.now ? () => options.now!().getTime() : undefined);
  const fake = await start({ webhookUrl: receiver.url, ...options });
  return { fake, receiver };
}

/** The SDK as the app configures it for the local Stripe. */
function sdk(fake: FakeStripe, key = SECRET_KEY): Stripe {
  return new Stripe(key, {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** The error a call failed with (fails the test when it did not fail). */
async function failure(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}

/** An answer's body as the raw-call tests read it. */
interface ApiBody {
  id?: string;
  object?: string;
  error?: { type: string; message: string; code?: string; param?: string };
}

/** A raw API call, for headers and for what the SDK would not send. */
async function api(
  fake: FakeStripe,
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string>; key?: string | null } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== null) headers.authorization = `Bearer ${options.key ?? SECRET_KEY}`;
  if (options.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(`${fake.origin}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as ApiBody,
  };
}

async function customerAndSession(
  stripe: Stripe,
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
) {
  const customer = await stripe.customers.create({
    email: 'ada@example.com',
    name: 'Ada',
    metadata: { userId: 'u_1' },
  });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: STARTER, quantity: 1 }],
    client_reference_id: 'u_1',
    metadata: { userId: 'u_1', plan: 'starter' },
    subscription_data: { metadata: { userId: 'u_1' } },
    success_url: 'http://app.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/billing',
    ...overrides,
  });
  return { customer, session };
}

/** Posts a hosted-page form as a browser does. */
function post(url: string, fields: Record<string, string>) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

/** The form actions of a page, by the text of their submit button. */
function actions(page: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const form of page.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)) {
    const label = /<button[^>]*>([\s\S]*?)<\/button>/.exec(form[2]!)?.[1]?.trim();
    if (label) out[label.replace(/\s+/g, ' ').replace(/&#39;/g, "'")] = form[1]!;
  }
  return out;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('API protocol', () => {
  it('refuses a wrong or missing key with 401 in Stripe’s envelope, and takes Bearer and Basic auth', async () => {
    const fake = await start();
    const wrong = await failure(sdk(fake, 'sk_test_wrong_key_1234').customers.list());
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.rawType).toBe('invalid_request_error');
    expect(wrong.message).toBe('Invalid API Key provided: sk_test_**********1234');

    const missing = await api(fake, 'GET', '/v1/customers', { key: null });
    expect(missing.status).toBe(401);
    expect(missing.body.error?.message).toMatch(/^You did not provide an API key/);

    const basic = await api(fake, 'GET', '/v1/customers', {
      key: null,
      headers: { authorization: `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}` },
    });
    expect(basic.status).toBe(200);
    expect(basic.body).toEqual({ object: 'list', data: [], has_more: false, url: '/v1/customers' });
  });

  it('answers Request-Id and Stripe-Version, and refuses an unknown URL, parameter or version', async () => {
    const fake = await start();
    const ok = await api(fake, 'GET', '/v1/customers', {
      headers: { 'stripe-version': '2025-09-30.clover' },
    });
    expect(ok.headers.get('request-id')).toMatch(/^req_\w{14}$/);
    expect(ok.headers.get('stripe-version')).toBe('2025-09-30.clover');
    expect((await api(fake, 'GET', '/v1/customers')).headers.get('stripe-version')).toBe(
      Stripe.API_VERSION,
    );

    const url = await api(fake, 'GET', '/v1/charges');
    expect(url.status).toBe(404);
    expect(url.body.error?.message).toMatch(/^Unrecognized request URL \(GET: \/v1\/charges\)/);

    const unknown = await failure(
      sdk(fake).customers.create({ email: 'a@example.com', nickname: 'x' } as never),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.code).toBe('parameter_unknown');
    expect(unknown.param).toBe('nickname');

    const version = await api(fake, 'GET', '/v1/customers', {
      headers: { 'stripe-version': 'yesterday' },
    });
    expect(version.status).toBe(400);
    expect(version.body.error?.message).toBe('Invalid Stripe API version: yesterday');
  });
});

describe('customers', () => {
  it('creates, retrieves, updates and lists customers by email', async () => {
    const fake = await start();
    const stripe = sdk(fake);
    const before = seconds(new Date());
    const ada = await stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      metadata: { userId: 'u_1' },
    });
    await stripe.customers.create({ email: 'grace@example.com' });
    expect(ada).toMatchObject({
      object: 'customer',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      metadata: { userId: 'u_1' },
      livemode: false,
      balance: 0,
    });
    expect(ada.id).toMatch(/^cus_\w{14}$/);
    expect(ada.created).toBeGreaterThanOrEqual(before);
    expect(ada.created).toBeLessThan(before + 5);

    expect((await stripe.customers.retrieve(ada.id)).id).toBe(ada.id);
    const updated = await stripe.customers.update(ada.id, {
      name: 'Ada King',
      metadata: { userId: '', team: 't_1' },
    });
    expect(updated.metadata).toEqual({ team: 't_1' });

    const byEmail = await stripe.customers.list({ email: 'ada@example.com' });
    expect(byEmail.data.map((c) => c.id)).toEqual([ada.id]);
    expect((await stripe.customers.list({ email: 'ADA@example.com' })).data).toEqual([]);
    const page = await stripe.customers.list({ limit: 1 });
    expect(page).toMatchObject({ object: 'list', has_more: true, url: '/v1/customers' });
    expect(page.data[0]!.email).toBe('grace@example.com');

    expect(fake.events.map((e) => e.type)).toEqual([
      'customer.created',
      'customer.created',
      'customer.updated',
    ]);
    expect(fake.events[2]!.data.previous_attributes).toEqual({
      name: 'Ada Lovelace',
      metadata: { userId: 'u_1', team: null },
    });
  });

  it('answers 404 resource_missing for an unknown customer', async () => {
    const fake = await start();
    const error = await failure(sdk(fake).customers.retrieve('cus_nothere'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('resource_missing');
    expect(error.param).toBe('id');
    expect(error.message).toBe("No such customer: 'cus_nothere'");
  });
});

describe('Checkout', () => {
  it('creates an open subscription-mode session and retrieves it', async () => {
    const fake = await start();
    const stripe = sdk(fake);
    const { customer, session } = await customerAndSession(stripe);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer.id,
      customer_email: null,
      client_reference_id: 'u_1',
      metadata: { userId: 'u_1', plan: 'starter' },
      subscription: null,
      amount_total: 4900,
      currency: 'usd',
      livemode: false,
      url: `${fake.origin}/c/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_\w{58}$/);
    expect(session.expires_at).toBe(session.created + 24 * 3600);
    expect((await stripe.checkout.sessions.retrieve(session.id)).url).toBe(session.url);
  });

  it('refuses what Stripe refuses, naming the parameter', async () => {
    const fake = await start();
    const stripe = sdk(fake);
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    const base: Stripe.Checkout.SessionCreateParams = {
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: STARTER, quantity: 1 }],
      success_url: 'http://app.test/ok',
    };
    const refused = async (params: Record<string, unknown>) =>
      failure(stripe.checkout.sessions.create({ ...base, ...params } as never));

    const payment = await refused({ mode: 'payment' });
    expect(payment.param).toBe('mode');
    expect(payment.message).toMatch(/supports subscription mode only/);

    const price = await refused({ line_items: [{ price: 'price_nothere', quantity: 1 }] });
    expect([price.statusCode, price.code, price.param]).toEqual([
      400,
      'resource_missing',
      'line_items[0][price]',
    ]);
    const quantity = await refused({ line_items: [{ price: STARTER, quantity: 0 }] });
    expect(quantity.param).toBe('line_items[0][quantity]');

    const success = await refused({ success_url: undefined });
    expect([success.code, success.param, success.message]).toEqual([
      'parameter_missing',
      'success_url',
      'Missing required param: success_url.',
    ]);
    expect((await refused({ success_url: 'not a url' })).code).toBe('url_invalid');

    const unknownCustomer = await refused({ customer: 'cus_nothere' });
    expect([unknownCustomer.statusCode, unknownCustomer.code, unknownCustomer.param]).toEqual([
      400,
      'resource_missing',
      'customer',
    ]);
    const both = await refused({ customer_email: 'ada@example.com' });
    expect(both.code).toBe('parameters_exclusive');

    expect((await refused({ client_reference_id: 'x'.repeat(201) })).param).toBe(
      'client_reference_id',
    );
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    expect((await refused({ metadata: many })).param).toBe('metadata');
    expect((await refused({ metadata: { ['k'.repeat(41)]: 'v' } })).param).toBe(
      `metadata[${'k'.repeat(41)}]`,
    );
    expect((await refused({ metadata: { note: 'v'.repeat(501) } })).param).toBe('metadata[note]');
    expect(
      (await refused({ subscription_data: { metadata: { note: 'v'.repeat(501) } } })).param,
    ).toBe('subscription_data[metadata][note]');
    expect((await refused({ subscription_data: { trial_period_days: 7 } })).param).toBe(
      'subscription_data[trial_period_days]',
    );
    expect(fake.checkoutSessions).toEqual([]);
  });

  it('completes on the hosted page: subscription, paid invoice, events in Stripe’s order, 303 to success_url', async () => {
    const { fake, receiver } = await startWithReceiver();
    const stripe = sdk(fake);
    const { customer, session } = await customerAndSession(stripe);
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Subscribe to Starter');
    expect(page).toContain('$49.00 / month');
    expect(page).toContain('ada@example.com');
    expect(page).toMatch(/<label for="card">Card number<\/label>/);
    expect(page).toContain('4000 0000 0000 0002 is declined');
    expect(page).toMatch(/<button type="submit">Subscribe<\/button>/);
    expect(page).toContain('href="http://app.test/billing"');

    const eventsBefore = fake.events.length;
    const declined = await post(session.url!, { card: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect(fake.subscriptions).toEqual([]);
    expect(fake.events.length).toBe(eventsBefore);

    const paid = await post(session.url!, { card: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://app.test/billing/success?session_id=${session.id}`,
    );

    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
      url: null,
    });
    const subscription = await stripe.subscriptions.retrieve(done.subscription as string);
    const item = subscription.items.data[0]!;
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer: customer.id,
      cancel_at_period_end: false,
      metadata: { userId: 'u_1' },
      currency: 'usd',
    });
    expect(subscription.id).toMatch(/^sub_/);
    expect(item.id).toMatch(/^si_/);
    expect(item.price).toMatchObject({ id: STARTER, unit_amount: 4900, type: 'recurring' });
    expect(item.current_period_start).toBe(subscription.billing_cycle_anchor);
    expect(item.current_period_end).toBe(
      seconds(addMonths(new Date(item.current_period_start * 1000), 1)),
    );
    expect('current_period_end' in subscription).toBe(false);

    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_create',
      amount_paid: 4900,
      customer: customer.id,
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect(invoice.lines.data[0]!.period).toEqual({
      start: item.current_period_start,
      end: item.current_period_end,
    });

    await fake.settled();
    expect(receiver.types()).toEqual([
      'customer.created',
      'customer.subscription.created',
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
      'checkout.session.completed',
    ]);
    const completed = receiver.received.at(-1)!.event;
    expect(completed.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      subscription: subscription.id,
      client_reference_id: 'u_1',
    });
    const created = receiver.received[1]!.event.data.object as Stripe.Subscription;
    expect(created.latest_invoice).toBe(invoice.id);

    const again = await fetch(session.url!);
    expect(await again.text()).toContain('This checkout is complete');
    expect((await post(session.url!, { card: '4242424242424242' })).status).toBe(409);
  });

  it('completeCheckout creates the customer of a customer_email session, and refuses a declined card', async () => {
    const fake = await start();
    const stripe = sdk(fake);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'new@example.com',
      line_items: [{ price: PRO, quantity: 1 }],
      success_url: 'http://app.test/ok',
    });
    await expect(
      fake.completeCheckout(session.id, { card: '4000 0000 0000 0002' }),
    ).rejects.toThrow(new FakeStripeError('Your card was declined.'));
    const subscription = await fake.completeCheckout(session.id);
    expect(subscription.items.data[0]!.price.id).toBe(PRO);
    const customer = await stripe.customers.retrieve(subscription.customer as string);
    expect((customer as Stripe.Customer).email).toBe('new@example.com');
    expect(fake.events[0]!.type).toBe('customer.created');
    await expect(fake.completeCheckout(session.id)).rejects.toThrow(/is complete, not open/);
  });

  it('expires an open session after expires_at, and on request', async () => {
    let clock = new Date();
    const fake = await start({ now: () => clock });
    const stripe = sdk(fake);
    const { session } = await customerAndSession(stripe);
    const other = (await customerAndSession(stripe)).session;
    clock = new Date(clock.getTime() + 24 * 3600 * 1000);
    const expired = await stripe.checkout.sessions.retrieve(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    expect(await (await fetch(`${fake.origin}/c/pay/${session.id}`)).text()).toContain(
      'This checkout session has expired.',
    );
    expect(fake.events.filter((e) => e.type === 'checkout.session.expired')).toHaveLength(2);
    const error = await failure(stripe.checkout.sessions.expire(other.id));
    expect(error.message).toMatch(/Only Checkout Sessions with a status in \["open"\]/);
  });
});

describe('customer portal', () => {
  it('creates a portal session for a known customer only', async () => {
    const fake = await start();
    const stripe = sdk(fake);
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.test/settings/billing',
    });
    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: 'http://app.test/settings/billing',
      livemode: false,
    });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal.configuration).toMatch(/^bpc_/);
    expect(portal.url).toMatch(new RegExp(`^${fake.origin}/p/session/test_\\w{32}$`));

    const unknown = await failure(
      stripe.billingPortal.sessions.create({
        customer: 'cus_nothere',
        return_url: 'http://a.test',
      }),
    );
    expect([unknown.statusCode, unknown.code, unknown.param]).toEqual([
      400,
      'resource_missing',
      'customer',
    ]);
    const noCustomer = await failure(
      stripe.billingPortal.sessions.create({ return_url: 'http://a.test' } as never),
    );
    expect(noCustomer.param).toBe('customer');
  });

  it('switches plan, cancels at period end and takes it back, each with customer.subscription.updated', async () => {
    const { fake, receiver } = await startWithReceiver();
    const stripe = sdk(fake);
    const { customer, session } = await customerAndSession(stripe);
    const subscription = await fake.completeCheckout(session.id);
    const item = subscription.items.data[0]!;
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.test/settings/billing',
    });
    const renewsOn = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(item.current_period_end * 1000));

    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('Starter');
    expect(page).toContain('$49.00 / month');
    expect(page).toContain(`Renews on ${renewsOn}`);
    expect(page).toMatch(/href="http:\/\/app\.test\/settings\/billing"\s*>Return to Collabify</);
    const buttons = actions(page);
    expect(Object.keys(buttons)).toEqual(['Switch to Pro', 'Cancel plan']);

    const switched = await post(`${fake.origin}${buttons['Switch to Pro']}`, {
      price: PRO,
    });
    expect(switched.status).toBe(303);
    const afterSwitch = await stripe.subscriptions.retrieve(subscription.id);
    expect(afterSwitch.items.data[0]!).toMatchObject({ id: item.id, price: { id: PRO } });

    const cancelPage = await (await fetch(portal.url)).text();
    expect(cancelPage).toContain('$149.00 / month');
    await post(`${fake.origin}${actions(cancelPage)['Cancel plan']}`, {});
    const canceling = await stripe.subscriptions.retrieve(subscription.id);
    expect(canceling).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: item.current_period_end,
      cancellation_details: { reason: 'cancellation_requested' },
    });
    const cancelsPage = await (await fetch(portal.url)).text();
    expect(cancelsPage).toContain(`Cancels on ${renewsOn}`);
    await post(`${fake.origin}${actions(cancelsPage)["Don't cancel"]}`, {});
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);

    await fake.settled();
    const updates = receiver.received
      .filter((r) => r.event.type === 'customer.subscription.updated')
      .map((r) => r.event.data.previous_attributes as Partial<Stripe.Subscription>);
    expect(updates).toHaveLength(3);
    expect(updates[0]!.items!.data[0]!.price.id).toBe(STARTER);
    expect(updates[1]).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      cancellation_details: { reason: null },
    });
    expect(updates[2]).toMatchObject({ cancel_at_period_end: true });
  });
});

describe('subscriptions', () => {
  it('lists by customer and status, updates through the API (event names the request) and cancels', async () => {
    const { fake, receiver } = await startWithReceiver();
    const stripe = sdk(fake);
    const { customer, session } = await customerAndSession(stripe);
    const subscription = await fake.completeCheckout(session.id);
    const itemId = subscription.items.data[0]!.id;

    const listed = await stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    expect(listed.data.map((s) => s.id)).toEqual([subscription.id]);
    expect((await stripe.subscriptions.list({ customer: 'cus_other' })).data).toEqual([]);

    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: itemId, price: PRO }],
      metadata: { plan: 'pro' },
      proration_behavior: 'create_prorations',
    });
    expect(updated.items.data[0]!.price.id).toBe(PRO);
    expect(updated.metadata).toEqual({ userId: 'u_1', plan: 'pro' });
    const canceling = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    expect(canceling.cancel_at_period_end).toBe(true);

    const badPrice = await failure(
      stripe.subscriptions.update(subscription.id, { items: [{ id: itemId, price: 'price_no' }] }),
    );
    expect([badPrice.code, badPrice.param]).toEqual(['resource_missing', 'items[0][price]']);
    const badItem = await failure(
      stripe.subscriptions.update(subscription.id, { items: [{ id: 'si_other', price: PRO }] }),
    );
    expect(badItem.param).toBe('items[0][id]');

    const canceled = await stripe.subscriptions.cancel(subscription.id, {
      cancellation_details: { feedback: 'too_expensive' },
    });
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_details: { feedback: 'too_expensive', reason: 'cancellation_requested' },
    });
    expect(canceled.ended_at).toBeTypeOf('number');
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect(
      (await stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data,
    ).toHaveLength(1);

    const again = await failure(stripe.subscriptions.cancel(subscription.id));
    expect([again.statusCode, again.message]).toEqual([
      404,
      `No such subscription: '${subscription.id}'`,
    ]);
    const update = await failure(
      stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false }),
    );
    expect(update.message).toBe(
      'A canceled subscription can only update its cancellation_details and metadata.',
    );

    await fake.settled();
    const apiEvents = receiver.received.slice(-3).map((r) => r.event);
    expect(apiEvents.map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    expect(apiEvents[0]!.request!.id).toMatch(/^req_/);
    expect(apiEvents[0]!.request!.idempotency_key).toMatch(/^stripe-node-retry-/);
    expect(apiEvents[2]!.request!.idempotency_key).toBeNull();
  });
});

describe('billing cycle', () => {
  it('renews from the anchor by calendar month, paying or failing, and recovers from past_due', async () => {
    let clock = new Date('2026-01-31T10:00:00Z');
    const { fake, receiver } = await startWithReceiver({ now: () => clock });
    const stripe = sdk(fake);
    const { session } = await customerAndSession(stripe);
    const subscription = await fake.completeCheckout(session.id);
    const periodOf = async () => {
      const item = (await stripe.subscriptions.retrieve(subscription.id)).items.data[0]!;
      return [item.current_period_start, item.current_period_end].map((s) =>
        new Date(s * 1000).toISOString(),
      );
    };
    expect(await periodOf()).toEqual(['2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z']);
    await fake.settled();
    receiver.received.length = 0;

    clock = new Date('2026-02-28T10:00:00Z');
    const paid = await fake.renew(subscription.id, { payment: 'succeeds' });
    expect(await periodOf()).toEqual(['2026-02-28T10:00:00.000Z', '2026-03-31T10:00:00.000Z']);
    expect(paid.invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_cycle',
      period_start: seconds(new Date('2026-01-31T10:00:00Z')),
    });
    await fake.settled();
    expect(receiver.types()).toEqual([
      'customer.subscription.updated',
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    const previous = receiver.received[0]!.event.data
      .previous_attributes as Partial<Stripe.Subscription>;
    expect(previous.items!.data[0]!.current_period_end).toBe(
      seconds(new Date('2026-02-28T10:00:00Z')),
    );
    expect(previous.latest_invoice).toBe(subscription.latest_invoice);
    receiver.received.length = 0;

    clock = new Date('2026-03-31T10:00:00Z');
    const failed = await fake.renew(subscription.id, { payment: 'fails' });
    expect(failed.invoice).toMatchObject({ status: 'open', attempt_count: 1, attempted: true });
    expect(failed.invoice!.next_payment_attempt).toBe(seconds(clock) + 3 * 24 * 3600);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    await fake.settled();
    expect(receiver.types()).toEqual([
      'customer.subscription.updated',
      'invoice.created',
      'invoice.finalized',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect(receiver.received[4]!.event.data.previous_attributes).toEqual({ status: 'active' });
    receiver.received.length = 0;

    const hosted = await fetch(failed.invoice!.hosted_invoice_url!);
    expect(await hosted.text()).toContain('Pay $49.00');
    const declined = await post(failed.invoice!.hosted_invoice_url!, {
      card: '4000000000000002',
    });
    expect(declined.status).toBe(402);
    const payNow = await post(failed.invoice!.hosted_invoice_url!, { card: '4242424242424242' });
    expect(payNow.status).toBe(303);
    const recovered = await stripe.subscriptions.retrieve(subscription.id);
    expect(recovered.status).toBe('active');
    expect((await stripe.invoices.retrieve(failed.invoice!.id)).attempt_count).toBe(3);
    await fake.settled();
    expect(receiver.types()).toEqual([
      'invoice.payment_failed',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
  });

  it('retries a failed payment, ends a subscription set to cancel at period end, and cancels now', async () => {
    const fake = await start();
    const stripe = sdk(fake);
    const { session } = await customerAndSession(stripe);
    const subscription = await fake.completeCheckout(session.id);
    await fake.renew(subscription.id, { payment: 'fails' });
    await expect(fake.retryPayment(subscription.id, { payment: 'fails' })).resolves.toMatchObject({
      status: 'open',
      attempt_count: 2,
    });
    await expect(fake.retryPayment(subscription.id)).resolves.toMatchObject({ status: 'paid' });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    await expect(fake.retryPayment(subscription.id)).rejects.toThrow(FakeStripeError);

    await fake.updateSubscription(subscription.id, { cancelAtPeriodEnd: true });
    const ended = await fake.renew(subscription.id);
    expect(ended.invoice).toBeNull();
    expect(ended.subscription.status).toBe('canceled');
    expect(fake.events.at(-1)!.type).toBe('customer.subscription.deleted');
    await expect(fake.renew(subscription.id)).rejects.toThrow(/is canceled/);

    const second = await fake.completeCheckout((await customerAndSession(stripe)).session.id);
    const canceled = await fake.cancelSubscription(second.id);
    expect(canceled.status).toBe('canceled');
    await expect(fake.cancelSubscription(second.id)).rejects.toThrow(FakeStripeError);
    await expect(fake.updateSubscription(second.id, { price: PRO })).rejects.toThrow(
      /canceled subscription/,
    );
  });

  it('drives the same actions from the dashboard', async () => {
    const fake = await start();
    const { session } = await customerAndSession(sdk(fake));
    const subscription = await fake.completeCheckout(session.id);
    const page = await (await fetch(`${fake.origin}/`)).text();
    expect(page).toContain(subscription.id);
    expect(page).toContain('ada@example.com');
    expect(page).toContain('checkout.session.completed');
    const buttons = actions(page);
    expect(Object.keys(buttons)).toEqual([
      'Renew now (payment succeeds)',
      'Renew now (payment fails)',
      'Cancel now',
    ]);
    const renewFail = await fetch(`${fake.origin}${buttons['Renew now (payment fails)']}`, {
      method: 'POST',
      body: new URLSearchParams({ payment: 'fails' }),
      redirect: 'manual',
    });
    expect(renewFail.status).toBe(303);
    expect(fake.subscriptions[0]!.status).toBe('past_due');
    const after = await (await fetch(`${fake.origin}${renewFail.headers.get('location')}`)).text();
    expect(after).toContain('its payment failed');
    expect(Object.keys(actions(after))).toContain('Retry payment (succeeds)');
    await post(`${fake.origin}${buttons['Cancel now']}`, {});
    expect(fake.subscriptions[0]!.status).toBe('canceled');
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and parameters, and refuses other parameters', async () => {
    const fake = await start();
    const stripe = sdk(fake);
    const first = await stripe.customers.create(
      { email: 'ada@example.com', metadata: { userId: 'u_1' } },
      { idempotencyKey: 'collabify-customer-u_1' },
    );
    const again = await stripe.customers.create(
      { email: 'ada@example.com', metadata: { userId: 'u_1' } },
      { idempotencyKey: 'collabify-customer-u_1' },
    );
    expect(again.id).toBe(first.id);
    expect(fake.customers).toHaveLength(1);
    expect(fake.events.filter((e) => e.type === 'customer.created')).toHaveLength(1);

    const raw = await api(fake, 'POST', '/v1/customers', {
      body: 'email=ada%40example.com&metadata[userId]=u_1',
      headers: { 'idempotency-key': 'collabify-customer-u_1' },
    });
    expect(raw.body.id).toBe(first.id);
    expect(raw.headers.get('idempotent-replayed')).toBe('true');
    expect(raw.headers.get('idempotency-key')).toBe('collabify-customer-u_1');

    const mismatch = await failure(
      stripe.customers.create(
        { email: 'other@example.com' },
        { idempotencyKey: 'collabify-customer-u_1' },
      ),
    );
    expect(mismatch).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect([mismatch.statusCode, mismatch.rawType]).toEqual([400, 'idempotency_error']);
    const otherEndpoint = await failure(
      stripe.billingPortal.sessions.create(
        { customer: first.id, return_url: 'http://a.test' },
        { idempotencyKey: 'collabify-customer-u_1' },
      ),
    );
    expect(otherEndpoint.message).toMatch(/same endpoint/);
  });

  it('replays an error the endpoint answered, but saves nothing for a parameter refusal', async () => {
    const fake = await start();
    const body =
      'mode=subscription&customer=cus_nothere&line_items[0][price]=price_local_starter&line_items[0][quantity]=1&success_url=http%3A%2F%2Fa.test';
    const first = await api(fake, 'POST', '/v1/checkout/sessions', {
      body,
      headers: { 'idempotency-key': 'k-error' },
    });
    expect(first.status).toBe(400);
    const replay = await api(fake, 'POST', '/v1/checkout/sessions', {
      body,
      headers: { 'idempotency-key': 'k-error' },
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('original-request')).toBe(first.headers.get('request-id'));

    const stripe = sdk(fake);
    const missing = await failure(
      stripe.customers.create({ email: 'not-an-email' }, { idempotencyKey: 'k-validation' }),
    );
    expect(missing.code).toBe('email_invalid');
    const fixed = await stripe.customers.create(
      { email: 'ada@example.com' },
      { idempotencyKey: 'k-validation' },
    );
    expect(fixed.email).toBe('ada@example.com');
  });
});

describe('events and webhooks', () => {
  it('signs each delivery so the SDK’s constructEvent accepts it, and lists events newest first', async () => {
    const { fake, receiver } = await startWithReceiver();
    const stripe = sdk(fake);
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    await fake.settled();
    const [delivery] = receiver.received;
    expect(receiver.refused).toEqual([]);
    expect(delivery!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(delivery!.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = delivery!.event;
    expect(delivery!.body).toBe(JSON.stringify(event, null, 2));
    expect(event).toMatchObject({
      object: 'event',
      type: 'customer.created',
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      data: { object: { id: customer.id, email: 'ada@example.com' } },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(event.request!.id).toMatch(/^req_/);

    const retrieved = await stripe.events.retrieve(event.id);
    expect(retrieved.pending_webhooks).toBe(0);
    await stripe.customers.update(customer.id, { name: 'Ada' });
    const list = await stripe.events.list({ type: 'customer.*' });
    expect(list.data.map((e) => e.type)).toEqual(['customer.updated', 'customer.created']);
    expect((await stripe.events.list({ types: ['customer.updated'] })).data).toHaveLength(1);
    expect((await failure(stripe.events.retrieve('evt_nothere'))).statusCode).toBe(404);
  });

  it('makes signature headers the SDK accepts, and ones it refuses (wrong secret, too old)', async () => {
    const fake = await start();
    const verifier = new Stripe('sk_x');
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' }, null, 2);
    expect(
      verifier.webhooks.constructEvent(payload, fake.signatureHeader(payload), WEBHOOK_SECRET).id,
    ).toBe('evt_1');
    expect(() =>
      verifier.webhooks.constructEvent(
        payload,
        fake.signatureHeader(payload, { secret: 'whsec_other' }),
        WEBHOOK_SECRET,
      ),
    ).toThrow(/No signatures found/);
    const old = seconds(new Date()) - 301;
    expect(() =>
      verifier.webhooks.constructEvent(
        payload,
        fake.signatureHeader(payload, { timestamp: old }),
        WEBHOOK_SECRET,
      ),
    ).toThrow(/tolerance/);
  });

  it('retries after a 500 and after no answer, recording every attempt and its wait', async () => {
    const { fake, receiver } = await startWithReceiver({ retryDelaysMs: [5, 10] });
    receiver.answers.push(500);
    await sdk(fake).customers.create({ email: 'ada@example.com' });
    await fake.settled();
    expect(fake.deliveries.map((d) => [d.attempt, d.status, d.retryInMs])).toEqual([
      [1, 500, 5],
      [2, 200, null],
    ]);
    expect(receiver.types()).toEqual(['customer.created']);

    const closed = await Receiver.start();
    const deadUrl = closed.url;
    await closed.close();
    fake.setWebhookUrl(deadUrl);
    await sdk(fake).customers.create({ email: 'grace@example.com' });
    await fake.settled();
    const dead = fake.deliveries.slice(2);
    expect(dead.map((d) => [d.attempt, d.status, d.retryInMs])).toEqual([
      [1, 0, 5],
      [2, 0, 10],
      [3, 0, null],
    ]);
    expect(dead[0]!.error).toMatch(/fetch failed|ECONNREFUSED/);
  });

  it('logs a failed attempt as a warning naming the URL, the retry or Resend, and the fix', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const closed = await Receiver.start();
    await closed.close();
    const deadUrl = closed.url;
    const appOrigin = new URL(deadUrl).origin;
    const fake = await start({ webhookUrl: deadUrl, retryDelaysMs: [5], log: true });
    await sdk(fake).customers.create({ email: 'ada@example.com' });
    await fake.settled();
    const eventId = fake.events[0]!.id;
    const refusing = await Receiver.start();
    refusing.answers.push(400);
    fake.setWebhookUrl(refusing.url);
    await fake.redeliver(eventId);
    await fake.redeliver(eventId);
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    const delivered = log.mock.calls
      .map((call) => String(call[0]))
      .filter((l) => l.includes('webhook'));
    log.mockRestore();
    warn.mockRestore();
    const what = `[stripe-local] webhook customer.created ${eventId}`;
    const unreachable =
      `Nothing answers at ${appOrigin}: start Collabify there, or restart the local Stripe with ` +
      "APP_URL set to the app's URL.";
    expect(warnings).toEqual([
      `${what} to ${deadUrl} FAILED (attempt 1 of 2: TypeError: fetch failed (ECONNREFUSED)); ` +
        `retrying in 5 ms. ${unreachable}`,
      `${what} to ${deadUrl} FAILED (attempt 2 of 2: TypeError: fetch failed (ECONNREFUSED)); ` +
        `not delivered: once the app answers, press Resend on the dashboard. ${unreachable}`,
      `${what} to ${refusing.url} FAILED (attempt 1 of 1: answered 400); not delivered: once the app ` +
        'answers, press Resend on the dashboard. The app refused it: see its log (a 400 or 401 usually ' +
        'means STRIPE_WEBHOOK_SECRET differs between the app and the local provider).',
    ]);
    expect(delivered).toEqual([`${what} → 200 (attempt 1 of 1)`]);
  });

  it('holds deliveries and releases them reversed, or twice', async () => {
    const { fake, receiver } = await startWithReceiver();
    const stripe = sdk(fake);
    const { session } = await customerAndSession(stripe);
    await fake.settled();
    receiver.received.length = 0;

    fake.holdDeliveries();
    await fake.completeCheckout(session.id);
    await new Promise((resolve) => setImmediate(resolve));
    expect(receiver.received).toEqual([]);
    const created = fake.events.slice(-6).map((e) => e.id);
    await fake.releaseDeliveries({ order: 'reverse' });
    await fake.settled();
    expect(receiver.received.map((r) => r.event.id)).toEqual([...created].reverse());
    receiver.received.length = 0;

    fake.holdDeliveries();
    const customer = await stripe.customers.create({ email: 'grace@example.com' });
    await stripe.customers.update(customer.id, { name: 'Grace' });
    await fake.releaseDeliveries({ twice: true });
    await fake.settled();
    expect(receiver.types()).toEqual([
      'customer.created',
      'customer.updated',
      'customer.created',
      'customer.updated',
    ]);
    expect(fake.deliveries.slice(-4).map((d) => d.redelivery)).toEqual([false, false, true, true]);

    const redelivered = await fake.redeliver(created[0]!);
    expect([redelivered.status, redelivered.redelivery]).toEqual([200, true]);
    expect(receiver.received.at(-1)!.event.id).toBe(created[0]);
  });

  it('records events without a webhook URL, and sends later ones once it is set', async () => {
    const fake = await start();
    const stripe = sdk(fake);
    await stripe.customers.create({ email: 'ada@example.com' });
    expect(fake.events[0]!.pending_webhooks).toBe(0);
    expect(fake.deliveries).toEqual([]);
    const receiver = await Receiver.start();
    fake.setWebhookUrl(receiver.url);
    await stripe.customers.create({ email: 'grace@example.com' });
    await vi.waitFor(() => expect(receiver.types()).toEqual(['customer.created']));
  });
});
