import { describe, expect, it } from 'vitest';
import type { BillingAccountRow } from '../../db/schema';
import { planStateAt, usagePeriodAt } from './plan-state';

const at = (iso: string) => new Date(iso);

/** A billing row with a Stripe subscription (active Starter, 10th to 10th) unless overridden. */
function account(overrides: Partial<BillingAccountRow> = {}): BillingAccountRow {
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    subscriptionPlan: 'starter',
    subscriptionStatus: 'active',
    currentPeriodStart: at('2026-11-10T08:00:00Z'),
    currentPeriodEnd: at('2026-12-10T08:00:00Z'),
    cancelAtPeriodEnd: false,
    paymentFailedAt: null,
    stripeSyncedAt: at('2026-11-10T08:00:01Z'),
    manualPlan: null,
    grantedPlan: null,
    grantLabel: null,
    updatedAt: at('2026-11-10T08:00:01Z'),
    ...overrides,
  };
}

describe('usagePeriodAt', () => {
  const created = at('2026-01-31T12:00:00Z');

  it('uses months from the account’s creation without a subscription, keeping the day (Jan 31 → Feb 28 → Mar 31)', () => {
    expect(usagePeriodAt(null, created, at('2026-02-15T00:00:00Z'))).toEqual({
      start: at('2026-01-31T12:00:00Z'),
      end: at('2026-02-28T12:00:00Z'),
    });
    expect(usagePeriodAt(null, created, at('2026-03-05T00:00:00Z'))).toEqual({
      start: at('2026-02-28T12:00:00Z'),
      end: at('2026-03-31T12:00:00Z'),
    });
    // The end is exclusive: at the anniversary itself a new period starts.
    expect(usagePeriodAt(null, created, at('2026-03-31T12:00:00Z')).start).toEqual(
      at('2026-03-31T12:00:00Z'),
    );
  });

  it('uses the subscription’s billing period, not the calendar month', () => {
    expect(usagePeriodAt(account(), created, at('2026-12-01T00:00:00Z'))).toEqual({
      start: at('2026-11-10T08:00:00Z'),
      end: at('2026-12-10T08:00:00Z'),
    });
  });

  it('rolls the subscription’s period forward when the renewal has not reached us yet', () => {
    expect(usagePeriodAt(account(), created, at('2027-01-15T00:00:00Z'))).toEqual({
      start: at('2027-01-10T08:00:00Z'),
      end: at('2027-02-10T08:00:00Z'),
    });
  });

  it('counts the month before a period that starts after now (a clock behind Stripe’s)', () => {
    expect(usagePeriodAt(account(), created, at('2026-11-01T00:00:00Z'))).toEqual({
      start: at('2026-10-10T08:00:00Z'),
      end: at('2026-11-10T08:00:00Z'),
    });
  });

  it('falls back to the account’s months once the subscription is canceled', () => {
    const canceled = account({ subscriptionStatus: 'canceled' });
    expect(usagePeriodAt(canceled, created, at('2026-12-01T00:00:00Z')).start).toEqual(
      at('2026-11-30T12:00:00Z'),
    );
  });
});

describe('planStateAt', () => {
  it('is Free without a row, the subscription’s plan while paid for, and the admin’s plan above both', () => {
    expect(planStateAt(null, new Date()).plan).toBe('free');
    expect(planStateAt(account(), new Date())).toMatchObject({ plan: 'starter', source: 'stripe' });
    expect(planStateAt(account({ manualPlan: 'pro' }), new Date())).toMatchObject({
      plan: 'pro',
      source: 'admin',
    });
    expect(planStateAt(account({ subscriptionStatus: 'unpaid' }), new Date()).plan).toBe('free');
    expect(planStateAt(account({ subscriptionStatus: 'incomplete' }), new Date()).plan).toBe(
      'free',
    );
  });

  it('keeps a past-due plan for 14 days after the first failed payment, then applies Free', () => {
    const failing = account({
      subscriptionStatus: 'past_due',
      paymentFailedAt: at('2026-12-10T08:00:00Z'),
    });
    const during = planStateAt(failing, at('2026-12-24T07:59:59Z'));
    expect(during).toMatchObject({ plan: 'starter', source: 'stripe' });
    expect(during.paymentFailed?.graceEndsAt).toEqual(at('2026-12-24T08:00:00Z'));
    expect(planStateAt(failing, at('2026-12-24T08:00:00Z')).plan).toBe('free');
  });

  it('applies a complimentary plan under its label when no admin plan or paid subscription does', () => {
    const demo = { grantedPlan: 'pro', grantLabel: 'Demo plan' };
    const unsubscribed = { subscriptionPlan: null, subscriptionStatus: null };
    expect(planStateAt(account({ ...demo, ...unsubscribed }), new Date())).toMatchObject({
      plan: 'pro',
      source: 'grant',
      name: 'Demo plan',
    });
    // A paid subscription replaces it, an admin's plan wins, and a subscription that ended gives it back.
    expect(planStateAt(account(demo), new Date())).toMatchObject({
      plan: 'starter',
      source: 'stripe',
      name: 'Starter',
    });
    expect(planStateAt(account({ ...demo, manualPlan: 'free' }), new Date())).toMatchObject({
      plan: 'free',
      source: 'admin',
      name: 'Free',
    });
    expect(
      planStateAt(account({ ...demo, subscriptionStatus: 'canceled' }), new Date()),
    ).toMatchObject({ plan: 'pro', source: 'grant', name: 'Demo plan' });
  });
});
