import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AVATAR_HOSTS } from '@shared/constants/avatars';
import type { AppContext } from './context';
import { notReady, tooManyRequests } from './errors';
import { authRoutes, userPasswordRoutes } from './modules/auth/auth.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { collaborationsRoutes } from './modules/collaborations/collaborations.routes';
import { campaignSalesRoutes } from './modules/collaborations/collaboration-sales.routes';
import { influencerCollaborationStatus } from './modules/collaborations/collaborations.service';
import { emailSendersRoutes } from './modules/email-senders/email-senders.routes';
import { emailTemplatesRoutes } from './modules/email-templates/email-templates.routes';
import { healthRoutes } from './modules/health/health.routes';
import { influencerAccountsRoutes } from './modules/influencer-accounts/influencer-accounts.routes';
import { influencerContactsRoutes } from './modules/influencer-contacts/influencer-contacts.routes';
import { influencersRoutes } from './modules/influencers/influencers.routes';
import { listsRoutes } from './modules/lists/lists.routes';
import { devOutboxRoutes } from './modules/mail/dev-outbox.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { notesRoutes } from './modules/notes/notes.routes';
import { picksRoutes } from './modules/picks/picks.routes';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { usersRoutes } from './modules/users/users.routes';
import {
  billingRoutes,
  billingUserRoutes,
  stripeWebhookRoutes,
} from './modules/billing/billing.routes';
import type { StandingUsage } from './modules/billing/plan-limits.service';
import { countActiveOnPlan } from './modules/campaigns/campaigns.service';
import { countListsOnPlan, countSavedOnPlan } from './modules/lists/lists.service';
import { campaignProduct } from './modules/shopify/shopify.service';
import { socialAccountRoutes, socialAuthRoutes } from './modules/social-auth/social-auth.routes';
import {
  shopifyAuthRoutes,
  shopifyShopRoutes,
  shopifyUserRoutes,
  shopifyWebhookRoutes,
} from './modules/shopify/shopify.routes';
import {
  campaignTestRoutes,
  emailCampaignsRoutes,
} from './modules/email-campaigns/email-campaigns.routes';
import {
  deliveryApiRoutes,
  oneClickUnsubscribeRoutes,
} from './modules/email-delivery/delivery.routes';
import { registerAuth } from './plugins/auth';
import { registerMultipart } from './plugins/multipart';
import { registerOpenApi } from './plugins/openapi';
import { registerProblemDetails, sendApiNotFound } from './plugins/problem-details';
import { registerUploads } from './plugins/uploads';

/** Largest accepted request body, in bytes (1 MiB); larger answers 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** True for `/api` and everything under it (not `/apiary`). */
const isApiPath = (url: string) => /^\/api(?:[/?#]|$)/.test(url);

/** What {@link buildApp} needs. */
export interface BuildAppOptions {
  ctx: AppContext;
  /** False while migrations and first-start seeding run: /api answers 503 until then. */
  isReady: () => boolean;
  /** Built React app to serve with SPA fallback; omitted in API-only tests. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** Counts rate limits in this Redis (shared by every web process) instead of in memory. */
  rateLimitRedis?: Redis;
}

/** The standing totals a plan limits, counted by the modules that own them (billing's meters). */
const standingUsage: StandingUsage = {
  savedInfluencers: countSavedOnPlan,
  lists: countListsOnPlan,
  activeCampaigns: countActiveOnPlan,
};

/**
 * Builds the HTTP server: security headers, rate limits, zod validation, OpenAPI docs, the /api
 * route modules, problem-details errors and the SPA.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: opts.trustProxy ?? false,
    // Unsubscribe tokens carry the address (up to 254 characters) in the path.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 600 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every answer (errors included) carries the security headers.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine and the API docs set inline styles; scripts stay same-origin only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploads on S3 are read straight from the bucket's public (or CDN) origin.
        imgSrc: [
          "'self'",
          'data:',
          ...(opts.ctx.storage.publicOrigin ? [opts.ctx.storage.publicOrigin] : []),
          // Influencers' profile pictures (Instagram's CDN), and no other host.
          ...AVATAR_HOSTS.map((host) => `https://${host}`),
          // Shopify product images (campaign product picker and cards).
          ...(opts.ctx.shopify?.imageOrigins ?? []),
        ],
        fontSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  registerProblemDetails(app);
  // Before auth: nothing may touch the database until migrations and seeding are done.
  app.addHook('onRequest', async (request) => {
    if (!opts.isReady() && isApiPath(request.url)) throw notReady();
  });
  registerAuth(app, opts.ctx);

  await app.register(fastifyRateLimit, {
    global: false,
    ...(opts.rateLimitRedis && { redis: opts.rateLimitRedis, nameSpace: 'collabify:rate-limit:' }),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  await registerOpenApi(app);
  await registerMultipart(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes());
      await api.register(authRoutes(opts.ctx), { prefix: '/auth' });
      await api.register(usersRoutes(opts.ctx), { prefix: '/users' });
      await api.register(userPasswordRoutes(opts.ctx), { prefix: '/users' });
      await api.register(influencersRoutes(opts.ctx), { prefix: '/influencer' });
      await api.register(listsRoutes(opts.ctx), { prefix: '/list' });
      await api.register(notesRoutes(opts.ctx), { prefix: '/note' });
      await api.register(picksRoutes(opts.ctx));
      await api.register(influencerAccountsRoutes(opts.ctx));
      await api.register(
        campaignsRoutes(opts.ctx, (user, id) => campaignProduct(opts.ctx, user, id)),
        { prefix: '/campaign' },
      );
      await api.register(campaignSalesRoutes(opts.ctx), { prefix: '/campaign' });
      await api.register(collaborationsRoutes(opts.ctx), { prefix: '/collaboration' });
      await api.register(promotionsRoutes(opts.ctx, influencerCollaborationStatus), {
        prefix: '/promotion',
      });
      await api.register(reviewsRoutes(opts.ctx), { prefix: '/review' });
      await api.register(messagesRoutes(opts.ctx), { prefix: '/message' });
      await api.register(emailCampaignsRoutes(opts.ctx), { prefix: '/email-campaign' });
      await api.register(campaignTestRoutes(opts.ctx), { prefix: '/mail' });
      await api.register(deliveryApiRoutes(opts.ctx));
      await api.register(emailSendersRoutes(opts.ctx), { prefix: '/users' });
      await api.register(emailTemplatesRoutes(opts.ctx), { prefix: '/email-template' });
      await api.register(influencerContactsRoutes(opts.ctx));
      await api.register(mailRoutes(opts.ctx), { prefix: '/mail' });
      await api.register(devOutboxRoutes(opts.ctx), { prefix: '/dev' });
      await api.register(shopifyAuthRoutes(opts.ctx), { prefix: '/auth' });
      await api.register(shopifyUserRoutes(opts.ctx), { prefix: '/users' });
      await api.register(shopifyShopRoutes(opts.ctx));
      await api.register(shopifyWebhookRoutes(opts.ctx));
      await api.register(billingRoutes(opts.ctx, standingUsage));
      await api.register(billingUserRoutes(opts.ctx), { prefix: '/users' });
      await api.register(stripeWebhookRoutes(opts.ctx));
      await api.register(socialAuthRoutes(opts.ctx), { prefix: '/auth' });
      await api.register(socialAccountRoutes(opts.ctx), { prefix: '/users' });
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    },
    { prefix: '/api' },
  );

  await app.register(oneClickUnsubscribeRoutes(opts.ctx));
  await registerUploads(app, opts.ctx.storage);
  registerSpa(app, opts.staticDir);
  return app;
}

/** Serves the built app and answers unknown non-API GETs with index.html (client-side routing). */
function registerSpa(app: FastifyInstance, staticDir: string | undefined) {
  const root = staticDir ? resolve(staticDir) : undefined;
  const hasApp = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (hasApp) app.register(fastifyStatic, { root, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !isApiPath(request.url) && hasApp;
    if (isPage) return reply.type('text/html').sendFile('index.html');
    return sendApiNotFound(request, reply);
  });
}
