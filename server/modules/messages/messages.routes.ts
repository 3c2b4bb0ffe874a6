import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  messageSchema,
  sendMessageSchema,
  unreadCountSchema,
} from '@shared/schemas/messages';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limits';
import { getConversation, getConversations, getUnreadCount, sendMessage } from './messages.service';

/** Messages one account may send per minute (per account, wherever it writes from). */
const SEND_PER_MINUTE = 30;

/**
 * In-app direct messages between an advertiser and an influencer account (PRODUCT §5):
 * `/api/message/*`. Each user sees only the conversations they take part in.
 */
export function messagesRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['messages'];

    app.post('/', {
      config: {
        access: 'user',
        rateLimit: perUserRateLimit('message', SEND_PER_MINUTE),
      },
      schema: { tags, body: sendMessageSchema, response: { 201: messageSchema } },
      handler: async (request, reply) =>
        reply.status(201).send(await sendMessage(ctx, currentUser(request), request.body)),
    });

    app.get('/user/self', {
      config: { access: 'user' },
      schema: { tags, response: { 200: conversationListSchema } },
      handler: (request) => getConversations(ctx, currentUser(request)),
    });

    app.get('/user/self/:userId', {
      config: { access: 'user' },
      schema: { tags, params: conversationParamsSchema, response: { 200: conversationSchema } },
      handler: (request) => getConversation(ctx, currentUser(request), request.params.userId),
    });

    app.get('/unread-count', {
      config: { access: 'user' },
      schema: { tags, response: { 200: unreadCountSchema } },
      handler: (request) => getUnreadCount(ctx, currentUser(request)),
    });
  };
}
