import { z } from 'zod';
import { PAID_PLAN_IDS, PLAN_IDS, PLAN_METRICS } from '../constants/plans';
import { textSchema } from './text';

/** A plan id (`free`, `starter`, `pro`). */
export const planIdSchema = z.enum(PLAN_IDS);

/** One plan as the pricing page shows it; limits `null` = unlimited; price in USD cents per month. */
export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  priceMonthlyUsdCents: z.number().int().min(0),
  tagline: z.string(),
  limits: z.object(
    Object.fromEntries(PLAN_METRICS.map((m) => [m, z.number().int().min(0).nullable()])) as Record<
      (typeof PLAN_METRICS)[number],
      z.ZodNullable<z.ZodNumber>
    >,
  ),
});

/**
 * `GET /api/billing/plans` (public): every plan, and whether this server can sell them
 * (`configured` is false without the Stripe keys; the plans are still shown).
 */
export const plansSchema = z.object({
  configured: z.boolean(),
  plans: z.array(planSchema),
});

/** Params of `GET /api/users/createCheckoutSession/{planId}`: a paid plan. */
export const checkoutParamsSchema = z.strictObject({ planId: z.enum(PAID_PLAN_IDS) });

/** A Stripe-hosted page to send the browser to (Checkout or the customer portal). */
export const stripeRedirectSchema = z.object({ url: z.url() });

/**
 * Body of `POST /api/billing/checkout-return`: the Checkout Session id Stripe put in the return
 * URL (`session_id={CHECKOUT_SESSION_ID}`, `cs_…`, at most 255 characters).
 */
export const checkoutReturnBodySchema = z.strictObject({
  sessionId: z
    .string()
    .max(255)
    .regex(/^cs_[A-Za-z0-9_]+$/, 'Expected a Checkout Session id (cs_…)'),
});

/**
 * Where a checkout stands for the person back from it: `activated` (paid; the plan applies),
 * `processing` (completed, the payment not confirmed yet: the plan follows once it is), `open`
 * (not completed: nothing was charged) or `expired` (it ran out before it was paid).
 */
export const CHECKOUT_STATES = ['activated', 'processing', 'open', 'expired'] as const;

/** Stripe subscription statuses (API 2026-10-28). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

/** Usage of one limit: `used` now (or in this period for the monthly ones), `limit` null = unlimited. */
export const usageMeterSchema = z.object({
  metric: z.enum(PLAN_METRICS),
  used: z.number().int().min(0),
  limit: z.number().int().min(0).nullable(),
});

/**
 * Where the account's plan comes from: `free` (no subscription), `stripe` (a subscription),
 * `admin` (set by hand by an admin, which wins over Stripe until cleared) or `grant` (a
 * complimentary plan, such as the demo brand's "Demo plan", which a paid subscription replaces).
 */
export const PLAN_SOURCES = ['free', 'stripe', 'admin', 'grant'] as const;

/**
 * `GET /api/billing`: the signed-in account's plan, subscription and usage. Times ISO 8601 UTC.
 * - `plan` is the plan whose limits apply now (Free once a failed payment's grace period ends);
 *   `planName` is the name it is shown under: the plan's ("Pro"), or a grant's label ("Demo plan").
 * - `subscription` is the Stripe subscription, if any: its plan, status, `renewsAt` (current period
 *   end) and `cancelAtPeriodEnd`.
 * - `paymentFailed` is set while a renewal payment is failing: since when and when the grace
 *   period ends (the paid limits stay until then).
 * - `period` is the usage period the monthly meters count in.
 * - `portalAvailable` says the account has a Stripe customer (the portal can open).
 */
export const billingSchema = z.object({
  configured: z.boolean(),
  plan: planIdSchema,
  planName: z.string(),
  planSource: z.enum(PLAN_SOURCES),
  subscription: z
    .object({
      plan: planIdSchema,
      status: z.enum(SUBSCRIPTION_STATUSES),
      renewsAt: z.iso.datetime().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  paymentFailed: z.object({ since: z.iso.datetime(), graceEndsAt: z.iso.datetime() }).nullable(),
  period: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
  usage: z.array(usageMeterSchema),
  portalAvailable: z.boolean(),
});

/** `POST /api/billing/checkout-return`: the checkout's state and the account's billing after it. */
export const checkoutReturnSchema = z.object({
  state: z.enum(CHECKOUT_STATES),
  billing: billingSchema,
});

/**
 * Extension members of the 402 problem (`urn:collabify:problem:plan-limit`) a call answers when it
 * would go past the plan's limit: which limit, its value, the usage now, the plan (and the name it
 * is shown under, as in `GET /api/billing`), how many the call asked for, and where to upgrade.
 */
export const planLimitProblemSchema = z.object({
  metric: z.enum(PLAN_METRICS),
  limit: z.number().int().min(0),
  usage: z.number().int().min(0),
  requested: z.number().int().min(1),
  plan: planIdSchema,
  planName: z.string(),
  upgradeUrl: z.string(),
});

/** One hand-made plan change, newest first: who set what, when and why (`plan` null = back to Stripe/Free). */
export const planChangeSchema = z.object({
  plan: planIdSchema.nullable(),
  previousPlan: planIdSchema,
  reason: z.string(),
  setBy: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  setAt: z.iso.datetime(),
});

/** Query of `GET /api/admin/billing`: the account's email. */
export const adminBillingQuerySchema = z.strictObject({
  email: z.string().trim().toLowerCase().email().max(320),
});

/** `GET /api/admin/billing` and `PUT /api/admin/billing/{userId}/plan`: an account, its billing and its plan history. */
export const adminBillingSchema = z.object({
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  billing: billingSchema,
  history: z.array(planChangeSchema),
});

/** Params of `PUT /api/admin/billing/{userId}/plan`. */
export const adminBillingParamsSchema = z.strictObject({ userId: z.uuid() });

/**
 * Body of `PUT /api/admin/billing/{userId}/plan`: the plan to grant (`null` gives the account back
 * to its Stripe subscription, or Free) and why (kept with who and when).
 */
export const setPlanSchema = z.strictObject({
  plan: planIdSchema.nullable(),
  reason: textSchema.trim().min(3).max(500),
});

export type PlanInfo = z.infer<typeof planSchema>;
export type Plans = z.infer<typeof plansSchema>;
export type StripeRedirect = z.infer<typeof stripeRedirectSchema>;
export type Billing = z.infer<typeof billingSchema>;
export type CheckoutReturn = z.infer<typeof checkoutReturnSchema>;
export type UsageMeter = z.infer<typeof usageMeterSchema>;
export type PlanLimitProblem = z.infer<typeof planLimitProblemSchema>;
export type AdminBilling = z.infer<typeof adminBillingSchema>;
export type SetPlan = z.infer<typeof setPlanSchema>;
