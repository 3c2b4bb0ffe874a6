import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadingReference, stampedAt } from './columns';
import { users } from './users';

/**
 * Each account's plan state (PRODUCT §9): its Stripe customer and subscription as last read from
 * Stripe (`stripe_synced_at` orders those reads: an older read never overwrites a newer one), a
 * failing renewal payment (`payment_failed_at`, the start of the grace period), a plan an admin
 * set by hand (`manual_plan`), which wins over Stripe until cleared, and a complimentary plan
 * (`granted_plan`, shown under `grant_label`, such as the demo brand's "Demo plan"), which applies
 * while the account has no paying subscription. No row = Free.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    /** The plan of the subscription's price (`starter`, `pro`); null for a price no plan has. */
    subscriptionPlan: text('subscription_plan'),
    /** Stripe's subscription status (active, past_due, canceled…). */
    subscriptionStatus: text('subscription_status'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    stripeSyncedAt: timestamp('stripe_synced_at', { withTimezone: true, precision: 6 }),
    manualPlan: text('manual_plan'),
    /** A complimentary plan: applies when no admin-set plan or paying subscription does. */
    grantedPlan: text('granted_plan'),
    /** The name the complimentary plan is shown under ("Demo plan"); set with `granted_plan`. */
    grantLabel: text('grant_label'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    check(
      'billing_accounts_manual_plan_check',
      sql`${t.manualPlan} is null or ${t.manualPlan} in ('free', 'starter', 'pro')`,
    ),
    check(
      'billing_accounts_granted_plan_check',
      sql`(${t.grantedPlan} is null and ${t.grantLabel} is null) or (${t.grantedPlan} in ('starter', 'pro') and ${t.grantLabel} is not null)`,
    ),
  ],
);

/** Plans set by hand by admins (support cases): who, when, what and why. `plan` null = back to Stripe. */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: cascadingReference('user_id', () => users.id),
    plan: text('plan'),
    previousPlan: text('previous_plan').notNull(),
    reason: text('reason').notNull(),
    setBy: uuid('set_by')
      .notNull()
      .references(() => users.id),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plan_changes_user_id_idx').on(t.userId, t.setAt),
    index('plan_changes_set_by_idx').on(t.setBy),
  ],
);

/** Stripe events already applied; the id is stored in the transaction that applies the event. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** Stripe's `created` of the event. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Metered usage of the monthly limits (emails queued, AI pick runs): one row per use, summed over
 * the account's usage period.
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: cascadingReference('user_id', () => users.id),
    metric: text('metric').notNull(),
    quantity: integer('quantity').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('usage_records_user_metric_idx').on(t.userId, t.metric, t.occurredAt),
    check('usage_records_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
