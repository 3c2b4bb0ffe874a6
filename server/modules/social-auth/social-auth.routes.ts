import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorizeParamsSchema,
  authorizeQuerySchema,
  authorizeUrlSchema,
  googleLoginSchema,
  influencerProviderParamsSchema,
  oauthCallbackSchema,
  oauthProviderParamsSchema,
  socialAccountsSchema,
  socialProvidersSchema,
  socialSessionSchema,
} from '@shared/schemas/social';
import { gmailLoginResultSchema } from '@shared/schemas/email';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { facebookLogin } from './facebook-login.service';
import { gmailLogin, startGmailConnection } from './gmail-login.service';
import { googleLogin, youtubeLogin } from './google-login.service';
import { instagramLogin } from './instagram-login.service';
import { refreshOwnerNumbers } from './owner-refresh';
import { tiktokLogin } from './tiktok-login.service';
import {
  disconnect,
  getConnections,
  getSocialProviders,
  startAuthorization,
} from './social-auth.service';

const tags = ['social sign-in'];
/** Sign-in attempts per client address per minute. */
const limit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/**
 * The sign-ins the callback page posts a provider's code and state to (besides Google's, which
 * also takes an ID token): each answers a session, 409 when the provider account or its profile
 * belongs to another account.
 */
const CODE_SIGN_INS = [
  {
    path: '/influencer-youtube-login',
    summary: 'Sign in with YouTube (creators)',
    operationId: 'youtubeLogin',
    description:
      'The code and state from `/auth/callback/youtube`. Reads the creator’s own channel (`youtube.readonly`), links the profile with that channel id (created when no dataset had it) and marks its numbers verified by the creator. 409 when the channel or profile belongs to another account.',
    problems: [409, 502],
    signIn: youtubeLogin,
  },
  {
    path: '/facebook-login',
    summary: 'Sign in with Facebook (advertisers)',
    operationId: 'facebookLogin',
    description:
      'The code and state from `/auth/callback/facebook`. Exchanges the code for a user token, checks it with `debug_token` (valid, issued to this app, the same person as `/me`) and requires the email Facebook shares (a confirmed one; 400 when none is shared); the account is found by the Facebook account, else linked by that email, else created as an advertiser. The token is kept sealed so a disconnect removes the app at Facebook.',
    problems: [409, 502],
    signIn: facebookLogin,
  },
  {
    path: '/influencer-ins-login',
    summary: 'Sign in with Instagram (creators)',
    operationId: 'instagramLogin',
    description:
      'The code and state from `/auth/callback/instagram`. Exchanges the code for a short-lived and then a long-lived token (60 days, kept sealed and refreshed before it expires), reads the creator’s professional account (personal accounts cannot sign in: 400), links the profile with that Instagram account id (created when no dataset had it) and marks its numbers verified by the creator. Instagram shares no email. 409 when the account or profile belongs to another account.',
    problems: [409, 502],
    signIn: instagramLogin,
  },
  {
    path: '/influencer-tiktok-login',
    summary: 'Sign in with TikTok (creators)',
    operationId: 'tiktokLogin',
    description:
      'The code and state from `/auth/callback/tiktok`. Exchanges the code with the PKCE verifier, reads the creator’s TikTok account (user info: open_id, username, followers, videos as far as the granted scopes allow; the username is required), links the profile with that account (by open_id, else the imported profile with that handle; created when no dataset had it) and marks its numbers verified by the creator. 409 when the account or profile belongs to another account.',
    problems: [409, 502],
    signIn: tiktokLogin,
  },
] as const;

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

    app.post('/gmail-login', {
      config: { access: 'user', ...limit, problems: [403, 409, 502] },
      schema: {
        summary: 'Connect your Gmail to send outreach through it',
        operationId: 'gmailLogin',
        description:
          'The code and state from `/auth/callback/gmail`, posted with your session: the connection must have been started by you (`GET /api/users/social-accounts/gmail/authorize`). Google’s email must be verified and the grant must include `gmail.send` (400 naming `body.code` otherwise). Answers your sender with the connected Gmail, its daily limit (2,000 for Google Workspace, 500 otherwise) and the path to return to. Sending switches to Gmail only when you choose it. 409 when this Gmail is connected to another Collabify account; 403 for accounts that do not send outreach.',
        tags,
        body: oauthCallbackSchema,
        response: { 200: gmailLoginResultSchema },
      },
      handler: (request) => gmailLogin(ctx, currentUser(request), request.body),
    });

    app.post('/google-login', {
      config: { access: 'public', ...limit, problems: [409, 502] },
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

    for (const { path, summary, operationId, description, problems, signIn } of CODE_SIGN_INS) {
      app.post(path, {
        config: { access: 'public', ...limit, problems: [...problems] },
        schema: {
          summary,
          operationId,
          description,
          tags,
          body: oauthCallbackSchema,
          response: { 200: socialSessionSchema },
        },
        handler: (request) => signIn(ctx, request.body),
      });
    }
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

    app.get('/social-accounts/gmail/authorize', {
      config: { access: 'user', ...limit, problems: [403] },
      schema: {
        summary: 'Start connecting your Gmail',
        operationId: 'startGmailConnection',
        description:
          'Google’s consent page for sending email as you (`gmail.send`, with offline access), with a single-use `state` (10 minutes) bound to your account and a PKCE challenge; Google returns to `/auth/callback/gmail`. Advertiser accounts only (403); 503 when Google is not configured.',
        tags,
        querystring: authorizeQuerySchema,
        response: { 200: authorizeUrlSchema },
      },
      handler: (request) => startGmailConnection(ctx, currentUser(request), request.query.redirect),
    });

    app.post('/social-accounts/:provider/refresh', {
      config: {
        access: 'user',
        problems: [404, 409, 502],
        rateLimit: { max: 10, timeWindow: 60_000 },
      },
      schema: {
        summary: 'Refresh your numbers from your platform',
        operationId: 'refreshOwnerNumbers',
        description:
          'Reads your YouTube channel, Instagram or TikTok account again with the stored token (renewed when about to expire) and marks the numbers verified by you now. 404 without that connection; 409 when it must be connected again.',
        tags,
        params: influencerProviderParamsSchema,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await refreshOwnerNumbers(ctx, currentUser(request), request.params.provider);
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
