import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INVITE_TOKEN_HEADER } from '@shared/constants/collaborations';
import {
  collaborationDetailSchema,
  collaborationEventSchema,
  collaborationInfluencerParamsSchema,
  collaborationListSchema,
  collaborationMessageParamsSchema,
  collaborationMessageSchema,
  collaborationParamsSchema,
  collaborationSchema,
  collaborationsQuerySchema,
  promotionInfoSchema,
  proposeCollaborationSchema,
  reviewBodySchema,
  updateCollaborationSchema,
} from '@shared/schemas/collaborations';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import type { Caller } from './collaboration-access';
import {
  appendMessage,
  deleteMessage,
  review,
  submitPromotionInfo,
} from './collaboration-activity.service';
import {
  deleteCollaboration,
  getCollaboration,
  listCollaborations,
  propose,
  updateCollaboration,
} from './collaborations.service';

/** The session user, and the emailed link's token from its header (never from the URL). */
function callerOf(request: FastifyRequest): Caller {
  const token = request.headers[INVITE_TOKEN_HEADER];
  return { user: request.user, inviteToken: typeof token === 'string' ? token : undefined };
}

/**
 * Collaborations: `/api/collaboration/*` (PRODUCT §7). Routes an influencer without an account
 * uses through the emailed link are `public` and accept either a session or the link's token in
 * the `X-Collaboration-Token` header; the service answers 404 to anyone who takes no part.
 */
export function collaborationsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['collaborations'];
    const byId = { tags, params: collaborationParamsSchema };
    const detail = { 200: collaborationDetailSchema };

    for (const path of ['/', '/user/self']) {
      app.get(path, {
        config: { access: 'user' },
        schema: {
          tags,
          querystring: collaborationsQuerySchema,
          response: { 200: collaborationListSchema },
        },
        handler: (request) => listCollaborations(ctx, currentUser(request), request.query),
      });
    }

    app.get('/user/self/:influencerId', {
      config: { access: 'user' },
      schema: {
        tags,
        params: collaborationInfluencerParamsSchema,
        response: { 200: collaborationListSchema },
      },
      handler: (request) =>
        listCollaborations(ctx, currentUser(request), {
          influencerId: request.params.influencerId,
        }),
    });

    app.get('/:id', {
      config: { access: 'public' },
      schema: { ...byId, response: detail },
      handler: (request) => getCollaboration(ctx, callerOf(request), request.params.id),
    });

    app.post('/', {
      config: { access: 'user', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags, body: proposeCollaborationSchema, response: { 201: collaborationSchema } },
      handler: async (request, reply) =>
        reply.status(201).send(await propose(ctx, currentUser(request), request.body)),
    });

    app.patch('/:id', {
      config: { access: 'public' },
      schema: { ...byId, body: updateCollaborationSchema, response: detail },
      handler: (request) =>
        updateCollaboration(ctx, callerOf(request), request.params.id, request.body),
    });

    app.delete('/:id', {
      config: { access: 'user' },
      schema: byId,
      handler: async (request, reply) => {
        await deleteCollaboration(ctx, currentUser(request), request.params.id);
        return reply.status(204).send();
      },
    });

    app.patch('/:id/message', {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        ...byId,
        body: collaborationMessageSchema,
        response: { 201: collaborationEventSchema },
      },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await appendMessage(ctx, callerOf(request), request.params.id, request.body.message),
          ),
    });

    app.delete('/:id/message/:messageId', {
      config: { access: 'public' },
      schema: { tags, params: collaborationMessageParamsSchema },
      handler: async (request, reply) => {
        await deleteMessage(ctx, callerOf(request), request.params.id, request.params.messageId);
        return reply.status(204).send();
      },
    });

    app.patch('/:id/promotion-info', {
      config: { access: 'public' },
      schema: { ...byId, body: promotionInfoSchema, response: detail },
      handler: (request) =>
        submitPromotionInfo(ctx, callerOf(request), request.params.id, request.body),
    });

    for (const [path, direction, access] of [
      ['/:id/review-for-influencer', 'for_influencer', 'user'],
      ['/:id/review-for-advertiser', 'for_advertiser', 'public'],
    ] as const) {
      app.patch(path, {
        config: { access },
        schema: { ...byId, body: reviewBodySchema, response: detail },
        handler: (request) =>
          review(ctx, callerOf(request), request.params.id, direction, request.body),
      });
    }
  };
}
