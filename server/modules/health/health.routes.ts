import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '@shared/schemas/health';
import { notReady } from '../../errors';

/** `GET /api/health`: 200 `{status:"ok"}` once migrations and first-start seeding are done, 503 before. */
export function healthRoutes(isReady: () => boolean) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().get('/health', {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: healthSchema } },
      handler: async () => {
        if (!isReady()) throw notReady();
        return { status: 'ok' as const };
      },
    });
  };
}
