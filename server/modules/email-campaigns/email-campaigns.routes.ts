import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignRecipientsQuerySchema,
  campaignRecipientsSchema,
  campaignTestResultSchema,
  campaignTestSchema,
  createEmailCampaignSchema,
  emailCampaignReachSchema,
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
  getReach,
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
      config: { ...config, problems: [403] },
      schema: {
        summary: 'List your email campaigns',
        operationId: 'listEmailCampaigns',
        description: 'Newest first, with their counts. Advertiser accounts only.',
        tags,
        response: { 200: emailCampaignsSchema },
      },
      handler: (request) => listCampaigns(ctx, currentUser(request)),
    });
    app.post('/', {
      config: { ...config, problems: [403] },
      schema: {
        summary: 'Create a draft email campaign',
        operationId: 'createEmailCampaign',
        description: 'Advertiser accounts only. 400 naming fields (unknown list, template, …).',
        tags,
        body: createEmailCampaignSchema,
        response: { 201: emailCampaignSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await createCampaign(ctx, currentUser(request), request.body)),
    });
    app.get('/:id', {
      config,
      schema: {
        ...byId,
        summary: 'Get an email campaign',
        operationId: 'getEmailCampaign',
        response: { 200: emailCampaignSchema },
      },
      handler: (request) => getCampaign(ctx, currentUser(request), request.params.id),
    });
    app.patch('/:id', {
      config: { ...config, problems: [402, 403, 409] },
      schema: {
        ...byId,
        summary: 'Edit, schedule, send, pause or cancel an email campaign',
        operationId: 'updateEmailCampaign',
        description:
          'Edits a draft or scheduled campaign and/or moves its status; asking for the status it has changes nothing. Scheduling and sending need a verified sender and at least one recipient with a usable address (409 `no-reachable-recipients` naming why otherwise); 409 on an illegal move or an edit after sending started; 402 when the plan leaves fewer outreach emails this period than the campaign would send.',
        body: updateEmailCampaignSchema,
        response: { 200: emailCampaignSchema },
      },
      handler: (request) =>
        updateCampaign(ctx, currentUser(request), request.params.id, request.body),
    });
    app.delete('/:id', {
      config: { ...config, problems: [403, 409] },
      schema: {
        ...byId,
        summary: 'Delete an email campaign',
        operationId: 'deleteEmailCampaign',
        description: '409 while it is being sent: pause or cancel it first.',
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await deleteCampaign(ctx, currentUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    });
    app.get('/:id/reach', {
      config,
      schema: {
        ...byId,
        summary: 'Count who an email campaign would reach',
        operationId: 'getEmailCampaignReach',
        description:
          'How many of its recipients would be emailed if it started now, how many would be skipped for each reason (no known address, unsubscribed, bounced, an address another recipient has), and the first 50 without an address. Starting or scheduling a campaign that reaches nobody answers 409 `no-reachable-recipients`. Once sending began, the campaign’s counts say what happened.',
        response: { 200: emailCampaignReachSchema },
      },
      handler: (request) => getReach(ctx, currentUser(request), request.params.id),
    });
    app.get('/:id/recipients', {
      config,
      schema: {
        ...byId,
        summary: 'List an email campaign’s recipients',
        operationId: 'listEmailCampaignRecipients',
        description: 'One page, with each recipient’s status.',
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
        problems: [403, 404, 409, 502],
      },
      schema: {
        summary: 'Send yourself a test of an email campaign',
        operationId: 'sendEmailCampaignTest',
        description:
          'Renders a saved campaign (404 for another user’s) or the subject and content being edited, and sends it at once to your account address, marked [Test]. 409 with the mail server’s answer when it refuses it.',
        tags: ['email'],
        body: campaignTestSchema,
        response: { 200: campaignTestResultSchema },
      },
      handler: (request) => sendCampaignTest(ctx, currentUser(request), request.body),
    });
  };
}
