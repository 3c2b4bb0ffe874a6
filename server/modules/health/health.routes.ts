import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, startupProblemSchema } from '@shared/schemas/health';
import type { AppContext } from '../../context';

/**
 * `GET /api/health`: 200 `{status:"ok"}` once ready. While the server starts (migrations, the
 * first import, seeding) the readiness hook in app.ts answers 503 for it, as for every /api
 * route, with the start-up progress (`startupProblemSchema`: phase, datasets done of total, the
 * current file's rows). With a read replica it also reports the replica's state (`replica`); a
 * replica lagging or down leaves the server ready, its reads going to the primary. Logged at warn
 * level only: pollers and load balancers call it every few seconds.
 */
export function healthRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().get('/health', {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: {
        summary: 'Check that the server is up and ready',
        description:
          "Answers 200 once the server is ready, with the read replica's state in `replica` when one is configured (`in-sync`, or `lagging`/`down` while every read uses the primary). While it starts it answers 503 (`urn:collabify:problem:not-ready`, with `Retry-After`) carrying its progress in `startup`: the phase, and during the first start the bundled datasets imported (`done` of `total`) and the rows of the file being imported.",
        operationId: 'getHealth',
        tags: ['health'],
        response: { 200: healthSchema, 503: startupProblemSchema },
      },
      handler: async () => {
        const replica = ctx.reads.replicaStatus();
        return { status: 'ok' as const, ...(replica && { replica }) };
      },
    });
  };
}
