import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { influencerParamsSchema } from '@shared/schemas/influencers';
import {
  influencerPicksSchema,
  keywordPicksSchema,
  similarQuerySchema,
} from '@shared/schemas/picks';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { findSimilar, pickByKeywords } from './picks.service';

/**
 * Ranked suggestions (the ranking engine in ranking.ts): `GET /api/influencer/{id}/similar` and
 * `POST /api/list/ai-picks`. Registered under `/api`; signed-in users only.
 */
export function picksRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['picks'];

    app.get('/influencer/:id/similar', {
      config: { access: 'user' },
      schema: {
        summary: 'Find influencers similar to one',
        operationId: 'findSimilarInfluencers',
        description:
          'Lookalikes, best first, never the profile itself, each with why it matched; influencers you contacted rank lower. Creators only unless `accountTypes` asks for brands, media, clubs or platform channels.',
        tags,
        params: influencerParamsSchema,
        querystring: similarQuerySchema,
        response: { 200: influencerPicksSchema },
      },
      handler: (request) =>
        findSimilar(
          ctx,
          currentUser(request),
          request.params.id,
          request.query.limit,
          request.query.accountTypes,
        ),
    });

    app.post('/list/ai-picks', {
      config: { access: 'user', problems: [402], rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        summary: 'Suggest influencers for keywords',
        operationId: 'pickInfluencersByKeywords',
        description:
          'Ranked best first, each with why it matched. Creators only unless `accountTypes` asks for brands, media, clubs or platform channels.',
        tags,
        body: keywordPicksSchema,
        response: { 200: influencerPicksSchema },
      },
      handler: (request) => pickByKeywords(ctx, currentUser(request), request.body),
    });
  };
}
