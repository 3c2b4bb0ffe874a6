import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBillingParamsSchema,
  adminBillingQuerySchema,
  adminBillingSchema,
  billingSchema,
  checkoutParamsSchema,
  checkoutReturnBodySchema,
  checkoutReturnSchema,
  plansSchema,
  setPlanSchema,
  stripeRedirectSchema,
} from '@shared/schemas/billing';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { keepRawJsonBody } from '../../plugins/json-body';
import { perUserRateLimit } from '../../plugins/rate-limits';
import {
  createCheckout,
  createPortal,
  getAdminBilling,
  getBilling,
  getPlans,
  setPlanByHand,
} from './billing.service';
import { confirmCheckout, syncSubscriptions } from './checkout-return.service';
import type { StandingUsage } from './plan-limits.service';
import { receiveStripeWebhook } from './stripe-webhooks.service';

const tags = ['billing'];

/** Returns from Checkout read a minute, per account (each reads Stripe; a page sends one). */
const CHECKOUT_RETURNS_PER_MINUTE = 10;
/** Syncs from Stripe a minute, per account (the page asks after a minute, then less often). */
const SYNCS_PER_MINUTE = 3;

/**
 * Plans and the account's billing: `GET /api/billing/plans`, `GET /api/billing`, the return from
 * Checkout `POST /api/billing/checkout-return`, `POST /api/billing/sync`, and the admin's
 * `GET /api/admin/billing` and `PUT /api/admin/billing/{userId}/plan`. `standing` counts the
 * standing totals (lists, saved influencers, active campaigns) for the meters.
 */
export function billingRoutes(ctx: AppContext, standing: StandingUsage) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/billing/plans', {
      config: { access: 'public' },
      schema: {
        summary: 'List the plans',
        operationId: 'listPlans',
        description:
          'Every plan with its monthly price (USD cents) and limits (null = unlimited); `configured` is false when this server cannot sell them (no Stripe keys).',
        tags,
        response: { 200: plansSchema },
      },
      handler: async () => getPlans(ctx),
    });

    app.get('/billing', {
      config: { access: 'user' },
      schema: {
        summary: 'Get your plan and usage',
        operationId: 'getBilling',
        description:
          'The plan whose limits apply, the Stripe subscription, a failing payment and its grace period, and a usage meter per limit.',
        tags,
        response: { 200: billingSchema },
      },
      handler: async (request) => getBilling(ctx, currentUser(request), standing),
    });

    app.post('/billing/checkout-return', {
      config: {
        access: 'user',
        problems: [404, 502, 503],
        rateLimit: perUserRateLimit('checkout-return', CHECKOUT_RETURNS_PER_MINUTE),
      },
      schema: {
        summary: 'Apply a completed Checkout',
        operationId: 'confirmCheckout',
        description:
          'Back from Stripe Checkout with `session_id`: reads the Checkout Session and its subscription from Stripe and applies the plan at once, as the webhook would (whichever comes second changes nothing). `state` says where the checkout stands: `activated`, `processing` (completed, payment not confirmed yet), `open` (not completed) or `expired`. 404 for a session of another account.',
        tags,
        body: checkoutReturnBodySchema,
        response: { 200: checkoutReturnSchema },
      },
      handler: async (request) =>
        confirmCheckout(ctx, currentUser(request), request.body.sessionId, standing),
    });

    app.post('/billing/sync', {
      config: {
        access: 'user',
        problems: [502, 503],
        rateLimit: perUserRateLimit('billing-sync', SYNCS_PER_MINUTE),
      },
      schema: {
        summary: 'Read your subscription from Stripe again',
        operationId: 'syncBilling',
        description:
          'Reads the account’s subscriptions from Stripe and applies the one that matters (one paid for, else the account’s own), as the webhook would. The billing page asks for it when a plan takes more than a minute to activate. Nothing to read before the first checkout.',
        tags,
        response: { 200: billingSchema },
      },
      handler: async (request) => syncSubscriptions(ctx, currentUser(request), standing),
    });

    app.get('/admin/billing', {
      config: { access: 'admin' },
      schema: {
        summary: 'Find an account’s billing',
        operationId: 'getAccountBilling',
        description: '404 when no account has this email.',
        tags,
        querystring: adminBillingQuerySchema,
        response: { 200: adminBillingSchema },
      },
      handler: async (request) => getAdminBilling(ctx, request.query.email, standing),
    });

    app.put('/admin/billing/:userId/plan', {
      config: { access: 'admin' },
      schema: {
        summary: 'Set an account’s plan by hand',
        operationId: 'setAccountPlan',
        description:
          'A support case: the plan wins over Stripe until set back to `null`. Kept with the admin, the time and the reason.',
        tags,
        params: adminBillingParamsSchema,
        body: setPlanSchema,
        response: { 200: adminBillingSchema },
      },
      handler: async (request) =>
        setPlanByHand(ctx, currentUser(request), request.params.userId, request.body, standing),
    });
  };
}

/** `GET /api/users/createCheckoutSession/{planId}` and `GET /api/users/createPortalSession` (SEED-SPEC). */
export function billingUserRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/createCheckoutSession/:planId', {
      config: { access: 'user', problems: [403, 409, 502, 503] },
      schema: {
        summary: 'Start a Stripe Checkout for a plan',
        operationId: 'createCheckoutSession',
        description:
          'The URL of a Stripe Checkout page (subscription mode) for `starter` or `pro`, returning to `/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`. The plan applies when the return reads the completed session (`POST /api/billing/checkout-return`) or Stripe’s webhook reports it, whichever comes first. 409 when the account already pays for a plan (change it in the portal); 403 for influencer-only accounts.',
        tags,
        params: checkoutParamsSchema,
        response: { 200: stripeRedirectSchema },
      },
      handler: async (request) => createCheckout(ctx, currentUser(request), request.params.planId),
    });

    app.get('/createPortalSession', {
      config: { access: 'user', problems: [409, 502, 503] },
      schema: {
        summary: 'Open the Stripe customer portal',
        operationId: 'createPortalSession',
        description:
          'The URL of a short-lived customer-portal session (card, plan, cancellation, invoices) returning to /billing. 409 when the account has no Stripe customer yet.',
        tags,
        response: { 200: stripeRedirectSchema },
      },
      handler: async (request) => createPortal(ctx, currentUser(request)),
    });
  };
}

/**
 * `POST /api/webhooks/stripe`. The body is kept raw (a string) in this plugin only: the signature
 * is computed over the exact bytes Stripe sent.
 */
export function stripeWebhookRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    keepRawJsonBody(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/webhooks/stripe', {
      config: { access: 'public', problems: [400, 502] },
      schema: {
        summary: 'Receive a Stripe webhook',
        operationId: 'receiveStripeWebhook',
        description:
          'Stripe’s deliveries, verified by `Stripe-Signature` over the raw body (400 and nothing changed when it does not verify, is more than 5 minutes old, or the signed body is not a Stripe event). Each event is applied once; subscription events read the subscription from Stripe so the newest state wins whatever the order. A 5xx answer makes Stripe retry.',
        tags,
        headers: z.looseObject({ 'stripe-signature': z.string().max(2_000).optional() }),
        response: { 200: z.object({ received: z.literal(true) }) },
      },
      handler: async (request) => {
        await receiveStripeWebhook(
          ctx,
          String(request.body ?? ''),
          request.headers['stripe-signature'],
        );
        return { received: true as const };
      },
    });
  };
}
