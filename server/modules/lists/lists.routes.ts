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
      schema: { tags, response: { 200: listsSchema } },
      handler: (request) => getLists(ctx, currentUser(request)),
    });

    app.post('/', {
      config: { access: 'user' },
      schema: { tags, body: createListSchema, response: { 201: listSummarySchema } },
      handler: async (request, reply) =>
        reply.status(201).send(await createList(ctx, currentUser(request), request.body)),
    });

    // Static, so it is matched before `/:id`.
    app.get('/saved', {
      config: { access: 'user' },
      schema: { tags, response: { 200: savedInfluencersSchema } },
      handler: (request) => getSavedInfluencers(ctx, currentUser(request)),
    });

    app.get('/:id', {
      config: { access: 'user' },
      schema: { tags, params: listParamsSchema, response: { 200: listDetailSchema } },
      handler: (request) => getList(ctx, currentUser(request), request.params.id),
    });

    app.patch('/:id', {
      config: { access: 'user' },
      schema: {
        tags,
        params: listParamsSchema,
        body: renameListSchema,
        response: { 200: listSummarySchema },
      },
      handler: (request) =>
        renameList(ctx, currentUser(request), request.params.id, request.body.name),
    });

    app.patch('/:id/influencers', {
      config: { access: 'user' },
      schema: {
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
      schema: { tags, params: listParamsSchema, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await deleteList(ctx, currentUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
