import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { campaignParamsSchema } from '@shared/schemas/campaigns';
import {
  clicksSchema,
  shortenUrlSchema,
  shortLinkParamsSchema,
  shortLinkSchema,
} from '@shared/schemas/short-links';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limits';
import {
  campaignTrackingClicks,
  followShortLink,
  shortenUrl,
  shortLinkClicks,
} from './short-links.service';

/** Short links a user may create per minute. */
const SHORTEN_PER_MINUTE = 30;

const tags = ['short-links'];

/** `/api/shorten-url/*`: create a short link, read its clicks (PRODUCT §11). */
export function shortLinksRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/new', {
      config: { access: 'user', rateLimit: perUserRateLimit('shorten-url', SHORTEN_PER_MINUTE) },
      schema: {
        summary: 'Shorten a URL',
        operationId: 'shortenUrl',
        description:
          'A short link `/s/{code}` (random code) that redirects (302) to the http(s) URL and counts real clicks per day.',
        tags,
        body: shortenUrlSchema,
        response: { 201: shortLinkSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await shortenUrl(ctx, currentUser(request), request.body.url)),
    });

    app.get('/:code/clicks', {
      config: { access: 'user' },
      schema: {
        summary: 'Get a short link’s clicks',
        operationId: 'getShortLinkClicks',
        description:
          'Real clicks per UTC day (no HEAD requests, link previews or bots) and their total; your own links only.',
        tags,
        params: shortLinkParamsSchema,
        response: { 200: clicksSchema },
      },
      handler: (request) => shortLinkClicks(ctx, currentUser(request), request.params.code),
    });
  };
}

/** `GET /api/campaign/{id}/tracking-clicks`: clicks on the campaign's collaboration links. */
export function campaignClicksRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/:id/tracking-clicks', {
      config: { access: 'user' },
      schema: {
        summary: 'Get a campaign’s tracking-link clicks',
        operationId: 'getCampaignTrackingClicks',
        description:
          'Real clicks per UTC day on the tracking links of all the campaign’s collaborations, and their total.',
        tags: ['campaigns'],
        params: campaignParamsSchema,
        response: { 200: clicksSchema },
      },
      handler: (request) => campaignTrackingClicks(ctx, currentUser(request), request.params.id),
    });
  };
}

/**
 * `GET /s/{code}` (outside `/api`): 302 to the target, never cached so every click reaches us.
 * Fastify answers HEAD on the same route: it redirects too but counts nothing.
 */
export function shortLinkRedirectRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/s/:code', {
      config: { access: 'public' },
      schema: { hide: true, params: shortLinkParamsSchema },
      handler: async (request, reply) => {
        const headers = request.headers;
        const target = await followShortLink(ctx, request.params.code, {
          method: request.method,
          userAgent: headers['user-agent'],
          purpose: String(headers['sec-purpose'] ?? headers.purpose ?? ''),
        });
        return reply.code(302).header('cache-control', 'no-store').redirect(target);
      },
    });
  };
}
