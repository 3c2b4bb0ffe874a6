import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  advertiserReviewsParamsSchema,
  influencerReviewsParamsSchema,
  reviewSummarySchema,
} from '@shared/schemas/reviews';
import type { AppContext } from '../../context';
import { presentReviewSummary } from './reviews.presenter';
import { advertiserReviews, influencerReviews } from './reviews.repository';

/**
 * Review summaries after completed collaborations: `/api/review/*` (public, like the profile and
 * advertiser pages that show them). Unknown ids answer an empty summary.
 */
export function reviewsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['reviews'];
    const response = { 200: reviewSummarySchema };

    app.get('/influencer/:influencerId', {
      config: { access: 'public', omitProblems: [404] },
      schema: {
        summary: 'Get an influencer’s review summary',
        operationId: 'getInfluencerReviews',
        tags,
        params: influencerReviewsParamsSchema,
        response,
      },
      handler: async (request) =>
        presentReviewSummary(await influencerReviews(ctx.db, request.params.influencerId)),
    });

    app.get('/advertiser/:userId', {
      config: { access: 'public', omitProblems: [404] },
      schema: {
        summary: 'Get an advertiser’s review summary',
        operationId: 'getAdvertiserReviews',
        tags,
        params: advertiserReviewsParamsSchema,
        response,
      },
      handler: async (request) =>
        presentReviewSummary(await advertiserReviews(ctx.db, request.params.userId)),
    });
  };
}
