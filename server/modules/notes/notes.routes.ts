import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noteParamsSchema, noteSchema, updateNoteSchema } from '@shared/schemas/notes';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { getNote, saveNote } from './notes.service';

/** The signed-in user's private notes on influencers: `/api/note/*` (PRODUCT §4). */
export function notesRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['notes'];

    app.get('/:influencerId', {
      config: { access: 'user' },
      schema: {
        summary: 'Get your note on an influencer',
        operationId: 'getNote',
        description: 'Empty before the first save.',
        tags,
        params: noteParamsSchema,
        response: { 200: noteSchema },
      },
      handler: (request) => getNote(ctx, currentUser(request), request.params.influencerId),
    });

    app.patch('/:influencerId', {
      config: { access: 'user' },
      schema: {
        summary: 'Save your note on an influencer',
        operationId: 'saveNote',
        description: 'Replaces the previous text.',
        tags,
        params: noteParamsSchema,
        body: updateNoteSchema,
        response: { 200: noteSchema },
      },
      handler: (request) =>
        saveNote(ctx, currentUser(request), request.params.influencerId, request.body.content),
    });
  };
}
