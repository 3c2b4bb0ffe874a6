import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { EMAIL_CODE_TTL_SECONDS } from '@shared/constants/auth';
import {
  changePasswordSchema,
  loginSchema,
  logonSchema,
  resetPasswordSchema,
  sendEmailCodeResultSchema,
  sendEmailCodeSchema,
  sessionSchema,
} from '@shared/schemas/auth';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../errors';
import { currentSession, currentUser } from '../../plugins/auth';
import {
  changePassword,
  resetPassword,
  sendEmailCode,
  signIn,
  signOutEverywhere,
  signUp,
} from './auth.service';
import { createLoginThrottle } from './login-throttle';
import { signOutSession } from './sessions.service';

/** Per-IP limits for the auth endpoints (requests per minute). */
const limit = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** Code attempts per email address per 15 minutes on sign-up and reset, whatever the IP. */
const PER_EMAIL_MAX = 10;

/**
 * Password sign-ins per client address per minute: a flood limit, generous because an office or
 * a mobile carrier puts many people behind one address; guessing is stopped per account by
 * `lockout`.
 */
const SIGN_INS_PER_ADDRESS = 30;

/**
 * Sign-up, sign-in, sign-out, emailed codes and password reset: `/api/auth/*`. Failed password
 * sign-ins are counted per account in `redis` when given (shared by every web process).
 */
export function authRoutes(ctx: AppContext, redis?: Redis) {
  const lockout = createLoginThrottle(redis);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];
    // Per-account limit on emailed-code attempts, checked after the body is parsed: spreading
    // guesses over many IPs still meets it.
    const perEmail = fastify.createRateLimit({
      max: PER_EMAIL_MAX,
      timeWindow: 15 * 60_000,
      keyGenerator: (request) => `email:${(request.body as { email?: string }).email ?? ''}`,
    });
    const limitPerEmail = async (request: FastifyRequest) => {
      const status = await perEmail(request);
      if (!status.isAllowed && status.isExceeded) throw tooManyRequests(status.ttlInSeconds);
    };

    app.post('/generate-send-email-code', {
      config: { access: 'public', ...limit(5) },
      schema: {
        summary: 'Email a one-time code',
        operationId: 'sendEmailCode',
        description:
          'Mails a 6-digit code for sign-up or a password reset, valid 10 minutes. The answer never tells whether an account exists; 429 when this address was sent a code less than a minute ago.',
        tags,
        body: sendEmailCodeSchema,
        response: { 202: sendEmailCodeResultSchema },
      },
      handler: async (request, reply) => {
        await sendEmailCode(ctx, request.body);
        return reply.status(202).send({ status: 'sent', expiresInSeconds: EMAIL_CODE_TTL_SECONDS });
      },
    });

    app.post('/logon', {
      preHandler: limitPerEmail,
      config: { access: 'public', ...limit(10), problems: [409] },
      schema: {
        summary: 'Create an account with an emailed code',
        operationId: 'signUp',
        description:
          'Signs up with the code from `sendEmailCode` and starts a session. 409 when the email already has an account.',
        tags,
        body: logonSchema,
        response: { 201: sessionSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await signUp(ctx, request.body)),
    });

    app.post('/login', {
      config: { access: 'public', ...limit(SIGN_INS_PER_ADDRESS), problems: [401] },
      schema: {
        summary: 'Sign in with email and password',
        operationId: 'signIn',
        description:
          'An unknown email and a wrong password give the same 401. After 10 failed sign-ins to one account within 15 minutes, its password sign-in answers 429 for 15 minutes; a successful sign-in clears the count.',
        tags,
        body: loginSchema,
        response: { 200: sessionSchema },
      },
      handler: (request) => signIn(ctx, request.body, lockout),
    });

    app.post('/reset-password', {
      preHandler: limitPerEmail,
      config: { access: 'public', ...limit(10) },
      schema: {
        summary: 'Set a new password with an emailed code',
        operationId: 'resetPassword',
        description: 'Ends every earlier session and starts a new one.',
        tags,
        body: resetPasswordSchema,
        response: { 200: sessionSchema },
      },
      handler: (request) => resetPassword(ctx, request.body),
    });

    app.post('/logout', {
      config: { access: 'user' },
      schema: {
        summary: 'Sign out',
        operationId: 'signOut',
        description:
          'Ends this session on the server: its token answers 401 from now on. The account’s other sessions keep working (`signOutEverywhere` ends them all).',
        tags,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await signOutSession(ctx, currentSession(request));
        return reply.status(204).send(null);
      },
    });

    app.post('/logout-all', {
      config: { access: 'user' },
      schema: {
        summary: 'Sign out everywhere',
        operationId: 'signOutEverywhere',
        description: 'Revokes every session token of the account, this one included.',
        tags,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await signOutEverywhere(ctx, currentUser(request));
        return reply.status(204).send(null);
      },
    });
  };
}

/**
 * Changing the password while signed in: `POST /api/users/password`, registered under `/users`
 * with the account's other settings; passwords and sessions are this module's.
 */
export function userPasswordRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post('/password', {
      config: { access: 'user', ...limit(10) },
      schema: {
        summary: 'Change your password',
        operationId: 'changePassword',
        description:
          'Checks the current password (400 naming `body.currentPassword` when wrong), ends every other session and returns a new one.',
        tags: ['users'],
        body: changePasswordSchema,
        response: { 200: sessionSchema },
      },
      handler: (request) => changePassword(ctx, currentUser(request), request.body),
    });
  };
}
