import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorizeParamsSchema,
  authorizeQuerySchema,
  authorizeUrlSchema,
  googleLoginSchema,
  oauthCallbackSchema,
  oauthProviderParamsSchema,
  socialAccountsSchema,
  socialProvidersSchema,
  socialSessionSchema,
} from '@shared/schemas/social';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import {
  disconnect,
  getConnections,
  getSocialProviders,
  googleLogin,
  refreshYouTubeNumbers,
  startAuthorization,
  youtubeLogin,
} from './social-auth.service';

const tags = ['social sign-in'];
/** Sign-in attempts per client address per minute. */
const limit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/**
 * Social sign-in under `/api/auth`: which providers are on, the start of a provider's consent
 * (`/oauth/{provider}/authorize`), and the sign-in routes the callback page posts the code to.
 */
export function socialAuthRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/social-providers', {
      config: { access: 'public' },
      schema: {
        summary: 'List the social sign-in providers',
        operationId: 'listSocialProviders',
        description:
          'Each provider and whether this server has its keys (only those show a button).',
        tags,
        response: { 200: socialProvidersSchema },
      },
      handler: async () => getSocialProviders(ctx),
    });

    app.get('/oauth/:provider/authorize', {
      config: { access: 'public', ...limit },
      schema: {
        summary: 'Start a social sign-in',
        operationId: 'startSocialSignIn',
        description:
          'The provider’s consent page, with a single-use `state` (10 minutes) and a PKCE challenge; the provider returns to `/auth/callback/{provider}`. 503 when the provider is not configured.',
        tags,
        params: authorizeParamsSchema,
        querystring: authorizeQuerySchema,
        response: { 200: authorizeUrlSchema },
      },
      handler: (request) =>
        startAuthorization(ctx, request.params.provider, null, request.query.redirect),
    });

    app.post('/google-login', {
      config: { access: 'public', ...limit, problems: [409] },
      schema: {
        summary: 'Sign in with Google (advertisers)',
        operationId: 'googleLogin',
        description:
          'The code flow’s `code` and `state`, or a Sign in with Google ID token (`credential`). The ID token is verified against Google’s JWKS (issuer, audience, expiry) and its email must be verified; the account is found by the Google account, else linked by the verified email, else created as an advertiser.',
        tags,
        body: googleLoginSchema,
        response: { 200: socialSessionSchema },
      },
      handler: (request) => googleLogin(ctx, request.body),
    });

    app.post('/influencer-youtube-login', {
      config: { access: 'public', ...limit, problems: [409] },
      schema: {
        summary: 'Sign in with YouTube (creators)',
        operationId: 'youtubeLogin',
        description:
          'The code and state from `/auth/callback/youtube`. Reads the creator’s own channel (`youtube.readonly`), links the profile with that channel id (created when no dataset had it) and marks its numbers verified by the creator. 409 when the channel or profile belongs to another account.',
        tags,
        body: oauthCallbackSchema,
        response: { 200: socialSessionSchema },
      },
      handler: (request) => youtubeLogin(ctx, request.body),
    });
  };
}

/** The signed-in user's connected social accounts under `/api/users`. */
export function socialAccountRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/social-accounts', {
      config: { access: 'user' },
      schema: {
        summary: 'List your connected social accounts',
        operationId: 'listSocialAccounts',
        tags,
        response: { 200: socialAccountsSchema },
      },
      handler: (request) => getConnections(ctx, currentUser(request)),
    });

    app.post('/social-accounts/youtube/refresh', {
      config: { access: 'user', problems: [404, 409], rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Refresh your numbers from YouTube',
        operationId: 'refreshYouTubeNumbers',
        description:
          'Reads your channel again with the stored token (renewed when about to expire) and marks the numbers verified by you now. 404 without a YouTube connection; 409 when it must be connected again.',
        tags,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await refreshYouTubeNumbers(ctx, currentUser(request));
        return reply.status(204).send(null);
      },
    });

    app.delete('/social-accounts/:provider', {
      config: { access: 'user' },
      schema: {
        summary: 'Disconnect a social account',
        operationId: 'disconnectSocialAccount',
        description: 'Revokes its tokens at the provider and forgets them. 404 when not connected.',
        tags,
        params: oauthProviderParamsSchema,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await disconnect(ctx, currentUser(request), request.params.provider);
        return reply.status(204).send(null);
      },
    });
  };
}
