import { and, desc, eq, gte, isNull, lt, lte, or, sql, sum } from 'drizzle-orm';
import type { MONTHLY_PLAN_METRICS } from '@shared/constants/plans';
import type { DbOrTx } from '../../db/client';
import {
  billingAccounts,
  planChanges,
  stripeEvents,
  usageRecords,
  users,
  type BillingAccountRow,
} from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** A monthly metric ({@link MONTHLY_PLAN_METRICS}). */
export type MonthlyMetric = (typeof MONTHLY_PLAN_METRICS)[number];

/** The account's billing row, or null (a Free account that never bought anything). */
export async function findAccount(
  db: DbOrTx,
  userId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<BillingAccountRow | null> {
  const query = db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return firstRow(opts.forUpdate ? query.for('update') : query);
}

/** The billing row of a Stripe customer, or null. */
export async function findAccountByCustomer(
  db: DbOrTx,
  customerId: string,
): Promise<BillingAccountRow | null> {
  return firstRow(
    db.select().from(billingAccounts).where(eq(billingAccounts.stripeCustomerId, customerId)),
  );
}

/**
 * Serialises plan-limit checks of one account until the transaction ends (a transaction-level
 * advisory lock on the user id), so two concurrent calls cannot both take the last unit.
 */
export async function lockUsage(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`usage:${userId}`}, 0))`);
}

/** Makes sure the account has a billing row and locks it for the rest of the transaction. */
export async function lockAccount(tx: DbOrTx, userId: string): Promise<BillingAccountRow> {
  await tx.insert(billingAccounts).values({ userId }).onConflictDoNothing();
  return (await findAccount(tx, userId, { forUpdate: true }))!;
}

/** Stores the account's Stripe customer id. */
export async function setCustomer(tx: DbOrTx, userId: string, customerId: string): Promise<void> {
  await tx
    .update(billingAccounts)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(eq(billingAccounts.userId, userId));
}

/** The subscription columns of a billing row, as read from Stripe at `stripeSyncedAt`. */
export type SubscriptionWrite = Pick<
  BillingAccountRow,
  | 'stripeCustomerId'
  | 'stripeSubscriptionId'
  | 'subscriptionPlan'
  | 'subscriptionStatus'
  | 'currentPeriodStart'
  | 'currentPeriodEnd'
  | 'cancelAtPeriodEnd'
  | 'paymentFailedAt'
  | 'stripeSyncedAt'
>;

/**
 * Writes a subscription read from Stripe unless a later read is already stored (an older read
 * never overwrites a newer one). Returns whether it was written.
 */
export async function writeSubscription(
  tx: DbOrTx,
  userId: string,
  values: SubscriptionWrite,
): Promise<boolean> {
  const rows = await tx
    .update(billingAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(billingAccounts.userId, userId),
        or(
          isNull(billingAccounts.stripeSyncedAt),
          lte(billingAccounts.stripeSyncedAt, values.stripeSyncedAt!),
        ),
      ),
    )
    .returning({ userId: billingAccounts.userId });
  return rows.length > 0;
}

/**
 * Records a Stripe event as applied, in the transaction applying it. Returns false when it was
 * already recorded (a repeated delivery: apply nothing).
 */
export async function recordEvent(
  tx: DbOrTx,
  event: { id: string; type: string; created: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, createdAt: event.created })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

/** Whether the Stripe event was already applied. */
export async function isEventRecorded(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, id));
  return Boolean(row);
}

/** The quantity of `metric` used in `[from, to)`. */
export async function sumUsage(
  db: DbOrTx,
  userId: string,
  metric: MonthlyMetric,
  period: { start: Date; end: Date },
): Promise<number> {
  const [row] = await db
    .select({ used: sum(usageRecords.quantity).mapWith(Number) })
    .from(usageRecords)
    .where(
      and(
        eq(usageRecords.userId, userId),
        eq(usageRecords.metric, metric),
        gte(usageRecords.occurredAt, period.start),
        lt(usageRecords.occurredAt, period.end),
      ),
    );
  return row?.used ?? 0;
}

/** Meters `quantity` of `metric` now. */
export async function insertUsage(
  tx: DbOrTx,
  userId: string,
  metric: MonthlyMetric,
  quantity: number,
): Promise<void> {
  await tx.insert(usageRecords).values({ userId, metric, quantity, occurredAt: new Date() });
}

/** Sets (or clears, with null) the plan an admin granted. */
export async function setManualPlan(
  tx: DbOrTx,
  userId: string,
  plan: string | null,
): Promise<void> {
  await tx
    .update(billingAccounts)
    .set({ manualPlan: plan, updatedAt: new Date() })
    .where(eq(billingAccounts.userId, userId));
}

/**
 * Gives the account a complimentary plan shown under `label`, unless it already has one (a grant
 * is never overwritten, so repeating it changes nothing). Returns whether it was granted.
 */
export async function insertGrant(
  db: DbOrTx,
  userId: string,
  grant: { plan: string; label: string },
): Promise<boolean> {
  const rows = await db
    .insert(billingAccounts)
    .values({ userId, grantedPlan: grant.plan, grantLabel: grant.label })
    .onConflictDoUpdate({
      target: billingAccounts.userId,
      set: { grantedPlan: grant.plan, grantLabel: grant.label, updatedAt: new Date() },
      setWhere: isNull(billingAccounts.grantedPlan),
    })
    .returning({ userId: billingAccounts.userId });
  return rows.length > 0;
}

/** Keeps a hand-made plan change with who made it and why. */
export async function insertPlanChange(
  tx: DbOrTx,
  change: {
    userId: string;
    plan: string | null;
    previousPlan: string;
    reason: string;
    setBy: string;
  },
): Promise<void> {
  await tx.insert(planChanges).values(change);
}

/** A plan change with the admin who made it. */
export interface PlanChangeRow {
  plan: string | null;
  previousPlan: string;
  reason: string;
  setAt: Date;
  setBy: { id: string; name: string; email: string };
}

/** The account's hand-made plan changes, newest first. */
export function findPlanChanges(db: DbOrTx, userId: string): Promise<PlanChangeRow[]> {
  return db
    .select({
      plan: planChanges.plan,
      previousPlan: planChanges.previousPlan,
      reason: planChanges.reason,
      setAt: planChanges.setAt,
      setBy: { id: users.id, name: users.name, email: users.email },
    })
    .from(planChanges)
    .innerJoin(users, eq(users.id, planChanges.setBy))
    .where(eq(planChanges.userId, userId))
    .orderBy(desc(planChanges.setAt), desc(planChanges.id));
}
