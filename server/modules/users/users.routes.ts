import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  publicUserSchema,
  selfUserSchema,
  setNicknameSchema,
  updateUserSchema,
  userParamsSchema,
} from '@shared/schemas/users';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { presentPublicUser, presentSelfUser } from './users.presenter';
import { getUser, setNickname, updateProfile } from './users.service';

/**
 * The signed-in user's account and public user profiles: `/api/users/*` (the password change,
 * `POST /api/users/password`, is the auth module's `userPasswordRoutes`).
 */
export function usersRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['users'];

    app.get('/self', {
      config: { access: 'user' },
      schema: {
        summary: 'Get your account',
        operationId: 'getSelf',
        tags,
        response: { 200: selfUserSchema },
      },
      handler: async (request) => presentSelfUser(currentUser(request)),
    });

    app.patch('/', {
      config: { access: 'user' },
      schema: {
        summary: 'Update your profile',
        operationId: 'updateSelf',
        tags,
        body: updateUserSchema,
        response: { 200: selfUserSchema },
      },
      handler: async (request) =>
        presentSelfUser(await updateProfile(ctx, currentUser(request), request.body)),
    });

    app.post('/nickname', {
      config: { access: 'user', problems: [409] },
      schema: {
        summary: 'Set your nickname',
        operationId: 'setNickname',
        description: '409 when another user has the nickname.',
        tags,
        body: setNicknameSchema,
        response: { 200: selfUserSchema },
      },
      handler: async (request) =>
        presentSelfUser(await setNickname(ctx, currentUser(request), request.body.nickname)),
    });

    app.get('/:id', {
      config: { access: 'public' },
      schema: {
        summary: 'Get a user’s public profile',
        operationId: 'getUser',
        tags,
        params: userParamsSchema,
        response: { 200: publicUserSchema },
      },
      handler: async (request) => presentPublicUser(await getUser(ctx, request.params.id)),
    });
  };
}
