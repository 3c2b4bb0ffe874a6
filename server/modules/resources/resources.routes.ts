import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  resourceListQuerySchema,
  resourceListSchema,
  resourceParamsSchema,
  resourceSchema,
} from '@shared/schemas/resources';
import { getGuide, searchGuides } from './resources.service';

/** The public guides on influencer marketing: `/api/resources/*` (Markdown in content/resources). */
export function resourcesRoutes() {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['resources'];

    app.get('/', {
      config: { access: 'public' },
      schema: {
        summary: 'List the guides',
        operationId: 'listResources',
        description:
          'Newest first. `q` keeps the guides whose title, description or text hold every word (case-insensitive).',
        tags,
        querystring: resourceListQuerySchema,
        response: { 200: resourceListSchema },
      },
      handler: (request) => ({ items: searchGuides(request.query.q) }),
    });

    app.get('/:slug', {
      config: { access: 'public' },
      schema: {
        summary: 'Get a guide',
        operationId: 'getResource',
        description:
          'The sanitised article HTML with its table of contents; 404 for an unknown slug.',
        tags,
        params: resourceParamsSchema,
        response: { 200: resourceSchema },
      },
      handler: (request) => getGuide(request.params.slug),
    });
  };
}
