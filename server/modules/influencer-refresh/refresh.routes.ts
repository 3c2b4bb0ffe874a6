import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  influencerRefreshSchema,
  latestRefreshSchema,
  refreshParamsSchema,
  refreshQueueStatusSchema,
  requestInfluencerUpdateSchema,
} from '@shared/schemas/influencer-refresh';
import { influencerParamsSchema } from '@shared/schemas/influencers';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limits';
import {
  getLatestRefresh,
  getRequestedRefresh,
  requestInfluencerUpdate,
} from './refresh-requests.service';
import { getRefreshQueueStatus } from './refresh-status.service';

/** Requests for fresh data one person may make per hour (beside the plan's monthly data updates). */
export const REFRESH_REQUESTS_PER_HOUR = 30;

/**
 * Provider refresh (issue 19): `POST /api/influencer/request-influencer-update`, the refresh's
 * state for whoever asked and a profile's latest refresh for the drawer, and the queue for admins.
 */
export function influencerRefreshRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['influencers'];

    app.post('/influencer/request-influencer-update', {
      config: {
        access: 'user',
        problems: [402],
        rateLimit: perUserRateLimit(
          'request-influencer-update',
          REFRESH_REQUESTS_PER_HOUR,
          60 * 60_000,
        ),
      },
      schema: {
        summary: 'Request fresh data for an influencer',
        operationId: 'requestInfluencerUpdate',
        description:
          'Queues a refresh of the account from its platform’s official API (YouTube Data API, Instagram business discovery) and answers it; concurrent requests for one profile share one refresh. An account no profile has gets one when the provider finds it. 400 names `body.platform` for TikTok and `body.name` when it is not a handle, channel id or profile address; 402 when the plan’s data updates are used up; 503 when the provider is not configured.',
        tags,
        body: requestInfluencerUpdateSchema,
        response: { 202: influencerRefreshSchema },
      },
      handler: async (request, reply) =>
        reply
          .status(202)
          .send(await requestInfluencerUpdate(ctx, currentUser(request), request.body)),
    });

    app.get('/influencer/refreshes/:refreshId', {
      config: { access: 'user' },
      schema: {
        summary: 'Get a refresh you requested',
        operationId: 'getInfluencerRefresh',
        description: '404 when it does not exist or someone else requested it.',
        tags,
        params: refreshParamsSchema,
        response: { 200: influencerRefreshSchema },
      },
      handler: (request) =>
        getRequestedRefresh(ctx, currentUser(request), request.params.refreshId),
    });

    app.get('/influencer/:id/refresh', {
      config: { access: 'user' },
      schema: {
        summary: 'Get an influencer’s latest refresh',
        operationId: 'getLatestInfluencerRefresh',
        description: 'The latest refresh of the profile from its provider, or `refresh: null`.',
        tags,
        params: influencerParamsSchema,
        response: { 200: latestRefreshSchema },
      },
      handler: (request) => getLatestRefresh(ctx, request.params.id),
    });

    app.get('/admin/data-refresh', {
      config: { access: 'admin' },
      schema: {
        summary: 'Get the refresh queue',
        operationId: 'getRefreshQueue',
        description:
          'Admins only: the refresh queue’s depth by state and each provider’s quota use today and pause.',
        tags,
        response: { 200: refreshQueueStatusSchema },
      },
      handler: () => getRefreshQueueStatus(ctx),
    });
  };
}
