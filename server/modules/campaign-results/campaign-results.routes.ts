import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { campaignResultsSchema } from '@shared/schemas/campaign-results';
import { campaignParamsSchema } from '@shared/schemas/campaigns';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { campaignResults } from './campaign-results.service';

/** `GET /api/campaign/{id}/results`: what the campaign cost and brought, per collaboration. */
export function campaignResultsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/:id/results', {
      config: { access: 'user' },
      schema: {
        summary: 'Get a campaign’s results',
        operationId: 'getCampaignResults',
        description:
          'Per collaboration past the proposal and in total: spend (fees + gifts at retail value, with the gifts’ known cost), orders and revenue of the discount codes, return on spend, cost per order and tracking-link clicks, per currency (never added across currencies), with a day-by-day series. 404 for another user’s campaign.',
        tags: ['campaigns'],
        params: campaignParamsSchema,
        response: { 200: campaignResultsSchema },
      },
      handler: (request) => campaignResults(ctx, currentUser(request), request.params.id),
    });
  };
}
