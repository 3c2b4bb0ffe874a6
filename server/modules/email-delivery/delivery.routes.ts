import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribeInfoSchema } from '@shared/schemas/email';
import type { AppContext } from '../../context';
import { oneClickUnsubscribeRoute, unsubscribeTokenParams } from '../../one-click-unsubscribe';
import { describeUnsubscribe, recordClick, recordOpen, unsubscribe } from './delivery.service';

const messageParams = z.strictObject({ id: z.uuid() });
/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Tracking under /api/t (public: mail clients carry no session): `GET /t/o/{id}?s=` the signed open pixel,
 * `GET /t/c/{id}?u=&s=` the signed click redirect; and `GET /unsubscribe/{token}` describing an
 * unsubscribe link for its page.
 */
export function deliveryApiRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['email'];
    app.get('/t/o/:id', {
      config: { access: 'public', omitProblems: [404] },
      schema: {
        summary: 'Record an email open (tracking pixel)',
        operationId: 'trackEmailOpen',
        description:
          'Answers a transparent 1×1 GIF whatever happens. Counts only when `s` signs this message and its campaign tracks opens; the first fetch by a known mail scanner within seconds of delivery counts as a scanner prefetch, not a human open.',
        tags,
        params: messageParams,
        querystring: z.object({ s: z.string().max(100).optional() }),
      },
      handler: async (request, reply) => {
        await recordOpen(ctx, request.params.id, request.query.s ?? '', {
          userAgent: request.headers['user-agent'] ?? '',
        });
        return reply.header('cache-control', 'no-store, max-age=0').type('image/gif').send(PIXEL);
      },
    });
    app.get('/t/c/:id', {
      config: { access: 'public' },
      schema: {
        summary: 'Record an email click and redirect to its link',
        operationId: 'trackEmailClick',
        description:
          'Answers 302 to `u` when `s` signs this link for this message; 404 otherwise (no open redirect).',
        tags,
        params: messageParams,
        querystring: z.strictObject({
          u: z.url({ protocol: /^https?$/ }),
          s: z.string().min(1).max(100),
        }),
        response: { 302: z.null().describe('Found: `Location` is the link.') },
      },
      handler: async (request, reply) => {
        const { u, s } = request.query;
        return reply.redirect(await recordClick(ctx, request.params.id, u, s), 302);
      },
    });
    app.get('/unsubscribe/:token', {
      config: { access: 'public' },
      schema: {
        summary: 'Describe an unsubscribe link',
        operationId: 'describeUnsubscribe',
        description: 'Who the link is for and from, and whether they already unsubscribed.',
        tags,
        params: unsubscribeTokenParams,
        response: { 200: unsubscribeInfoSchema },
      },
      handler: (request) => describeUnsubscribe(ctx, request.params.token),
    });
  };
}

/**
 * `POST /unsubscribe/{token}`: the List-Unsubscribe URL of outreach (RFC 8058 one-click, see
 * oneClickUnsubscribeRoute). A GET of the same URL is the SPA's confirmation page, which posts
 * here too.
 */
export function oneClickUnsubscribeRoutes(ctx: AppContext) {
  return oneClickUnsubscribeRoute('/unsubscribe/:token', unsubscribeInfoSchema, (token) =>
    unsubscribe(ctx, token),
  );
}
