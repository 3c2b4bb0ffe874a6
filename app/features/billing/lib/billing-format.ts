import type { PlanId } from '@shared/constants/plans';
import { PLANS } from '@shared/constants/plans';
import type { Billing } from '@shared/schemas/billing';
import type { SUBSCRIPTION_STATUSES } from '@shared/schemas/billing';
import { formatMoney } from '@app/lib/money';

/** A limit as the pricing table and meters show it: "1,000", or "Unlimited" for `null`. */
export function formatLimit(limit: number | null): string {
  return limit === null ? 'Unlimited' : limit.toLocaleString('en-US');
}

/** A monthly price in USD cents: "$49 / month"; "$0 / month" for Free. */
export function formatMonthlyPrice(cents: number): string {
  return `${formatMoney(cents, 'USD')} / month`;
}

/** A plan's display name ("Starter"). */
export function planName(plan: PlanId): string {
  return PLANS[plan].name;
}

/** Words for the Stripe subscription statuses. */
export const SUBSCRIPTION_STATUS_LABELS: Record<(typeof SUBSCRIPTION_STATUSES)[number], string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment past due',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Awaiting first payment',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

/** Subscription statuses after which the account can buy a plan again through Checkout. */
const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];

/**
 * Whether the account has a live Stripe subscription: its plan is changed or cancelled in the
 * customer portal, not bought again through Checkout (which answers 409 then).
 */
export function hasLiveSubscription(billing: Billing | null | undefined): boolean {
  const subscription = billing?.subscription;
  return !!subscription && !ENDED_STATUSES.includes(subscription.status);
}

/** The share of a limit used, 0–100 (100 when over the limit); null when unlimited. */
export function usagePercent(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit === 0) return 100;
  return Math.min(100, (used / limit) * 100);
}

/** Colour of a usage meter: red once the limit is reached, yellow from 80 %, else the brand's. */
export function meterColor(percent: number): 'red' | 'yellow' | 'brand' {
  if (percent >= 100) return 'red';
  if (percent >= 80) return 'yellow';
  return 'brand';
}
