import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  advertiserReviewsParamsSchema,
  influencerReviewsParamsSchema,
  reviewSummarySchema,
  type ReviewSummary,
} from '@shared/schemas/reviews';
import type { AppContext } from '../../context';
import { advertiserReviews, influencerReviews } from './reviews.repository';

const present = (s: Awaited<ReturnType<typeof influencerReviews>>): ReviewSummary => ({
  average: s.average === null ? null : Math.round(s.average * 10) / 10,
  count: s.count,
  recent: s.recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
});

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
      config: { access: 'public' },
      schema: { tags, params: influencerReviewsParamsSchema, response },
      handler: async (request) =>
        present(await influencerReviews(ctx.db, request.params.influencerId)),
    });

    app.get('/advertiser/:userId', {
      config: { access: 'public' },
      schema: { tags, params: advertiserReviewsParamsSchema, response },
      handler: async (request) => present(await advertiserReviews(ctx.db, request.params.userId)),
    });
  };
}
