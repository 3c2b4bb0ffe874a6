import {
  MONTHLY_PLAN_METRICS,
  PLAN_IDS,
  PLAN_METRICS,
  PLANS,
  type PaidPlanId,
} from '@shared/constants/plans';
import { actsAsBrand } from '@shared/constants/roles';
import type {
  AdminBilling,
  Billing,
  Plans,
  SetPlan,
  StripeRedirect,
} from '@shared/schemas/billing';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden, notConfigured, notFound } from '../../errors';
import type { StripeClient } from '../../integrations/stripe/client';
import { findUser, findUserWithEmail } from '../users/users.service';
import { presentAdminBilling, presentBilling } from './billing.presenter';
import {
  findAccount,
  findPlanChanges,
  insertGrant,
  insertPlanChange,
  lockAccount,
  setCustomer,
  setManualPlan,
} from './billing.repository';
import { stripeCall } from './stripe-errors';
import { monthlyUsed, type StandingUsage } from './plan-limits.service';
import { hasPayingSubscription, planStateAt, usagePeriodAt } from './plan-state';

/** The Stripe client, or 503 "Stripe is not configured". */
export function requireStripe(ctx: AppContext): StripeClient {
  if (!ctx.stripe) throw notConfigured('Stripe');
  return ctx.stripe;
}

/** Every plan (PRODUCT §9) and whether this server can sell them. */
export function getPlans(ctx: AppContext): Plans {
  return { configured: ctx.stripe !== null, plans: PLAN_IDS.map((id) => PLANS[id]) };
}

/** The account's plan, subscription, failing payment, usage period and a meter per limit. */
export async function getBilling(
  ctx: AppContext,
  user: UserRow,
  standing: StandingUsage,
): Promise<Billing> {
  const now = new Date();
  const account = await findAccount(ctx.db, user.id);
  const state = planStateAt(account, now);
  const used = await Promise.all(
    PLAN_METRICS.map((metric) =>
      (MONTHLY_PLAN_METRICS as readonly string[]).includes(metric)
        ? monthlyUsed(ctx.db, user, metric as (typeof MONTHLY_PLAN_METRICS)[number])
        : standing[metric as keyof StandingUsage](ctx.db, user.id),
    ),
  );
  return presentBilling({
    configured: ctx.stripe !== null,
    account,
    state,
    period: usagePeriodAt(account, user.createdAt, now),
    used: Object.fromEntries(PLAN_METRICS.map((m, i) => [m, used[i]!])) as Record<
      (typeof PLAN_METRICS)[number],
      number
    >,
  });
}

/**
 * A Stripe Checkout URL (subscription mode) for a paid plan. The account's Stripe customer is
 * created on the first checkout and reused after; the user id is the client reference. Checkout
 * returns to `/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`: the plan becomes the
 * account's when that return reads the completed session ({@link confirmCheckout}) or Stripe's
 * webhook says so, whichever comes first.
 * @throws 403 for influencer-only accounts; 409 when the account already pays for a plan (change
 * it in the portal); 503 when Stripe is not configured; 502 when Stripe refuses.
 */
export async function createCheckout(
  ctx: AppContext,
  user: UserRow,
  plan: PaidPlanId,
): Promise<StripeRedirect> {
  const stripe = requireStripe(ctx);
  if (!actsAsBrand(user.roles)) throw forbidden('Plans are for brand accounts.');
  const account = await findAccount(ctx.db, user.id);
  if (hasPayingSubscription(account)) {
    const current = PLANS[account!.subscriptionPlan as PaidPlanId].name;
    throw conflict(`You already have the ${current} plan. Change or cancel it in Manage billing.`);
  }
  const customerId = await customerOf(ctx.db, stripe, user, account?.stripeCustomerId ?? null);
  const url = await stripeCall(() =>
    stripe.createCheckoutSession({
      customerId,
      userId: user.id,
      plan,
      successUrl: `${ctx.appUrl}/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.appUrl}/pricing?checkout=cancelled`,
    }),
  );
  return { url };
}

/** The account's Stripe customer id, created (once, idempotently) and stored when it has none. */
async function customerOf(
  db: DbOrTx,
  stripe: StripeClient,
  user: UserRow,
  known: string | null,
): Promise<string> {
  if (known) return known;
  const created = await stripeCall(() => stripe.createCustomer(user));
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, user.id);
    if (account.stripeCustomerId) return account.stripeCustomerId;
    await setCustomer(tx, user.id, created);
    return created;
  });
}

/**
 * A customer-portal URL (update the card, switch or cancel the plan, invoices), returning to
 * /billing. @throws 409 when the account has no Stripe customer yet; 503 without Stripe; 502
 * when Stripe refuses.
 */
export async function createPortal(ctx: AppContext, user: UserRow): Promise<StripeRedirect> {
  const stripe = requireStripe(ctx);
  const customerId = (await findAccount(ctx.db, user.id))?.stripeCustomerId;
  if (!customerId) throw conflict('You have no billing account yet. Choose a plan first.');
  const url = await stripeCall(() =>
    stripe.createPortalSession(customerId, `${ctx.appUrl}/billing`),
  );
  return { url };
}

/**
 * Gives an account a complimentary paid plan shown under `label` (the demo brand's "Demo plan"):
 * its limits are the plan's; a plan an admin sets and a paid subscription bought through Checkout
 * both win over it. An account that already has a grant keeps it (safe to repeat).
 * @returns whether the grant was made now.
 */
export function grantPlan(
  db: Db,
  userId: string,
  grant: { plan: PaidPlanId; label: string },
): Promise<boolean> {
  return insertGrant(db, userId, grant);
}

/** An account found by email, its billing and its hand-made plan history. @throws 404. */
export async function getAdminBilling(
  ctx: AppContext,
  email: string,
  standing: StandingUsage,
): Promise<AdminBilling> {
  const user = await findUserWithEmail(ctx.db, email);
  if (!user) throw notFound('account');
  return adminView(ctx, user, standing);
}

/**
 * Sets the plan of an account by hand (support cases), or gives it back to Stripe/Free with
 * `plan: null`; kept with the admin, the time and the reason. @throws 404 for an unknown account.
 */
export async function setPlanByHand(
  ctx: AppContext,
  admin: UserRow,
  userId: string,
  input: SetPlan,
  standing: StandingUsage,
): Promise<AdminBilling> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw notFound('account');
  await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, user.id);
    const previousPlan = planStateAt(account, new Date()).plan;
    await setManualPlan(tx, user.id, input.plan);
    await insertPlanChange(tx, {
      userId: user.id,
      plan: input.plan,
      previousPlan,
      reason: input.reason,
      setBy: admin.id,
    });
  });
  return adminView(ctx, user, standing);
}

async function adminView(
  ctx: AppContext,
  user: UserRow,
  standing: StandingUsage,
): Promise<AdminBilling> {
  const [billing, history] = await Promise.all([
    getBilling(ctx, user, standing),
    findPlanChanges(ctx.db, user.id),
  ]);
  return presentAdminBilling(user, billing, history);
}
