import { PLAN_METRICS, PLANS, type PlanId, type PlanMetric } from '@shared/constants/plans';
import type { AdminBilling, Billing } from '@shared/schemas/billing';
import type { BillingAccountRow, UserRow } from '../../db/schema';
import type { PlanChangeRow } from './billing.repository';
import type { PlanState, UsagePeriod } from './plan-state';

/** What {@link presentBilling} is built from. */
export interface BillingParts {
  configured: boolean;
  account: BillingAccountRow | null;
  state: PlanState;
  period: UsagePeriod;
  used: Record<PlanMetric, number>;
}

/** The `GET /api/billing` answer: times ISO 8601 UTC, a meter per limit of the applying plan. */
export function presentBilling({
  configured,
  account,
  state,
  period,
  used,
}: BillingParts): Billing {
  const subscription =
    account?.stripeSubscriptionId && account.subscriptionPlan && account.subscriptionStatus
      ? {
          plan: account.subscriptionPlan as PlanId,
          status: account.subscriptionStatus as NonNullable<Billing['subscription']>['status'],
          renewsAt: account.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: account.cancelAtPeriodEnd,
        }
      : null;
  return {
    configured,
    plan: state.plan,
    planName: state.name,
    planSource: state.source,
    subscription,
    paymentFailed: state.paymentFailed && {
      since: state.paymentFailed.since.toISOString(),
      graceEndsAt: state.paymentFailed.graceEndsAt.toISOString(),
    },
    period: { start: period.start.toISOString(), end: period.end.toISOString() },
    usage: PLAN_METRICS.map((metric) => ({
      metric,
      used: used[metric],
      limit: PLANS[state.plan].limits[metric],
    })),
    portalAvailable: Boolean(account?.stripeCustomerId),
  };
}

/** An account, its billing and its plan history, for admins. */
export function presentAdminBilling(
  user: UserRow,
  billing: Billing,
  history: PlanChangeRow[],
): AdminBilling {
  return {
    user: { id: user.id, name: user.name, email: user.email },
    billing,
    history: history.map((change) => ({
      plan: change.plan as PlanId | null,
      previousPlan: change.previousPlan as PlanId,
      reason: change.reason,
      setBy: change.setBy,
      setAt: change.setAt.toISOString(),
    })),
  };
}
