import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Billing, CheckoutReturn } from '@shared/schemas/billing';
import { billingAccounts, stripeEvents } from '../../db/schema';
import { type FakeStripe, startFakeStripe } from '@providers/stripe/server';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * A payment is never lost to a webhook (issue 30): the return from Checkout reads the session from
 * Stripe and applies the plan by the webhook's path, and `/billing` can ask for a sync. The local
 * Stripe delivers no webhooks here unless a test says so.
 */

const SECRET_KEY = 'sk_test_checkout_return';
const WEBHOOK_SECRET = 'whsec_checkout_return';

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    retryDelaysMs: [20, 40],
  });
  t = await buildTestApp({
    listen: true,
    stripe: {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      prices: { starter: 'price_local_starter', pro: 'price_local_pro' },
      testServerUrl: fake.origin,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.setWebhookUrl(null);
});

/** Starts a checkout for `plan` through the API; returns the session id from its URL. */
async function startCheckout(token: string, plan = 'starter'): Promise<string> {
  const res = await t.call(token, 'GET', `/api/users/createCheckoutSession/${plan}`);
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json<{ url: string }>().url).pathname.split('/').pop()!;
}

const checkoutReturn = (token: string, sessionId: string) =>
  t.call(token, 'POST', '/api/billing/checkout-return', { sessionId });

async function returned(token: string, sessionId: string): Promise<CheckoutReturn> {
  const res = await checkoutReturn(token, sessionId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function billing(token: string): Promise<Billing> {
  const res = await t.call(token, 'GET', '/api/billing');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function accountRow(userId: string) {
  const [row] = await t.database.db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId));
  return row!;
}

describe('the return from Checkout', () => {
  it('applies the paid plan at once when no webhook arrives', async () => {
    const { token } = await t.signUp();
    const sessionId = await startCheckout(token);
    const subscription = await fake.completeCheckout(sessionId);
    expect((await billing(token)).plan).toBe('free');

    const answer = await returned(token, sessionId);

    expect(answer.state).toBe('activated');
    expect(answer.billing).toMatchObject({
      plan: 'starter',
      planSource: 'stripe',
      subscription: { plan: 'starter', status: 'active' },
    });
    const periodEnd = subscription.items.data[0]!.current_period_end;
    expect(answer.billing.subscription?.renewsAt).toBe(new Date(periodEnd * 1000).toISOString());
    expect((await billing(token)).plan).toBe('starter');
    expect(fake.deliveries).toHaveLength(0);
  });

  it('changes nothing when the webhook arrives after it, nor when it comes after the webhook', async () => {
    const { token, user } = await t.signUp();
    fake.setWebhookUrl(`${t.ctx.appUrl}/api/webhooks/stripe`);
    fake.holdDeliveries();
    const sessionId = await startCheckout(token);
    await fake.completeCheckout(sessionId);
    expect((await returned(token, sessionId)).state).toBe('activated');
    const applied = await accountRow(user.id);

    const deliveredBefore = fake.deliveries.length;
    await fake.releaseDeliveries();
    await fake.settled();

    const delivered = fake.deliveries.slice(deliveredBefore);
    const types = delivered.map((d) => fake.events.find((e) => e.id === d.eventId)!.type);
    expect(types).toContain('customer.subscription.created');
    expect(types).toContain('checkout.session.completed');
    expect(delivered.every((d) => d.status === 200)).toBe(true);
    const recorded = await t.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, delivered.at(-1)!.eventId));
    expect(recorded).toHaveLength(1);
    expect(await accountRow(user.id)).toEqual(applied);

    expect((await returned(token, sessionId)).billing.plan).toBe('starter');
    expect(await accountRow(user.id)).toEqual(applied);
  });

  it('answers 404 for another account’s session and for one Stripe does not know', async () => {
    const owner = await t.signUp();
    const sessionId = await startCheckout(owner.token);
    await fake.completeCheckout(sessionId);
    const other = await t.signUp();

    const stolen = await checkoutReturn(other.token, sessionId);
    expect(stolen.statusCode).toBe(404);
    expect((await billing(other.token)).plan).toBe('free');
    expect((await billing(owner.token)).plan).toBe('free');
    expect((await checkoutReturn(owner.token, 'cs_test_unknown')).statusCode).toBe(404);
  });

  it('answers 400 naming body.sessionId for what is not a session id', async () => {
    const { token } = await t.signUp();
    for (const sessionId of ['', 'sub_123', 'cs_test/../x', `cs_${'a'.repeat(260)}`]) {
      const res = await checkoutReturn(token, sessionId);
      expect(res.statusCode, sessionId).toBe(400);
      expect(res.json().errors[0].path).toBe('body.sessionId');
    }
  });

  it('stays on Free and says so while the checkout is not completed, or once it expired', async () => {
    const { token } = await t.signUp();
    const sessionId = await startCheckout(token);

    const open = await returned(token, sessionId);
    expect(open.state).toBe('open');
    expect(open.billing).toMatchObject({ plan: 'free', subscription: null });

    await fake.expireCheckout(sessionId);
    const expired = await returned(token, sessionId);
    expect(expired.state).toBe('expired');
    expect(expired.billing.plan).toBe('free');
  });
});

describe('sync from Stripe', () => {
  const sync = (token: string) => t.call(token, 'POST', '/api/billing/sync');

  it('applies a paid subscription whose webhook and return never came', async () => {
    const { token } = await t.signUp();
    await fake.completeCheckout(await startCheckout(token, 'pro'));
    expect((await billing(token)).plan).toBe('free');

    const res = await sync(token);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Billing>()).toMatchObject({
      plan: 'pro',
      subscription: { plan: 'pro', status: 'active' },
    });
  });

  it('follows a cancellation made while webhooks were lost', async () => {
    const { token } = await t.signUp();
    const sessionId = await startCheckout(token);
    const subscription = await fake.completeCheckout(sessionId);
    await returned(token, sessionId);
    await fake.cancelSubscription(subscription.id);

    const res = await sync(token);

    expect(res.json<Billing>()).toMatchObject({
      plan: 'free',
      subscription: { status: 'canceled' },
    });
  });

  it('leaves an account without a Stripe customer on Free', async () => {
    const { token } = await t.signUp();
    const res = await sync(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Billing>()).toMatchObject({ plan: 'free', subscription: null });
  });

  it('answers 429 with Retry-After past 3 syncs a minute', async () => {
    const { token } = await t.signUp();
    for (let i = 0; i < 3; i++) expect((await sync(token)).statusCode).toBe(200);
    const limited = await sync(token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
