import { utc } from '@date-fns/utc';
import { addDays, addMonths, differenceInMonths } from 'date-fns';
import { PAYMENT_GRACE_DAYS, PLANS, type PlanId } from '@shared/constants/plans';
import type { PLAN_SOURCES } from '@shared/schemas/billing';
import type { BillingAccountRow } from '../../db/schema';

/** Stripe statuses under which a subscription's plan applies (past_due only within the grace period). */
export const PAYING_STATUSES = new Set(['active', 'trialing', 'past_due']);

/** Stripe statuses that mean a renewal payment is failing. */
export const FAILING_STATUSES = new Set(['past_due', 'unpaid']);

/** What an account's limits come from at one moment. */
export interface PlanState {
  plan: PlanId;
  source: (typeof PLAN_SOURCES)[number];
  /** The name the plan is shown under: the plan's ("Pro"), or a complimentary grant's label ("Demo plan"). */
  name: string;
  /** A failing renewal: since when, and the end of the grace period (UTC). */
  paymentFailed: { since: Date; graceEndsAt: Date } | null;
}

/** A usage period, `[start, end)` in UTC. */
export interface UsagePeriod {
  start: Date;
  end: Date;
}

/** Whether the account's Stripe subscription is one that is still paid for (or being retried). */
export function hasPayingSubscription(account: BillingAccountRow | null): boolean {
  return Boolean(
    account?.subscriptionPlan && PAYING_STATUSES.has(account.subscriptionStatus ?? ''),
  );
}

/**
 * The plan whose limits apply at `now`: a plan an admin set wins; then the Stripe subscription's
 * plan while it is active, trialing, or past due within {@link PAYMENT_GRACE_DAYS} of the first
 * failed payment; then a complimentary grant (the demo brand's "Demo plan"), so buying a plan
 * through Checkout replaces it; otherwise Free.
 */
export function planStateAt(account: BillingAccountRow | null, now: Date): PlanState {
  const paymentFailed = account?.paymentFailedAt
    ? {
        since: account.paymentFailedAt,
        graceEndsAt: addDays(account.paymentFailedAt, PAYMENT_GRACE_DAYS, { in: utc }),
      }
    : null;
  const named = (plan: PlanId, source: PlanState['source']): PlanState => ({
    plan,
    source,
    name: PLANS[plan].name,
    paymentFailed,
  });
  if (account?.manualPlan) return named(account.manualPlan as PlanId, 'admin');
  const graceOver = paymentFailed !== null && now >= paymentFailed.graceEndsAt;
  if (hasPayingSubscription(account) && !graceOver) {
    return named(account!.subscriptionPlan as PlanId, 'stripe');
  }
  if (account?.grantedPlan && account.grantLabel) {
    return { ...named(account.grantedPlan as PlanId, 'grant'), name: account.grantLabel };
  }
  return named('free', hasPayingSubscription(account) ? 'stripe' : 'free');
}

/**
 * The usage period containing `now`, which the monthly limits count in. With a paid subscription
 * it is the subscription's billing period (rolled month by month from it should Stripe's renewal
 * not have reached us yet, or a clock run behind it); otherwise months anchored on the day the account was created. Month
 * arithmetic is in UTC and keeps the anchor's day (Jan 31 → Feb 28 → Mar 31), as Stripe's billing
 * cycle anchor does.
 */
export function usagePeriodAt(
  account: BillingAccountRow | null,
  accountCreatedAt: Date,
  now: Date,
): UsagePeriod {
  const start = account?.currentPeriodStart;
  const end = account?.currentPeriodEnd;
  if (hasPayingSubscription(account) && start && end) {
    return now >= start && now < end ? { start, end } : monthContaining(start, now);
  }
  return monthContaining(accountCreatedAt, now);
}

/** The month `[anchor + n months, anchor + n + 1 months)` that holds `now` (n < 0 before `anchor`). */
function monthContaining(anchor: Date, now: Date): UsagePeriod {
  let months = differenceInMonths(now, anchor, { in: utc });
  // differenceInMonths counts whole months toward zero; step over month-end clamping.
  while (addMonths(anchor, months, { in: utc }) > now) months -= 1;
  while (addMonths(anchor, months + 1, { in: utc }) <= now) months += 1;
  return {
    start: new Date(addMonths(anchor, months, { in: utc }).getTime()),
    end: new Date(addMonths(anchor, months + 1, { in: utc }).getTime()),
  };
}
