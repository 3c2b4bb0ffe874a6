/**
 * The plans (PRODUCT §9) in one place: the server enforces these limits and the client shows them.
 * Prices are USD cents per month; a `null` limit is unlimited.
 */

/** Plan ids, cheapest first. */
export const PLAN_IDS = ['free', 'starter', 'pro'] as const;

/** One of {@link PLAN_IDS}. */
export type PlanId = (typeof PLAN_IDS)[number];

/** Plans bought through Stripe Checkout (each has a Stripe price: STRIPE_PRICE_STARTER, STRIPE_PRICE_PRO). */
export const PAID_PLAN_IDS = ['starter', 'pro'] as const satisfies readonly PlanId[];

/** One of {@link PAID_PLAN_IDS}. */
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/**
 * What a plan limits. `savedInfluencers` counts distinct influencers across all of the user's
 * lists; `lists` counts lists other than Favorites (created for everyone); `activeCampaigns`
 * counts campaigns whose status is active; the monthly ones (emails, AI picks, data updates —
 * requests for fresh numbers from a provider's API) count what was queued or run in
 * the current usage period (the subscription's billing period, or for a Free account the month
 * starting on the day of the month it was created).
 */
export const PLAN_METRICS = [
  'savedInfluencers',
  'lists',
  'activeCampaigns',
  'emailsPerMonth',
  'aiPicksPerMonth',
  'dataUpdatesPerMonth',
] as const;

/** One of {@link PLAN_METRICS}. */
export type PlanMetric = (typeof PLAN_METRICS)[number];

/** Metrics counted per usage period (reset when the period turns), not as a standing total. */
export const MONTHLY_PLAN_METRICS = [
  'emailsPerMonth',
  'aiPicksPerMonth',
  'dataUpdatesPerMonth',
] as const satisfies readonly PlanMetric[];

/** Labels of the metrics, as the pricing table and the usage meters show them. */
export const PLAN_METRIC_LABELS: Record<PlanMetric, string> = {
  savedInfluencers: 'Saved influencers',
  lists: 'Lists',
  activeCampaigns: 'Active campaigns',
  emailsPerMonth: 'Emails per month',
  aiPicksPerMonth: 'AI picks per month',
  dataUpdatesPerMonth: 'Data updates per month',
};

/** One plan: name, monthly price in USD cents, and its limit per metric (`null` = unlimited). */
export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price, USD cents (0 for Free). */
  priceMonthlyUsdCents: number;
  /** A one-line pitch shown on the pricing page. */
  tagline: string;
  limits: Record<PlanMetric, number | null>;
}

/** The plans by id (PRODUCT §9). */
export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    priceMonthlyUsdCents: 0,
    tagline: 'Try discovery and your first campaign.',
    limits: {
      savedInfluencers: 50,
      lists: 3,
      activeCampaigns: 1,
      emailsPerMonth: 50,
      aiPicksPerMonth: 5,
      dataUpdatesPerMonth: 10,
    },
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    priceMonthlyUsdCents: 4_900,
    tagline: 'For a brand running a steady creator program.',
    limits: {
      savedInfluencers: 1_000,
      lists: 20,
      activeCampaigns: 5,
      emailsPerMonth: 2_000,
      aiPicksPerMonth: 100,
      dataUpdatesPerMonth: 200,
    },
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceMonthlyUsdCents: 14_900,
    tagline: 'For teams scaling outreach across many campaigns.',
    limits: {
      savedInfluencers: null,
      lists: null,
      activeCampaigns: 50,
      emailsPerMonth: 20_000,
      aiPicksPerMonth: null,
      dataUpdatesPerMonth: 2_000,
    },
  },
};

/**
 * Days a paid plan keeps its limits after a renewal payment fails, while Stripe retries the card
 * (its default Smart Retries schedule spans up to two weeks). After that the Free limits apply
 * until the invoice is paid; nothing is deleted.
 */
export const PAYMENT_GRACE_DAYS = 14;

/** Where a limit's problem sends the person to upgrade (the pricing page). */
export const UPGRADE_PATH = '/pricing';

/**
 * The server settings that turn billing on, all four together (server/env.ts checks them; the
 * pricing page names them to an admin while billing is off).
 */
export const STRIPE_SETTINGS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_STARTER',
  'STRIPE_PRICE_PRO',
] as const;
