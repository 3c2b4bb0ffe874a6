import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxSchema } from '@shared/schemas/email';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { listOutbox } from './dev-outbox.service';

/**
 * The development outbox (PRODUCT §5): `/api/dev/outbox` lists the mail written to disk when SMTP
 * is not configured (404 otherwise); each user sees only their own.
 */
export function devOutboxRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/outbox', {
      config: { access: 'user', problems: [404] },
      schema: {
        summary: 'List your mail in the development outbox',
        operationId: 'listDevOutbox',
        description: 'Only when SMTP is not configured (404 otherwise); newest first.',
        tags: ['email'],
        response: { 200: outboxSchema },
      },
      handler: (request) => listOutbox(ctx, currentUser(request)),
    });
  };
}
