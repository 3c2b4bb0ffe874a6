import { influencerRefreshRoutes } from './modules/influencer-refresh/refresh.routes';
import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AVATAR_HOSTS } from '@shared/constants/avatars';
import type { StartupProgress } from '@shared/schemas/health';
import type { AppContext } from './context';
import { createPageRenderer, hasSessionCookie } from './modules/public-pages/app-page';
import { loadCriticalCss } from './modules/public-pages/critical-css';
import { loadServerRenderer } from './modules/public-pages/server-render';
import { publicPagesRoutes } from './modules/public-pages/public-pages.routes';
import { notReady, tooManyRequests } from './errors';
import { authRoutes, userPasswordRoutes } from './modules/auth/auth.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { collaborationsRoutes } from './modules/collaborations/collaborations.routes';
import { giftsRoutes } from './modules/gifts/gifts.routes';
import { collaborationGifting } from './modules/gifts/gifts.service';
import { campaignResultsRoutes } from './modules/campaign-results/campaign-results.routes';
import { campaignSalesRoutes } from './modules/collaborations/collaboration-sales.routes';
import { influencerCollaborationStatus } from './modules/collaborations/collaborations.service';
import { emailSendersRoutes } from './modules/email-senders/email-senders.routes';
import { emailTemplatesRoutes } from './modules/email-templates/email-templates.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { healthRoutes } from './modules/health/health.routes';
import { influencerAccountsRoutes } from './modules/influencer-accounts/influencer-accounts.routes';
import { influencerContactsRoutes } from './modules/influencer-contacts/influencer-contacts.routes';
import { influencersRoutes } from './modules/influencers/influencers.routes';
import { listsRoutes } from './modules/lists/lists.routes';
import { devOutboxRoutes } from './modules/mail/dev-outbox.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { notesRoutes } from './modules/notes/notes.routes';
import {
  notificationOneClickRoutes,
  notificationsRoutes,
} from './modules/notifications/notifications.routes';
import { picksRoutes } from './modules/picks/picks.routes';
import { profileRequestsRoutes } from './modules/profile-requests/profile-requests.routes';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { resourcesRoutes } from './modules/resources/resources.routes';
import {
  campaignClicksRoutes,
  shortLinkRedirectRoutes,
  shortLinksRoutes,
} from './modules/short-links/short-links.routes';
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
import { gmailSendingStatus } from './modules/social-auth/gmail-sending.service';
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
import { registerJsonBody } from './plugins/json-body';
import { registerReadAfterWrite } from './plugins/read-after-write';
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
  /** What the server is doing while not ready, answered in the 503s (default: `starting`). */
  startupProgress?: () => StartupProgress;
  /** Built React app to serve with SPA fallback; omitted in API-only tests. */
  staticDir?: string;
  /** The app's built server renderer (dist/ssr/entry-server.js): public pages painted for visitors. */
  serverRendererFile?: string;
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
  const analyticsOrigins = opts.ctx.analytics ? [new URL(opts.ctx.analytics.src).origin] : [];
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
        // The analytics script's origin only when it is configured (it also sends its events there).
        scriptSrc: ["'self'", ...analyticsOrigins],
        connectSrc: ["'self'", ...analyticsOrigins],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Text answers (the app's scripts, JSON) compressed with brotli or gzip as the client accepts:
  // the first page's scripts went from about 1.3 MB to a third of that on the wire.
  await app.register(fastifyCompress, { global: true });
  registerProblemDetails(app);
  registerJsonBody(app);
  const startupProgress = opts.startupProgress ?? startingNow();
  // Before auth: nothing may touch the database until migrations and seeding are done.
  app.addHook('onRequest', async (request) => {
    if (!opts.isReady() && isApiPath(request.url)) throw notReady(startupProgress());
  });
  registerAuth(app, opts.ctx);
  registerReadAfterWrite(app, opts.ctx);

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
      await api.register(healthRoutes(opts.ctx));
      await api.register(authRoutes(opts.ctx, opts.rateLimitRedis), { prefix: '/auth' });
      await api.register(usersRoutes(opts.ctx), { prefix: '/users' });
      await api.register(userPasswordRoutes(opts.ctx), { prefix: '/users' });
      await api.register(influencersRoutes(opts.ctx), { prefix: '/influencer' });
      await api.register(influencerRefreshRoutes(opts.ctx));
      await api.register(listsRoutes(opts.ctx), { prefix: '/list' });
      await api.register(notesRoutes(opts.ctx), { prefix: '/note' });
      await api.register(picksRoutes(opts.ctx));
      await api.register(profileRequestsRoutes(opts.ctx));
      await api.register(influencerAccountsRoutes(opts.ctx));
      await api.register(
        campaignsRoutes(opts.ctx, (user, id) => campaignProduct(opts.ctx, user, id)),
        { prefix: '/campaign' },
      );
      await api.register(campaignSalesRoutes(opts.ctx), { prefix: '/campaign' });
      await api.register(campaignResultsRoutes(opts.ctx), { prefix: '/campaign' });
      await api.register(campaignClicksRoutes(opts.ctx), { prefix: '/campaign' });
      await api.register(shortLinksRoutes(opts.ctx), { prefix: '/shorten-url' });
      // Gifting reaches collaborations through this port (gifts depends on collaborations).
      await api.register(collaborationsRoutes(opts.ctx, collaborationGifting), {
        prefix: '/collaboration',
      });
      await api.register(giftsRoutes(opts.ctx), { prefix: '/collaboration' });
      await api.register(promotionsRoutes(opts.ctx, influencerCollaborationStatus), {
        prefix: '/promotion',
      });
      await api.register(reviewsRoutes(opts.ctx), { prefix: '/review' });
      await api.register(messagesRoutes(opts.ctx), { prefix: '/message' });
      await api.register(notificationsRoutes(opts.ctx), { prefix: '/notifications' });
      await api.register(emailCampaignsRoutes(opts.ctx), { prefix: '/email-campaign' });
      await api.register(campaignTestRoutes(opts.ctx), { prefix: '/mail' });
      await api.register(deliveryApiRoutes(opts.ctx));
      await api.register(emailSendersRoutes(opts.ctx, gmailSendingStatus), { prefix: '/users' });
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
      await api.register(feedbackRoutes(opts.ctx));
      await api.register(resourcesRoutes(), { prefix: '/resources' });
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    },
    { prefix: '/api' },
  );

  await app.register(oneClickUnsubscribeRoutes(opts.ctx));
  await app.register(notificationOneClickRoutes(opts.ctx));
  await app.register(shortLinkRedirectRoutes(opts.ctx));
  await app.register(publicPagesRoutes(opts.ctx));
  await registerUploads(app, opts.ctx.storage);
  await registerSpa(app, opts.ctx, opts.staticDir, opts.serverRendererFile, () =>
    opts.isReady() ? null : startupProgress(),
  );
  return app;
}

/** A start-up that reports nothing more than having begun now. */
function startingNow(): () => StartupProgress {
  const progress: StartupProgress = {
    phase: 'starting',
    startedAt: new Date().toISOString(),
    datasets: null,
  };
  return () => progress;
}

/**
 * Serves the built app and answers unknown non-API GETs with index.html (client-side routing),
 * its head filled for the page asked for (title, description, Open Graph tags, analytics), and a
 * visitor's public page rendered inside it when the server renderer is built. While the server
 * starts (`starting` gives its progress) every page is the shell marked with that progress, 503.
 */
async function registerSpa(
  app: FastifyInstance,
  ctx: AppContext,
  staticDir: string | undefined,
  serverRendererFile: string | undefined,
  starting: () => StartupProgress | null,
) {
  const root = staticDir ? resolve(staticDir) : undefined;
  const indexFile = root && resolve(root, 'index.html');
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (root && template) {
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Vite names built assets by their content: they never change, so browsers keep them.
      setHeaders: (reply, path) => {
        if (path.includes(`${sep}assets${sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(sendApiNotFound);
  if (!root || !template) return;
  const renderApp = await loadServerRenderer(serverRendererFile, app);
  const renderPage = createPageRenderer(
    ctx,
    template,
    ctx.analytics,
    renderApp,
    renderApp && loadCriticalCss(root, template),
  );
  // A route, not the not-found handler, so the compress plugin's route hook compresses pages.
  app.get(
    '/*',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      // A missing built file (a chunk of an older build) is a 404, never the page's HTML.
      if (isApiPath(request.url) || request.url.startsWith('/assets/')) {
        return sendApiNotFound(request, reply);
      }
      const page = await renderPage({
        url: request.url,
        address: request.ip,
        signedIn: hasSessionCookie(request.headers.cookie),
        starting: starting(),
      });
      if (page.retryAfterSeconds) reply.header('Retry-After', String(page.retryAfterSeconds));
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(page.html);
    },
  );
}
