import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBillingParamsSchema,
  adminBillingQuerySchema,
  adminBillingSchema,
  billingSchema,
  checkoutParamsSchema,
  plansSchema,
  setPlanSchema,
  stripeRedirectSchema,
} from '@shared/schemas/billing';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { keepRawJsonBody } from '../../plugins/json-body';
import {
  createCheckout,
  createPortal,
  getAdminBilling,
  getBilling,
  getPlans,
  setPlanByHand,
} from './billing.service';
import type { StandingUsage } from './plan-limits.service';
import { receiveStripeWebhook } from './stripe-webhooks.service';

const tags = ['billing'];

/**
 * Plans and the account's billing: `GET /api/billing/plans`, `GET /api/billing`, and the admin's
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
          'The URL of a Stripe Checkout page (subscription mode) for `starter` or `pro`. The plan applies once Stripe’s webhook reports the completed checkout. 409 when the account already pays for a plan (change it in the portal); 403 for influencer-only accounts.',
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
