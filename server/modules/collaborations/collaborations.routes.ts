import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { callerOf } from './collaboration-access';
import type { CollaborationGifting } from './collaboration-gifting';
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

/**
 * Collaborations: `/api/collaboration/*` (PRODUCT §7). Routes an influencer without an account
 * uses through the emailed link are `public` and accept either a session or the link's token in
 * the `X-Collaboration-Token` header; the service answers 404 to anyone who takes no part.
 * `gifting` (the gifts module, wired by app.ts) stores a proposal's gift and sends it on acceptance.
 */
export function collaborationsRoutes(ctx: AppContext, gifting: CollaborationGifting) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['collaborations'];
    const byId = { tags, params: collaborationParamsSchema };
    const detail = { 200: collaborationDetailSchema };
    // Public routes answer a party's session or the emailed link's token (404 without either).
    const sessionOrLink = [{ bearer: [] }, { collaborationToken: [] }] as const;

    for (const [path, operationId] of [
      ['/', 'listCollaborations'],
      ['/user/self', 'listOwnCollaborations'],
    ] as const) {
      app.get(path, {
        config: { access: 'user' },
        schema: {
          summary: 'List your collaborations',
          operationId,
          description:
            'On either side, latest activity first (optionally of one status or one profile), with the count in each status and the unread total. `/api/collaboration` and `/api/collaboration/user/self` answer the same.',
          tags,
          querystring: collaborationsQuerySchema,
          response: { 200: collaborationListSchema },
        },
        handler: (request) => listCollaborations(ctx, currentUser(request), request.query),
      });
    }

    app.get('/user/self/:influencerId', {
      config: { access: 'user', omitProblems: [404] },
      schema: {
        summary: 'List your collaborations with one influencer profile',
        operationId: 'listCollaborationsWithInfluencer',
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
      schema: {
        ...byId,
        summary: 'Get a collaboration with its timeline, posts and reviews',
        operationId: 'getCollaboration',
        description:
          'Marks the thread read for the caller; `unread` is what was unread before. 404 unless the caller takes part.',
        security: sessionOrLink,
        response: detail,
      },
      handler: (request) => getCollaboration(ctx, callerOf(request), request.params.id),
    });

    app.post('/', {
      config: {
        access: 'user',
        rateLimit: { max: 60, timeWindow: 60_000 },
        problems: [403, 409, 429, 502],
      },
      schema: {
        summary: 'Propose a collaboration',
        operationId: 'proposeCollaboration',
        description:
          'To an influencer profile, optionally for one of your campaigns, optionally with a gift from your connected Shopify shop (priced by the shop and created with the collaboration in one transaction; a variant out of stock answers 400 naming `body.gift.items.<i>.variantId` and creates nothing). The influencer learns of it in their account, or by an emailed link. Advertiser accounts only; 409 when an open collaboration with that profile (and campaign) exists.',
        tags,
        body: proposeCollaborationSchema,
        response: { 201: collaborationSchema },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await propose(ctx, currentUser(request), request.body, gifting)),
    });

    app.patch('/:id', {
      config: { access: 'public', problems: [403, 409] },
      schema: {
        ...byId,
        summary: 'Change a collaboration’s status or terms',
        operationId: 'updateCollaboration',
        description:
          'A status move by the party allowed to make it (403 for the other party, 409 for an illegal move), or new terms by the advertiser: all while proposed, then only the discount code and tracking link. An acceptance orders a gift the brand chose to send on acceptance when the address is in; Shopify refusing it leaves the acceptance and puts the failure on the timeline.',
        security: sessionOrLink,
        body: updateCollaborationSchema,
        response: detail,
      },
      handler: (request) =>
        updateCollaboration(ctx, callerOf(request), request.params.id, request.body, gifting),
    });

    app.delete('/:id', {
      config: { access: 'user', problems: [403, 409] },
      schema: {
        ...byId,
        summary: 'Delete an unanswered proposal',
        operationId: 'deleteCollaboration',
        description: 'The advertiser only, while proposed (409 once answered: cancel it instead).',
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await deleteCollaboration(ctx, currentUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.patch('/:id/message', {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        ...byId,
        summary: 'Add a message to a collaboration’s thread',
        operationId: 'addCollaborationMessage',
        security: sessionOrLink,
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
      config: { access: 'public', problems: [403, 409] },
      schema: {
        summary: 'Delete your message from a collaboration’s thread',
        operationId: 'deleteCollaborationMessage',
        description:
          'It stays in the thread as deleted, without its text. 403 for the other party’s message; 409 when already deleted.',
        security: sessionOrLink,
        tags,
        params: collaborationMessageParamsSchema,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await deleteMessage(ctx, callerOf(request), request.params.id, request.params.messageId);
        return reply.status(204).send(null);
      },
    });

    app.patch('/:id/promotion-info', {
      config: { access: 'public', problems: [403, 409] },
      schema: {
        ...byId,
        summary: 'Submit the published posts of a collaboration',
        operationId: 'submitPromotionInfo',
        description:
          'The verified influencer side only (403 otherwise); 409 unless accepted or content submitted. Each URL must be on the profile’s platform; an accepted collaboration becomes content_submitted.',
        security: sessionOrLink,
        body: promotionInfoSchema,
        response: detail,
      },
      handler: (request) =>
        submitPromotionInfo(ctx, callerOf(request), request.params.id, request.body),
    });

    for (const [path, direction, access, operationId, summary] of [
      [
        '/:id/review-for-influencer',
        'for_influencer',
        'user',
        'reviewInfluencer',
        'Review the influencer of a completed collaboration',
      ],
      [
        '/:id/review-for-advertiser',
        'for_advertiser',
        'public',
        'reviewAdvertiser',
        'Review the brand of a completed collaboration',
      ],
    ] as const) {
      app.patch(path, {
        config: { access, problems: [403, 409] },
        schema: {
          ...byId,
          summary,
          operationId,
          description:
            'Once each, by the other party (403 otherwise), once the collaboration is completed (409 before, or when the review exists).',
          ...(access === 'public' && { security: sessionOrLink }),
          body: reviewBodySchema,
          response: detail,
        },
        handler: (request) =>
          review(ctx, callerOf(request), request.params.id, direction, request.body),
      });
    }
  };
}
