import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  influencerAccountParamsSchema,
  influencerDataSchema,
  linkedInfluencerAccountSchema,
  linkInfluencerProfileSchema,
  updateInfluencerAccountSchema,
} from '@shared/schemas/influencer-accounts';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import {
  getMyInfluencerData,
  linkProfile,
  unlinkProfile,
  updateMyInfluencerAccount,
} from './influencer-accounts.service';

/**
 * The influencer side of an account (PRODUCT §11), registered under `/api`: the signed-in
 * influencer's data and settings (`/api/influencer/fetch-me-influencer-data`, `/api/influencer/me`;
 * static paths, so they win over discovery's `/api/influencer/{id}`), and an admin's link between
 * an influencer account and its profile (`/api/influencer-account/{userId}/profile`).
 */
export function influencerAccountsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['influencer accounts'];

    app.get('/influencer/fetch-me-influencer-data', {
      config: { access: 'user', problems: [403] },
      schema: {
        summary: 'Get your influencer account and linked profile',
        operationId: 'getMyInfluencerData',
        description:
          'Influencer accounts only (403 otherwise). Tries the link by email first, in case the profile was imported after sign-up.',
        tags,
        response: { 200: influencerDataSchema },
      },
      handler: (request) => getMyInfluencerData(ctx, currentUser(request)),
    });

    app.patch('/influencer/me', {
      config: { access: 'user', problems: [403] },
      schema: {
        summary: 'Update your influencer account',
        operationId: 'updateMyInfluencerAccount',
        description:
          'Contact email, rates (cents; null clears one, those not sent are kept) and currency. Influencer accounts only.',
        tags,
        body: updateInfluencerAccountSchema,
        response: { 200: influencerDataSchema },
      },
      handler: (request) => updateMyInfluencerAccount(ctx, currentUser(request), request.body),
    });

    app.put('/influencer-account/:userId/profile', {
      config: { access: 'admin', problems: [409] },
      schema: {
        summary: 'Link an influencer account to a profile',
        operationId: 'linkInfluencerProfile',
        description:
          'Admins only; replaces the account’s earlier link. 400 naming `params.userId` when the user is not an influencer; 409 when another account is linked to the profile.',
        tags,
        params: influencerAccountParamsSchema,
        body: linkInfluencerProfileSchema,
        response: { 200: linkedInfluencerAccountSchema },
      },
      handler: (request) => linkProfile(ctx, request.params.userId, request.body.influencerId),
    });

    app.delete('/influencer-account/:userId/profile', {
      config: { access: 'admin' },
      schema: {
        summary: 'Unlink an influencer account from its profile',
        operationId: 'unlinkInfluencerProfile',
        description: 'Admins only; idempotent. The account is not linked by email again.',
        tags,
        params: influencerAccountParamsSchema,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await unlinkProfile(ctx, request.params.userId);
        return reply.status(204).send(null);
      },
    });
  };
}
