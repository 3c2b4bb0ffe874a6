import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailSchema, mailsQuerySchema, mailsSchema, sendMailSchema } from '@shared/schemas/email';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limits';
import { listMails, sendMail } from './mail.service';

/** Single mails one account may queue per minute. */
const SEND_PER_MINUTE = 30;

/**
 * Single outreach mails (PRODUCT §5): `/api/mail` queues one email to an influencer,
 * `/api/mail/user/self` is the user's history with statuses.
 */
export function mailRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['email'];

    app.post('/', {
      config: {
        access: 'user',
        rateLimit: perUserRateLimit('mail', SEND_PER_MINUTE),
        problems: [402, 403, 409],
      },
      schema: {
        summary: 'Queue one outreach email to an influencer',
        operationId: 'sendMail',
        description:
          'From your verified sender (409 otherwise), with a template or a written subject and content. Advertiser accounts only; 409 naming `body.email` for an address on your suppression list.',
        tags,
        body: sendMailSchema,
        response: { 201: mailSchema },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await sendMail(ctx, currentUser(request), request.body)),
    });

    app.get('/user/self', {
      config: { access: 'user' },
      schema: {
        summary: 'List your single emails',
        operationId: 'listMails',
        description: 'One page of 50, newest first, with their statuses and the total.',
        tags,
        querystring: mailsQuerySchema,
        response: { 200: mailsSchema },
      },
      handler: (request) => listMails(ctx, currentUser(request), request.query.page),
    });
  };
}
