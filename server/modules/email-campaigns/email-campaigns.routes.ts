import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaignRecipientsQuerySchema,
  campaignRecipientsSchema,
  campaignTestResultSchema,
  campaignTestSchema,
  createEmailCampaignSchema,
  emailCampaignSchema,
  emailCampaignsSchema,
  emailResourceParamsSchema,
  updateEmailCampaignSchema,
} from '@shared/schemas/email';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limits';
import { sendCampaignTest } from './campaign-test.service';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  listRecipients,
  updateCampaign,
} from './email-campaigns.service';

/** Test sends per user per minute (each is a real email to the user's own address). */
const TESTS_PER_MINUTE = 10;

/**
 * Email campaigns: `/api/email-campaign/*` (PRODUCT §5). Signed-in advertisers only; another
 * user's campaign answers 404.
 */
export function emailCampaignsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['email'];
    const byId = { tags, params: emailResourceParamsSchema };
    const config = { access: 'user' } as const;

    app.get('/user/self', {
      config,
      schema: { tags, response: { 200: emailCampaignsSchema } },
      handler: (request) => listCampaigns(ctx, currentUser(request)),
    });
    app.post('/', {
      config,
      schema: { tags, body: createEmailCampaignSchema, response: { 201: emailCampaignSchema } },
      handler: async (request, reply) =>
        reply.code(201).send(await createCampaign(ctx, currentUser(request), request.body)),
    });
    app.get('/:id', {
      config,
      schema: { ...byId, response: { 200: emailCampaignSchema } },
      handler: (request) => getCampaign(ctx, currentUser(request), request.params.id),
    });
    app.patch('/:id', {
      config,
      schema: { ...byId, body: updateEmailCampaignSchema, response: { 200: emailCampaignSchema } },
      handler: (request) =>
        updateCampaign(ctx, currentUser(request), request.params.id, request.body),
    });
    app.delete('/:id', {
      config,
      schema: byId,
      handler: async (request, reply) => {
        await deleteCampaign(ctx, currentUser(request), request.params.id);
        return reply.code(204).send();
      },
    });
    app.get('/:id/recipients', {
      config,
      schema: {
        ...byId,
        querystring: campaignRecipientsQuerySchema,
        response: { 200: campaignRecipientsSchema },
      },
      handler: (request) =>
        listRecipients(ctx, currentUser(request), request.params.id, request.query),
    });
  };
}

/** `POST /api/mail/campaign-test`: a test of a campaign to the user's own address. */
export function campaignTestRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post('/campaign-test', {
      config: {
        access: 'user',
        rateLimit: perUserRateLimit('campaign-test', TESTS_PER_MINUTE),
      },
      schema: {
        tags: ['email'],
        body: campaignTestSchema,
        response: { 200: campaignTestResultSchema },
      },
      handler: (request) => sendCampaignTest(ctx, currentUser(request), request.body),
    });
  };
}
