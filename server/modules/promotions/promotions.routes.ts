import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPromotionSchema,
  promotionInfluencerParamsSchema,
  promotionListSchema,
  promotionSchema,
} from '@shared/schemas/promotions';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import {
  createPromotion,
  listInfluencerPromotions,
  type CollaborationStatusOf,
} from './promotions.service';

/**
 * Published promotions: `/api/promotion/*` (PRODUCT §7). Listing is public (posts are public).
 * `collaborationStatus` answers for the collaboration a new post names (see createPromotion).
 */
export function promotionsRoutes(ctx: AppContext, collaborationStatus: CollaborationStatusOf) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['promotions'];

    app.get('/influencer/:influencer', {
      config: { access: 'public' },
      schema: {
        summary: 'List an influencer’s published promotions',
        operationId: 'listInfluencerPromotions',
        description: 'Newest first.',
        tags,
        params: promotionInfluencerParamsSchema,
        response: { 200: promotionListSchema },
      },
      handler: (request) => listInfluencerPromotions(ctx, request.params.influencer),
    });

    app.post('/', {
      config: { access: 'user', rateLimit: { max: 60, timeWindow: 60_000 }, problems: [403, 409] },
      schema: {
        summary: 'Record a post you published',
        operationId: 'createPromotion',
        description:
          'On your linked profile, optionally for one of your collaborations. Influencer accounts only; 409 without a linked profile, for a collaboration not accepted yet or over, or a URL recorded for another collaboration.',
        tags,
        body: createPromotionSchema,
        response: { 201: promotionSchema },
      },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await createPromotion(ctx, currentUser(request), request.body, collaborationStatus),
          ),
    });
  };
}
