import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Billing, Plans } from '@shared/schemas/billing';
import { stripeEvents } from '../../db/schema';
import type { StripeConfig } from '../../integrations/stripe/client';
import { type FakeStripe, startFakeStripe } from '@providers/stripe/server';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { grantPlan } from './billing.service';

/**
 * Stripe billing end to end against the local Stripe (issue 17): Checkout in subscription mode,
 * the customer portal, and webhooks verified by signature, applied once, in any order.
 */

const SECRET_KEY = 'sk_test_billing_routes';
const WEBHOOK_SECRET = 'whsec_billing_routes';

let fake: FakeStripe;
let t: TestApp;
const config = (): StripeConfig => ({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  prices: { starter: 'price_local_starter', pro: 'price_local_pro' },
  testServerUrl: fake.origin,
});

beforeAll(async () => {
  fake = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    retryDelaysMs: [20, 40],
  });
  t = await buildTestApp({ listen: true, stripe: config() });
  fake.setWebhookUrl(`${t.ctx.appUrl}/api/webhooks/stripe`);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  await fake.settled();
});
afterEach(() => {
  vi.useRealTimers();
});

const get = (token: string | undefined, url: string) => t.request({ method: 'GET', url, token });

async function billing(token: string): Promise<Billing> {
  const res = await get(token, '/api/billing');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Starts a checkout for `plan` through the API; returns the session id from its URL. */
async function startCheckout(token: string, plan = 'starter'): Promise<string> {
  const res = await get(token, `/api/users/createCheckoutSession/${plan}`);
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json<{ url: string }>().url);
  expect(url.origin).toBe(fake.origin);
  return url.pathname.split('/').pop()!;
}

/** A signed-up brand that bought `plan` through Checkout (webhooks delivered). */
async function subscriber(plan = 'starter') {
  const session = await t.signUp();
  const subscription = await fake.completeCheckout(await startCheckout(session.token, plan));
  await fake.settled();
  return { ...session, subscriptionId: subscription.id };
}

const deliveredTwice = (type: string) =>
  fake.deliveries.filter((d) => fake.events.find((e) => e.id === d.eventId)?.type === type);

describe('checkout', () => {
  it('answers a subscription-mode Checkout URL for the user, reusing one Stripe customer', async () => {
    const { token, user } = await t.signUp();
    const first = await startCheckout(token);
    const second = await startCheckout(token, 'pro');
    const sessions = fake.checkoutSessions.filter((s) => [first, second].includes(s.id));
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      expect(session).toMatchObject({
        mode: 'subscription',
        client_reference_id: user.id,
        customer: sessions[0]!.customer,
        status: 'open',
      });
      expect(session.success_url).toBe(
        `${t.ctx.appUrl}/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      );
      expect(session.cancel_url).toBe(`${t.ctx.appUrl}/pricing?checkout=cancelled`);
    }
    expect(fake.customers.filter((c) => c.email === user.email)).toHaveLength(1);
    // Nothing changes before Stripe says the checkout completed.
    expect((await billing(token)).plan).toBe('free');
  });

  it('puts the account on the plan once the checkout completes, with its limits and renewal date', async () => {
    const { token, subscriptionId } = await subscriber('starter');
    const b = await billing(token);
    expect(b).toMatchObject({
      plan: 'starter',
      planSource: 'stripe',
      subscription: { plan: 'starter', status: 'active', cancelAtPeriodEnd: false },
      paymentFailed: null,
      portalAvailable: true,
    });
    const subscription = fake.subscriptions.find((s) => s.id === subscriptionId)!;
    const periodEnd = subscription.items.data[0]!.current_period_end;
    expect(b.subscription?.renewsAt).toBe(new Date(periodEnd * 1000).toISOString());
    expect(b.usage.find((m) => m.metric === 'lists')?.limit).toBe(20);
    // A second plan goes through the portal, not a second subscription.
    expect((await get(token, '/api/users/createCheckoutSession/pro')).statusCode).toBe(409);
  });

  it('refuses a plan that is not sold and influencer accounts', async () => {
    const { token } = await t.signUp();
    const free = await get(token, '/api/users/createCheckoutSession/free');
    expect(free.statusCode).toBe(400);
    expect(free.json().errors[0].path).toBe('params.planId');
    const influencer = await t.signUp({ role: 'influencer' });
    expect((await get(influencer.token, '/api/users/createCheckoutSession/pro')).statusCode).toBe(
      403,
    );
  });
});

describe('customer portal', () => {
  it('answers a portal URL for a customer and 409 before the first checkout', async () => {
    const { token } = await subscriber();
    const res = await get(token, '/api/users/createPortalSession');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ url: string }>().url).toMatch(new RegExp(`^${fake.origin}/p/session/`));
    const newcomer = await t.signUp();
    expect((await get(newcomer.token, '/api/users/createPortalSession')).statusCode).toBe(409);
  });

  it('follows a switch to Pro and a cancellation made in the portal', async () => {
    const { token, subscriptionId } = await subscriber();
    await fake.updateSubscription(subscriptionId, { price: 'price_local_pro' });
    await fake.settled();
    expect((await billing(token)).plan).toBe('pro');
    await fake.updateSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    await fake.settled();
    expect((await billing(token)).subscription).toMatchObject({ cancelAtPeriodEnd: true });
    await fake.cancelSubscription(subscriptionId);
    await fake.settled();
    expect(await billing(token)).toMatchObject({
      plan: 'free',
      subscription: { status: 'canceled' },
    });
  });
});

describe('a complimentary plan', () => {
  it('lets the account buy a plan through Checkout, which replaces it, and comes back when that ends', async () => {
    const { token, user } = await t.signUp();
    expect(await grantPlan(t.database.db, user.id, { plan: 'pro', label: 'Demo plan' })).toBe(true);
    expect(await billing(token)).toMatchObject({
      plan: 'pro',
      planName: 'Demo plan',
      planSource: 'grant',
    });

    const subscription = await fake.completeCheckout(await startCheckout(token, 'starter'));
    await fake.settled();
    expect(await billing(token)).toMatchObject({
      plan: 'starter',
      planName: 'Starter',
      planSource: 'stripe',
      subscription: { plan: 'starter', status: 'active' },
    });

    await fake.cancelSubscription(subscription.id);
    await fake.settled();
    expect(await billing(token)).toMatchObject({ plan: 'pro', planName: 'Demo plan' });
  });
});

describe('webhook', () => {
  it('answers 400 to a forged, stale or unsigned delivery and changes nothing', async () => {
    const { token, user } = await t.signUp();
    await startCheckout(token);
    const event = JSON.stringify({
      id: 'evt_forged_1',
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'sub_forged', customer: 'cus_x', metadata: { userId: user.id } } },
    });
    const send = (signature?: string) =>
      t.request({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          ...(signature && { 'stripe-signature': signature }),
        },
        payload: event,
      });
    for (const signature of [
      fake.signatureHeader(event, { secret: 'whsec_someone_else' }),
      fake.signatureHeader(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      fake.signatureHeader(`${event} `),
      undefined,
    ]) {
      const res = await send(signature);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].path).toBe('header.stripe-signature');
    }
    const stored = await t.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, 'evt_forged_1'));
    expect(stored).toHaveLength(0);
    expect((await billing(token)).plan).toBe('free');
  });

  it('answers 400 naming the body to a correctly signed delivery that is not a Stripe event, storing nothing', async () => {
    const { token } = await t.signUp();
    const before = await t.database.db.select().from(stripeEvents);
    const bodies = [
      'not json at all',
      '{"id": "evt_truncated", ',
      'null',
      '[]',
      JSON.stringify({ id: 'evt_shapeless', object: 'event' }),
      // A thin event notification (API v2): the SDK refuses it with a plain Error.
      JSON.stringify({ id: 'evt_thin', object: 'v2.core.event', type: 'v1.billing.meter' }),
    ];
    for (const body of bodies) {
      const res = await t.request({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': fake.signatureHeader(body),
        },
        payload: body,
      });
      expect(res.statusCode, `${body}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors[0].path).toBe('body');
    }
    expect(await t.database.db.select().from(stripeEvents)).toHaveLength(before.length);
    expect((await billing(token)).plan).toBe('free');
  });

  it('applies an event delivered twice once', async () => {
    const { token } = await t.signUp();
    fake.holdDeliveries();
    await fake.completeCheckout(await startCheckout(token));
    await fake.releaseDeliveries({ twice: true });
    await fake.settled();
    const completed = deliveredTwice('checkout.session.completed');
    expect(completed.length).toBeGreaterThanOrEqual(2);
    expect(completed.every((d) => d.status === 200)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, completed[0]!.eventId));
    expect(rows).toHaveLength(1);
    expect((await billing(token)).plan).toBe('starter');
  });

  it('ends on the newest plan when subscription.updated arrives before checkout.session.completed', async () => {
    const { token } = await t.signUp();
    fake.holdDeliveries();
    const subscription = await fake.completeCheckout(await startCheckout(token));
    await fake.updateSubscription(subscription.id, { price: 'price_local_pro' });
    await fake.releaseDeliveries({ order: 'reverse' });
    await fake.settled();
    const order = fake.deliveries.map((d) => fake.events.find((e) => e.id === d.eventId)!.type);
    expect(order.lastIndexOf('checkout.session.completed')).toBeGreaterThan(
      order.lastIndexOf('customer.subscription.updated'),
    );
    expect(await billing(token)).toMatchObject({
      plan: 'pro',
      subscription: { plan: 'pro', status: 'active' },
    });
  });

  it('answers 502 when Stripe cannot be read, storing nothing, so Stripe retries', async () => {
    const { token, subscriptionId } = await subscriber();
    const broken = await buildTestApp({ stripe: { ...config(), secretKey: 'sk_test_revoked' } });
    try {
      const event = fake.events.find(
        (e) =>
          e.type === 'customer.subscription.created' &&
          (e.data.object as { id: string }).id === subscriptionId,
      )!;
      const payload = JSON.stringify(event);
      const res = await broken.request({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': fake.signatureHeader(payload),
        },
        payload,
      });
      expect(res.statusCode, res.body).toBe(502);
      const stored = await broken.database.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event.id));
      expect(stored).toHaveLength(0);
    } finally {
      await broken.close();
    }
    expect((await billing(token)).plan).toBe('starter');
  });
});

describe('renewals', () => {
  it('shows a failed payment with its grace period, keeps the plan, and clears it once paid', async () => {
    const { token, subscriptionId } = await subscriber();
    await fake.renew(subscriptionId, { payment: 'fails' });
    await fake.settled();
    const failing = await billing(token);
    expect(failing).toMatchObject({ plan: 'starter', subscription: { status: 'past_due' } });
    const { since, graceEndsAt } = failing.paymentFailed!;
    expect(new Date(graceEndsAt).getTime() - new Date(since).getTime()).toBe(14 * 86_400_000);

    await fake.retryPayment(subscriptionId, { payment: 'succeeds' });
    await fake.settled();
    expect(await billing(token)).toMatchObject({
      plan: 'starter',
      paymentFailed: null,
      subscription: { status: 'active' },
    });
  });

  it('starts the monthly counters again with the subscription’s new period', async () => {
    const { token, user, password, subscriptionId } = await subscriber();
    const pick = await t.request({
      method: 'POST',
      url: '/api/list/ai-picks',
      token,
      payload: { keywords: 'running shoes' },
    });
    expect(pick.statusCode, pick.body).toBe(200);
    const before = await billing(token);
    expect(before.usage.find((m) => m.metric === 'aiPicksPerMonth')?.used).toBe(1);

    // The period ends (Stripe's clock and ours move together): Stripe renews the subscription.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(before.period.end) });
    const renewal = await fake.renew(subscriptionId);
    await fake.settled();
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    const after = await billing(login.json<{ token: string }>().token);
    const item = renewal.subscription.items.data[0]!;
    expect(after.period.start).toBe(new Date(item.current_period_start * 1000).toISOString());
    expect(after.period.start).toBe(before.period.end);
    expect(after.usage.find((m) => m.metric === 'aiPicksPerMonth')?.used).toBe(0);
  });
});

describe('without Stripe keys', () => {
  it('shows the plans as not configured and answers 503 on the billing routes', async () => {
    const bare = await buildTestApp();
    try {
      const plans = await bare.request({ method: 'GET', url: '/api/billing/plans' });
      expect(plans.json<Plans>()).toMatchObject({ configured: false });
      expect(plans.json<Plans>().plans.map((p) => p.id)).toEqual(['free', 'starter', 'pro']);
      const { token } = await bare.signUp();
      for (const url of [
        '/api/users/createCheckoutSession/starter',
        '/api/users/createPortalSession',
      ]) {
        const res = await bare.request({ method: 'GET', url, token });
        expect(res.statusCode).toBe(503);
        expect(res.json().title).toBe('Stripe is not configured');
      }
      const hook = await bare.request({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(503);
      expect(
        (await bare.request({ method: 'GET', url: '/api/billing', token })).json(),
      ).toMatchObject({ configured: false, plan: 'free' });
    } finally {
      await bare.close();
    }
  });
});
