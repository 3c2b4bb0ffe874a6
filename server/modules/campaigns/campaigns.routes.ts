import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  type CampaignProductLookup,
} from './campaigns.service';

/**
 * Campaigns: `/api/campaign/*` (PRODUCT §6). Owners manage their own (404 for others'); the
 * public and marketplace views show active campaigns only.
 */
export function campaignsRoutes(ctx: AppContext, findProduct: CampaignProductLookup) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['campaigns'];
    const byId = { tags, params: campaignParamsSchema };
    // Public pages that a session personalises (`interested` for an influencer).
    const optionalSession = [{}, { bearer: [] }] as const;

    app.get('/user/self', {
      config: { access: 'user' },
      schema: {
        summary: 'List your campaigns',
        operationId: 'listOwnCampaigns',
        description: 'Newest first, optionally of one status, with the count in each status.',
        tags,
        querystring: ownCampaignsQuerySchema,
        response: { 200: ownCampaignsSchema },
      },
      handler: (request) => getOwnCampaigns(ctx, currentUser(request), request.query.status),
    });

    app.get('/active', {
      config: { access: 'user' },
      schema: {
        summary: 'List the active campaigns',
        operationId: 'listActiveCampaigns',
        description: 'The influencers’ marketplace, newest first.',
        tags,
        response: { 200: publicCampaignsSchema },
      },
      handler: (request) => getActiveCampaigns(ctx, currentUser(request)),
    });

    app.get('/public/:id', {
      config: { access: 'public' },
      schema: {
        ...byId,
        summary: 'Get an active campaign’s public page',
        operationId: 'getPublicCampaign',
        description: '404 unless the campaign is active.',
        security: optionalSession,
        response: { 200: publicCampaignSchema },
      },
      handler: (request) => getPublicCampaign(ctx, request.params.id, request.user ?? null),
    });

    app.get('/publicByUserId/:userId', {
      config: { access: 'public' },
      schema: {
        summary: 'Get an advertiser’s public profile and active campaigns',
        operationId: 'getAdvertiserCampaigns',
        security: optionalSession,
        tags,
        params: advertiserParamsSchema,
        response: { 200: advertiserCampaignsSchema },
      },
      handler: (request) =>
        getAdvertiserCampaigns(ctx, request.params.userId, request.user ?? null),
    });

    app.get('/:id', {
      config: { access: 'user' },
      schema: {
        ...byId,
        summary: 'Get your campaign with its interested influencers and picks',
        operationId: 'getCampaign',
        response: { 200: campaignDetailSchema },
      },
      handler: (request) => getCampaignDetail(ctx, currentUser(request), request.params.id),
    });

    app.post('/', {
      config: { access: 'user', problems: [403, 409, 502] },
      schema: {
        summary: 'Create a draft campaign',
        operationId: 'createCampaign',
        description:
          'Advertiser accounts only. With `shopifyProductId`, the product is looked up in your connected shop (400 naming it when absent; 409 without a connected shop) and its title becomes `product`.',
        tags,
        body: createCampaignSchema,
        response: { 201: campaignSchema },
      },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await createCampaign(ctx, currentUser(request), request.body, findProduct)),
    });

    app.patch('/:id', {
      config: { access: 'user', problems: [409] },
      schema: {
        ...byId,
        summary: 'Update a campaign',
        operationId: 'updateCampaign',
        description:
          '409 once completed or archived (or a `shopifyProductId` without a connected shop); 400 naming `body.budgetMax` or `body.endsOn` when the merged budget or dates are out of order, or `body.shopifyProductId` when your shop has no such product.',
        body: updateCampaignSchema,
        response: { 200: campaignSchema },
      },
      handler: (request) =>
        updateCampaign(ctx, currentUser(request), request.params.id, request.body, findProduct),
    });

    app.patch('/:id/status', {
      config: { access: 'user', problems: [402, 409] },
      schema: {
        ...byId,
        summary: 'Change a campaign’s status',
        operationId: 'moveCampaignStatus',
        description:
          'draft → active ⇄ paused → completed, any → archived; 409 naming the allowed moves.',
        body: campaignStatusSchema,
        response: { 200: campaignSchema },
      },
      handler: (request) =>
        moveStatus(ctx, currentUser(request), request.params.id, request.body.status),
    });

    app.delete('/:id', {
      config: { access: 'user', problems: [409] },
      schema: {
        ...byId,
        summary: 'Delete a campaign',
        operationId: 'deleteCampaign',
        description: 'Drafts and archived campaigns only (409 otherwise).',
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await deleteCampaign(ctx, currentUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    for (const [path, interested, operationId, summary] of [
      [
        '/add-interested-influencer/:id',
        true,
        'addCampaignInterest',
        'Mark interest in a campaign',
      ],
      [
        '/remove-interested-influencer/:id',
        false,
        'removeCampaignInterest',
        'Withdraw interest in a campaign',
      ],
    ] as const) {
      app.patch(path, {
        config: { access: 'user', problems: [403] },
        schema: {
          ...byId,
          summary,
          operationId,
          description: 'Influencer accounts only; idempotent. 404 unless the campaign is active.',
          response: { 200: publicCampaignSchema },
        },
        handler: (request) => setInterest(ctx, currentUser(request), request.params.id, interested),
      });
    }

    app.post('/image/:id', {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 }, problems: [409, 502] },
      schema: {
        ...byId,
        summary: 'Upload a campaign’s image',
        operationId: 'replaceCampaignImage',
        description:
          'One JPEG, PNG or WebP file in the multipart field `image` (judged from its bytes), re-encoded to WebP within 1600 px; replaces the earlier image. 409 once completed or archived.',
        consumes: ['multipart/form-data'],
        response: { 200: campaignSchema },
      },
      handler: (request) =>
        replaceCampaignImage(ctx, currentUser(request), request.params.id, () =>
          readImageUpload(request),
        ),
    });

    app.post('/ai-picks/:id', {
      config: { access: 'user', problems: [402], rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        ...byId,
        summary: 'Suggest influencers for a campaign',
        operationId: 'pickInfluencersForCampaign',
        description:
          'Ranks influencers for the campaign’s brief, platforms, categories, countries and budget, and stores the picks on the campaign (replacing earlier ones).',
        response: { 200: campaignPicksSchema },
      },
      handler: (request) => pickForCampaign(ctx, currentUser(request), request.params.id),
    });
  };
}
