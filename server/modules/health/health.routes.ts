import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '@shared/schemas/health';

/**
 * `GET /api/health`: 200 `{status:"ok"}`. Before migrations and first-start seeding are done the
 * readiness hook in app.ts answers 503 for it, as for every /api route.
 */
export function healthRoutes() {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().get('/health', {
      config: { access: 'public' },
      schema: {
        summary: 'Check that the server is up and ready',
        operationId: 'getHealth',
        tags: ['health'],
        response: { 200: healthSchema },
      },
      handler: async () => ({ status: 'ok' as const }),
    });
  };
}
