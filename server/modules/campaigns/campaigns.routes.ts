import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  advertiserCampaignsSchema,
  advertiserParamsSchema,
  campaignDetailSchema,
  campaignParamsSchema,
  campaignPicksSchema,
  campaignSchema,
  campaignStatusSchema,
  createCampaignSchema,
  ownCampaignsQuerySchema,
  ownCampaignsSchema,
  publicCampaignSchema,
  publicCampaignsSchema,
  updateCampaignSchema,
} from '@shared/schemas/campaigns';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { readImageUpload } from '../../uploads/read-image-upload';
import {
  createCampaign,
  deleteCampaign,
  getActiveCampaigns,
  getAdvertiserCampaigns,
  getCampaignDetail,
  getOwnCampaigns,
  getPublicCampaign,
  moveStatus,
  pickForCampaign,
  replaceCampaignImage,
  setInterest,
  updateCampaign,
} from './campaigns.service';

/**
 * Campaigns: `/api/campaign/*` (PRODUCT §6). Owners manage their own (404 for others'); the
 * public and marketplace views show active campaigns only.
 */
export function campaignsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['campaigns'];
    const byId = { tags, params: campaignParamsSchema };

    app.get('/user/self', {
      config: { access: 'user' },
      schema: { tags, querystring: ownCampaignsQuerySchema, response: { 200: ownCampaignsSchema } },
      handler: (request) => getOwnCampaigns(ctx, currentUser(request), request.query.status),
    });

    app.get('/active', {
      config: { access: 'user' },
      schema: { tags, response: { 200: publicCampaignsSchema } },
      handler: (request) => getActiveCampaigns(ctx, currentUser(request)),
    });

    app.get('/public/:id', {
      config: { access: 'public' },
      schema: { ...byId, response: { 200: publicCampaignSchema } },
      handler: (request) => getPublicCampaign(ctx, request.params.id, request.user ?? null),
    });

    app.get('/publicByUserId/:userId', {
      config: { access: 'public' },
      schema: {
        tags,
        params: advertiserParamsSchema,
        response: { 200: advertiserCampaignsSchema },
      },
      handler: (request) =>
        getAdvertiserCampaigns(ctx, request.params.userId, request.user ?? null),
    });

    app.get('/:id', {
      config: { access: 'user' },
      schema: { ...byId, response: { 200: campaignDetailSchema } },
      handler: (request) => getCampaignDetail(ctx, currentUser(request), request.params.id),
    });

    app.post('/', {
      config: { access: 'user' },
      schema: { tags, body: createCampaignSchema, response: { 201: campaignSchema } },
      handler: async (request, reply) =>
        reply.status(201).send(await createCampaign(ctx, currentUser(request), request.body)),
    });

    app.patch('/:id', {
      config: { access: 'user' },
      schema: { ...byId, body: updateCampaignSchema, response: { 200: campaignSchema } },
      handler: (request) =>
        updateCampaign(ctx, currentUser(request), request.params.id, request.body),
    });

    app.patch('/:id/status', {
      config: { access: 'user' },
      schema: { ...byId, body: campaignStatusSchema, response: { 200: campaignSchema } },
      handler: (request) =>
        moveStatus(ctx, currentUser(request), request.params.id, request.body.status),
    });

    app.delete('/:id', {
      config: { access: 'user' },
      schema: byId,
      handler: async (request, reply) => {
        await deleteCampaign(ctx, currentUser(request), request.params.id);
        return reply.status(204).send();
      },
    });

    for (const [path, interested] of [
      ['/add-interested-influencer/:id', true],
      ['/remove-interested-influencer/:id', false],
    ] as const) {
      app.patch(path, {
        config: { access: 'user' },
        schema: { ...byId, response: { 200: publicCampaignSchema } },
        handler: (request) => setInterest(ctx, currentUser(request), request.params.id, interested),
      });
    }

    app.post('/image/:id', {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { ...byId, consumes: ['multipart/form-data'], response: { 200: campaignSchema } },
      handler: (request) =>
        replaceCampaignImage(ctx, currentUser(request), request.params.id, () =>
          readImageUpload(request),
        ),
    });

    app.post('/ai-picks/:id', {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { ...byId, response: { 200: campaignPicksSchema } },
      handler: (request) => pickForCampaign(ctx, currentUser(request), request.params.id),
    });
  };
}
