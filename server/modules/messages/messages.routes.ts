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
        problems: [403, 404],
      },
      schema: {
        summary: 'Send a direct message',
        operationId: 'sendMessage',
        description:
          'To a user id, or an influencer profile id linked to an account (404 otherwise). One side must be a brand and the other an influencer (403 otherwise).',
        tags,
        body: sendMessageSchema,
        response: { 201: messageSchema },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await sendMessage(ctx, currentUser(request), request.body)),
    });

    app.get('/user/self', {
      config: { access: 'user' },
      schema: {
        summary: 'List your conversations',
        operationId: 'listConversations',
        description: 'Newest activity first, each with its unread count, and the unread total.',
        tags,
        response: { 200: conversationListSchema },
      },
      handler: (request) => getConversations(ctx, currentUser(request)),
    });

    app.get('/user/self/:userId', {
      config: { access: 'user' },
      schema: {
        summary: 'Get a conversation and mark it read',
        operationId: 'getConversation',
        description:
          'The newest 500 messages, oldest first. Someone never written to answers an empty conversation when you may write to them.',
        tags,
        params: conversationParamsSchema,
        response: { 200: conversationSchema },
      },
      handler: (request) => getConversation(ctx, currentUser(request), request.params.userId),
    });

    app.get('/unread-count', {
      config: { access: 'user' },
      schema: {
        summary: 'Count your unread messages',
        operationId: 'getUnreadCount',
        description: 'Direct messages and collaboration messages.',
        tags,
        response: { 200: unreadCountSchema },
      },
      handler: (request) => getUnreadCount(ctx, currentUser(request)),
    });
  };
}
