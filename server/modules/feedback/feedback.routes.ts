import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  feedbackListSchema,
  feedbackParamsSchema,
  feedbackQuerySchema,
  feedbackReceivedSchema,
  feedbackSchema,
  sendFeedbackSchema,
} from '@shared/schemas/feedback';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { closeFeedback, listFeedback, sendFeedback } from './feedback.service';

/** Contact-form messages one client address may send per hour. */
export const FEEDBACK_PER_IP_PER_HOUR = 5;

/** Contact-form messages one sender address (`email`) may send per hour, from any client address. */
export const FEEDBACK_PER_EMAIL_PER_HOUR = 5;

const HOUR_MS = 60 * 60_000;

/**
 * The contact form (`POST /api/feedback`, public) and its admin side: the messages by status and
 * closing one (`/api/admin/feedback`).
 */
export function feedbackRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['feedback'];
    // Per sender address, checked once the body is valid: one address spread over many client
    // addresses still meets it (and cannot flood someone's inbox with confirmations).
    const perEmail = fastify.createRateLimit({
      max: FEEDBACK_PER_EMAIL_PER_HOUR,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `feedback-email:${(request.body as { email: string }).email}`,
    });
    const limitPerEmail = async (request: FastifyRequest) => {
      const status = await perEmail(request);
      if (!status.isAllowed && status.isExceeded) throw tooManyRequests(status.ttlInSeconds);
    };

    app.post('/feedback', {
      preHandler: limitPerEmail,
      config: {
        access: 'public',
        rateLimit: { max: FEEDBACK_PER_IP_PER_HOUR, timeWindow: HOUR_MS },
      },
      schema: {
        summary: 'Send a message to the Collabify team',
        operationId: 'sendFeedback',
        description:
          'The contact form: stores the message, mails it to the support inbox and a confirmation to the sender. No session needed; with one, the message names the account. 400 names `body.name`, `body.email`, `body.subject` or `body.message`; 429 past 5 messages an hour from one client address or one sender address.',
        tags,
        body: sendFeedbackSchema,
        response: { 202: feedbackReceivedSchema },
      },
      handler: async (request, reply) => {
        await sendFeedback(ctx, request.user, request.body);
        return reply.status(202).send({ received: true });
      },
    });

    app.get('/admin/feedback', {
      config: { access: 'admin' },
      schema: {
        summary: 'List contact-form messages',
        operationId: 'listFeedback',
        description:
          'Admins only: one page of 50 messages with the status (`open` by default), newest first, and their total.',
        tags,
        querystring: feedbackQuerySchema,
        response: { 200: feedbackListSchema },
      },
      handler: (request) => listFeedback(ctx, request.query),
    });

    app.post('/admin/feedback/:id/close', {
      config: { access: 'admin' },
      schema: {
        summary: 'Close a contact-form message',
        operationId: 'closeFeedback',
        description:
          'Admins only: marks the message handled. Closing a closed message changes nothing; 404 for an unknown id.',
        tags,
        params: feedbackParamsSchema,
        response: { 200: feedbackSchema },
      },
      handler: (request) => closeFeedback(ctx, currentUser(request), request.params.id),
    });
  };
}
