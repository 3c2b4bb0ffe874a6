import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { send } from '../kit/http';
import { listen } from '../kit/server';
import { closeAfterEach } from '../kit/testing';
import { type FakeStripe, startFakeStripe } from './server';

/**
 * What the return from Checkout and a sync read, and how a test switches webhooks off, through the
 * official SDK: a Checkout Session with its subscription expanded, a customer's subscriptions in
 * every status, and the webhook endpoint (disabled: nothing is sent).
 */

const SECRET_KEY = 'sk_test_fake_stripe_endpoints';
const closeLater = closeAfterEach();

/** The fake delivering to a receiver that answers 200 to everything. */
async function start(): Promise<{ fake: FakeStripe; stripe: Stripe }> {
  const receiver = await listen({
    name: 'stripe-endpoint-receiver',
    handle: async (_req, res) => send(res, 200, ''),
    internalError: (res) => send(res, 500, ''),
  });
  closeLater(() => receiver.close());
  const fake = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: 'whsec_fake_stripe_endpoints',
    webhookUrl: `${receiver.origin}/api/webhooks/stripe`,
    retryDelaysMs: [1],
  });
  closeLater(() => fake.close());
  const stripe = new Stripe(SECRET_KEY, {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return { fake, stripe };
}

/** A completed subscription checkout for a new customer. */
async function paidCheckout(fake: FakeStripe, stripe: Stripe) {
  const customer = await stripe.customers.create({ email: 'ana@example.com' });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: 'price_local_starter', quantity: 1 }],
    client_reference_id: 'u_1',
    success_url: 'http://app.test/billing?session_id={CHECKOUT_SESSION_ID}',
  });
  const subscription = await fake.completeCheckout(session.id);
  return { customer, session, subscription };
}

async function refusal(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof Stripe.errors.StripeError)) throw new Error('Expected a Stripe refusal');
  return error;
}

describe('reading a checkout back', () => {
  it('answers a completed session with its subscription expanded, and refuses what cannot be', async () => {
    const { fake, stripe } = await start();
    const { session, subscription } = await paidCheckout(fake, stripe);

    const read = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription'],
    });

    expect(read).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: 'u_1',
      subscription: { id: subscription.id, object: 'subscription', status: 'active' },
    });
    const notExpandable = await refusal(
      stripe.checkout.sessions.retrieve(session.id, { expand: ['client_reference_id'] }),
    );
    expect(notExpandable).toMatchObject({ statusCode: 400, param: 'expand' });
    const missing = await refusal(stripe.checkout.sessions.retrieve('cs_test_nothere'));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('lists a customer’s subscriptions in every status with status=all', async () => {
    const { fake, stripe } = await start();
    const { customer, subscription } = await paidCheckout(fake, stripe);
    await fake.cancelSubscription(subscription.id);

    const live = await stripe.subscriptions.list({ customer: customer.id });
    const all = await stripe.subscriptions.list({ customer: customer.id, status: 'all' });

    expect(live.data).toEqual([]);
    expect(all.data.map((s) => [s.id, s.status])).toEqual([[subscription.id, 'canceled']]);
  });
});

describe('the webhook endpoint', () => {
  it('sends nothing while disabled, and only new events once enabled again', async () => {
    const { fake, stripe } = await start();
    const [endpoint] = (await stripe.webhookEndpoints.list()).data;
    expect(endpoint).toMatchObject({ status: 'enabled', url: fake.webhookUrl });

    const disabled = await stripe.webhookEndpoints.update(endpoint!.id, { disabled: true });
    expect(disabled.status).toBe('disabled');
    const { subscription } = await paidCheckout(fake, stripe);
    await fake.settled();
    expect(fake.deliveries).toEqual([]);
    expect(fake.events.every((e) => e.pending_webhooks === 0)).toBe(true);

    await stripe.webhookEndpoints.update(endpoint!.id, { disabled: false });
    await fake.cancelSubscription(subscription.id);
    await fake.settled();
    const sent = fake.deliveries.map((d) => fake.events.find((e) => e.id === d.eventId)!.type);
    expect(sent).toEqual(['customer.subscription.deleted']);
  });

  it('refuses an unknown endpoint and parameters the local Stripe does not take', async () => {
    const { stripe } = await start();
    const [endpoint] = (await stripe.webhookEndpoints.list()).data;

    const unknown = await refusal(stripe.webhookEndpoints.update('we_nothere', { disabled: true }));
    expect(unknown).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const url = await refusal(
      stripe.webhookEndpoints.update(endpoint!.id, { url: 'https://elsewhere.example/hook' }),
    );
    expect(url).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'url' });
  });
});
