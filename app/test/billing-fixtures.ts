import { PLAN_IDS, PLAN_METRICS, PLANS } from '@shared/constants/plans';
import type { PlanId } from '@shared/constants/plans';
import type { AdminBilling, Billing, Plans, UsageMeter } from '@shared/schemas/billing';

/** The plans answer (`GET /api/billing/plans`) built from the shared plan config. */
export function makePlans(configured = true): Plans {
  return { configured, plans: PLAN_IDS.map((id) => PLANS[id]) };
}

/** Usage meters of `plan` with `used` per metric (0 when not given). */
export function makeUsage(
  plan: PlanId,
  used: Partial<Record<(typeof PLAN_METRICS)[number], number>> = {},
): UsageMeter[] {
  return PLAN_METRICS.map((metric) => ({
    metric,
    used: used[metric] ?? 0,
    limit: PLANS[plan].limits[metric],
  }));
}

/** A Free account's billing without a subscription (`GET /api/billing`); override any field. */
export function makeBilling(overrides: Partial<Billing> = {}): Billing {
  const plan = overrides.plan ?? 'free';
  return {
    configured: true,
    plan,
    planName: PLANS[plan].name,
    planSource: plan === 'free' ? 'free' : 'stripe',
    subscription: null,
    paymentFailed: null,
    period: { start: '2026-06-01T00:00:00.000Z', end: '2026-07-01T00:00:00.000Z' },
    usage: makeUsage(plan),
    portalAvailable: false,
    ...overrides,
  };
}

/** A paying account's billing: an active subscription to `plan` renewing on 1 Jul 2026. */
export function makeSubscribedBilling(
  plan: Exclude<PlanId, 'free'>,
  overrides: Partial<Billing> = {},
): Billing {
  return makeBilling({
    plan,
    planName: PLANS[plan].name,
    planSource: 'stripe',
    subscription: {
      plan,
      status: 'active',
      renewsAt: '2026-07-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
    },
    usage: makeUsage(plan),
    portalAvailable: true,
    ...overrides,
  });
}

/** The demo brand's billing: Pro's limits granted as the "Demo plan", no subscription. */
export function makeDemoBilling(overrides: Partial<Billing> = {}): Billing {
  return makeBilling({
    plan: 'pro',
    planName: 'Demo plan',
    planSource: 'grant',
    usage: makeUsage('pro'),
    ...overrides,
  });
}

/** An account's billing as an admin sees it (`GET /api/admin/billing`); override any field. */
export function makeAdminBilling(overrides: Partial<AdminBilling> = {}): AdminBilling {
  return {
    user: {
      id: '8d3f4a2b-1c5e-4f6a-9b7c-0d1e2f3a4b5c',
      name: 'Sam Brand',
      email: 'sam@brand.example',
    },
    billing: makeBilling(),
    history: [],
    ...overrides,
  };
}

/** The 402 problem body of a call past the Free plan's 3 lists. */
export function listLimitProblem() {
  return {
    type: 'urn:collabify:problem:plan-limit',
    title: 'Plan limit reached',
    status: 402,
    detail: 'Your Free plan includes 3 lists and you have 3. Upgrade to add more.',
    metric: 'lists',
    limit: 3,
    usage: 3,
    requested: 1,
    plan: 'free',
    planName: 'Free',
    upgradeUrl: '/pricing',
  };
}
