import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createListSchema,
  listDetailSchema,
  listParamsSchema,
  listsSchema,
  listSummarySchema,
  renameListSchema,
  savedInfluencersSchema,
  updateListInfluencersSchema,
} from '@shared/schemas/lists';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import {
  createList,
  deleteList,
  getList,
  getLists,
  getSavedInfluencers,
  renameList,
  updateListInfluencers,
} from './lists.service';

/** The signed-in user's lists of influencers: `/api/list/*` (PRODUCT §4). Owner-only. */
export function listsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['lists'];

    app.get('/', {
      config: { access: 'user' },
      schema: {
        summary: 'List your lists',
        operationId: 'listLists',
        description: '“Favorites” first, then oldest first.',
        tags,
        response: { 200: listsSchema },
      },
      handler: (request) => getLists(ctx, currentUser(request)),
    });

    app.post('/', {
      config: { access: 'user', problems: [402, 409] },
      schema: {
        summary: 'Create a list',
        operationId: 'createList',
        description:
          'With its first influencers, all or nothing. 409 when you already have a list of that name (ignoring case).',
        tags,
        body: createListSchema,
        response: { 201: listSummarySchema },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await createList(ctx, currentUser(request), request.body)),
    });

    // Static, so it is matched before `/:id`.
    app.get('/saved', {
      config: { access: 'user' },
      schema: {
        summary: 'List the influencers saved in any of your lists',
        operationId: 'listSavedInfluencers',
        description: 'Each once, most recently saved first, with its lists and your note.',
        tags,
        response: { 200: savedInfluencersSchema },
      },
      handler: (request) => getSavedInfluencers(ctx, currentUser(request)),
    });

    app.get('/:id', {
      config: { access: 'user' },
      schema: {
        summary: 'Get a list with its influencers',
        operationId: 'getList',
        tags,
        params: listParamsSchema,
        response: { 200: listDetailSchema },
      },
      handler: (request) => getList(ctx, currentUser(request), request.params.id),
    });

    app.patch('/:id', {
      config: { access: 'user', problems: [402, 409] },
      schema: {
        summary: 'Rename a list',
        operationId: 'renameList',
        description: '409 when you already have a list of that name.',
        tags,
        params: listParamsSchema,
        body: renameListSchema,
        response: { 200: listSummarySchema },
      },
      handler: (request) =>
        renameList(ctx, currentUser(request), request.params.id, request.body.name),
    });

    app.patch('/:id/influencers', {
      config: { access: 'user', problems: [402] },
      schema: {
        summary: 'Add or remove influencers in a list',
        operationId: 'updateListInfluencers',
        description:
          'Idempotent, all or nothing. 400 naming `body.addInfluencers` for unknown ids or past 5,000 influencers.',
        tags,
        params: listParamsSchema,
        body: updateListInfluencersSchema,
        response: { 200: listSummarySchema },
      },
      handler: (request) =>
        updateListInfluencers(ctx, currentUser(request), request.params.id, request.body),
    });

    app.delete('/:id', {
      config: { access: 'user' },
      schema: {
        summary: 'Delete a list',
        operationId: 'deleteList',
        tags,
        params: listParamsSchema,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await deleteList(ctx, currentUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
