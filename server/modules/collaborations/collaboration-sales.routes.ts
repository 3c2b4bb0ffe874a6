import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { campaignParamsSchema } from '@shared/schemas/campaigns';
import { campaignSalesSchema } from '@shared/schemas/shopify';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { campaignSales } from './collaboration-sales.service';

/** `GET /api/campaign/{id}/sales`: what the campaign's Shopify codes sold, per influencer. */
export function campaignSalesRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/:id/sales', {
      config: { access: 'user' },
      schema: {
        summary: 'Get a campaign’s sales per influencer',
        operationId: 'getCampaignSales',
        description:
          'Orders that used each collaboration’s Shopify discount code and their current revenue (after refunds) in the shop’s currency, most revenue first, with the total (null when no collaboration of the campaign has a code).',
        tags: ['campaigns'],
        params: campaignParamsSchema,
        response: { 200: campaignSalesSchema },
      },
      handler: (request) => campaignSales(ctx, currentUser(request), request.params.id),
    });
  };
}
