import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminProfileRequestListSchema,
  adminProfileRequestsQuerySchema,
  createProfileRequestSchema,
  profileLookupQuerySchema,
  profileRequestParamsSchema,
  profileRequestSchema,
  profileRequestTargetSchema,
  verifyProfileRequestSchema,
} from '@shared/schemas/profile-requests';
import type { AppContext } from '../../context';
import { perUserRateLimit } from '../../plugins/rate-limits';
import {
  createProfileRequest,
  listRequestsForAdmin,
  lookUpProfile,
  verifyProfileRequest,
} from './profile-requests.service';

/** Requests (each may mail a code) a client address or signed-in user may make per hour. */
export const PROFILE_REQUESTS_PER_HOUR = 10;

/** Code checks a client address or signed-in user may make per hour (each request allows 5). */
export const PROFILE_CODE_CHECKS_PER_HOUR = 30;

const HOUR_MS = 60 * 60_000;

/**
 * Creators' "Remove or correct my profile": `/api/profile-requests/*` (public) and the admins'
 * list `GET /api/admin/profile-requests`.
 */
export function profileRequestsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['profile-requests'];

    app.get('/profile-requests/profile', {
      config: { access: 'public', rateLimit: perUserRateLimit('profile-lookup', 60) },
      schema: {
        summary: 'Find the profile to remove or correct',
        operationId: 'lookUpProfileForRequest',
        description:
          'By `influencerId`, or by `platform` and `username`; the public email is masked. 404 when there is no such listed profile.',
        tags,
        querystring: profileLookupQuerySchema,
        response: { 200: profileRequestTargetSchema },
      },
      handler: (request) => lookUpProfile(ctx, request.query, request.user ?? null),
    });

    app.post('/profile-requests', {
      config: {
        access: 'public',
        rateLimit: perUserRateLimit('profile-requests', PROFILE_REQUESTS_PER_HOUR, HOUR_MS),
        problems: [404, 409],
      },
      schema: {
        summary: 'Ask to remove or correct a profile',
        operationId: 'createProfileRequest',
        description:
          'Mails a 6-digit code to the profile’s public email (answered masked), or — for its creator signed in with the platform — applies the request at once. 409 naming `body.influencerId` when the profile has no public email; 429 when a code was sent for it less than a minute ago.',
        tags,
        body: createProfileRequestSchema,
        response: { 201: profileRequestSchema },
      },
      handler: async (request, reply) => {
        const created = await createProfileRequest(ctx, request.body, request.user ?? null);
        return reply.status(201).send(created);
      },
    });

    app.post('/profile-requests/:id/verify', {
      config: {
        access: 'public',
        rateLimit: perUserRateLimit('profile-code', PROFILE_CODE_CHECKS_PER_HOUR, HOUR_MS),
        problems: [404, 409],
      },
      schema: {
        summary: 'Confirm a profile request with its code',
        operationId: 'verifyProfileRequest',
        description:
          'The right code applies the removal or correction at once. 400 naming `body.code` when it is wrong (attempts left) or expired; 409 when the request is no longer pending.',
        tags,
        params: profileRequestParamsSchema,
        body: verifyProfileRequestSchema,
        response: { 200: profileRequestSchema },
      },
      handler: (request) => verifyProfileRequest(ctx, request.params.id, request.body.code),
    });

    app.get('/admin/profile-requests', {
      config: { access: 'admin' },
      schema: {
        summary: 'List profile removal and correction requests',
        operationId: 'listProfileRequests',
        description: 'Admins only: every request with its state and outcome, newest first.',
        tags,
        querystring: adminProfileRequestsQuerySchema,
        response: { 200: adminProfileRequestListSchema },
      },
      handler: (request) => listRequestsForAdmin(ctx, request.query),
    });
  };
}
