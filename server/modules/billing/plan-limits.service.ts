import { PLANS, UPGRADE_PATH, type PlanMetric } from '@shared/constants/plans';
import { planPhrase } from '@shared/format/plan-name';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';

/** The account a limit is checked for: its id and when it was created (Free usage periods start then). */
export type PlanAccount = Pick<UserRow, 'id' | 'createdAt'>;
import { planLimitReached } from '../../errors';
import {
  findAccount,
  insertUsage,
  lockUsage,
  sumUsage,
  type MonthlyMetric,
} from './billing.repository';
import { planStateAt, usagePeriodAt, type PlanState } from './plan-state';

/** A limit counted as a standing total (saved influencers, lists, active campaigns). */
export type StandingMetric = Exclude<PlanMetric, MonthlyMetric>;

/**
 * How the modules that own them count the standing totals of an account (lists and campaigns),
 * passed to billing by app.ts so billing can show the meters without importing those modules.
 */
export type StandingUsage = Record<StandingMetric, (db: DbOrTx, userId: string) => Promise<number>>;

/** What each limit counts, in the problem's sentence. */
const NOUNS: Record<PlanMetric, string> = {
  savedInfluencers: 'saved influencers',
  lists: 'lists',
  activeCampaigns: 'active campaigns',
  emailsPerMonth: 'outreach emails a month',
  aiPicksPerMonth: 'AI pick runs a month',
  dataUpdatesPerMonth: 'data updates a month',
};

/** The 402 for a call that needs `requested` more of `metric` than the plan leaves. */
function limitProblem(
  { plan, name }: Pick<PlanState, 'plan' | 'name'>,
  metric: PlanMetric,
  limit: number,
  usage: number,
  requested: number,
  monthly: { renewsOn: Date } | null,
) {
  const has = monthly
    ? `${usage.toLocaleString('en-US')} ${usage === 1 ? 'is' : 'are'} used this period (it renews on ${monthly.renewsOn.toISOString().slice(0, 10)})`
    : `you have ${usage.toLocaleString('en-US')}`;
  const needs = requested > 1 ? `; this needs ${requested.toLocaleString('en-US')} more` : '';
  return planLimitReached(
    `Your ${planPhrase(name)} includes ${limit.toLocaleString('en-US')} ${NOUNS[metric]} and ${has}${needs}. Upgrade your plan to go further.`,
    { metric, limit, usage, requested, plan, planName: name, upgradeUrl: UPGRADE_PATH },
  );
}

/**
 * Checks, inside the transaction about to write it, that `requested` more of a standing total
 * fits the account's plan. Takes the account's usage lock first, then calls `count` (which counts
 * with the same transaction): two concurrent calls cannot both take the last unit. Over the limit
 * nothing is written (the caller's transaction rolls back); usage already over a lowered limit
 * (after a downgrade) stays, but nothing new fits until it is under.
 * @throws 402 `plan-limit` with the limit, the usage and the upgrade link.
 */
export async function assertWithinLimit(
  tx: DbOrTx,
  user: PlanAccount,
  metric: StandingMetric,
  count: () => Promise<{ used: number; requested: number }>,
): Promise<void> {
  await lockUsage(tx, user.id);
  const state = planStateAt(await findAccount(tx, user.id), new Date());
  const limit = PLANS[state.plan].limits[metric];
  if (limit === null) return;
  const { used, requested } = await count();
  if (requested > 0 && used + requested > limit) {
    throw limitProblem(state, metric, limit, used, requested, null);
  }
}

/** The account's plan, limit, usage period and what it used of `metric` in it. */
async function monthlyUsage(db: DbOrTx, user: PlanAccount, metric: MonthlyMetric) {
  const now = new Date();
  const account = await findAccount(db, user.id);
  const state = planStateAt(account, now);
  const period = usagePeriodAt(account, user.createdAt, now);
  return {
    state,
    period,
    limit: PLANS[state.plan].limits[metric],
    used: await sumUsage(db, user.id, metric, period),
  };
}

/**
 * Meters `quantity` of a monthly metric (emails queued, AI pick runs) in the caller's
 * transaction, after checking it fits what the plan leaves in the current usage period (the
 * subscription's billing period, not the calendar month).
 * @throws 402 `plan-limit` when it does not fit; nothing is metered then.
 */
export async function consumeAllowance(
  tx: DbOrTx,
  user: PlanAccount,
  metric: MonthlyMetric,
  quantity: number,
): Promise<void> {
  if (quantity <= 0) return;
  await lockUsage(tx, user.id);
  await assertAllowanceLeft(tx, user, metric, quantity);
  await insertUsage(tx, user.id, metric, quantity);
}

/**
 * Checks, without metering, that `quantity` of a monthly metric fits what the plan leaves this
 * period: a cheap early refusal before expensive work (ranking, rendering) that is metered later.
 * @throws 402 `plan-limit` when it does not fit.
 */
export async function assertAllowanceLeft(
  db: DbOrTx,
  user: PlanAccount,
  metric: MonthlyMetric,
  quantity: number,
): Promise<void> {
  const { state, period, limit, used } = await monthlyUsage(db, user, metric);
  if (limit !== null && used + quantity > limit) {
    throw limitProblem(state, metric, limit, used, quantity, { renewsOn: period.end });
  }
}

/** What the account used of a monthly metric in its current usage period. */
export async function monthlyUsed(db: DbOrTx, user: PlanAccount, metric: MonthlyMetric) {
  return (await monthlyUsage(db, user, metric)).used;
}
