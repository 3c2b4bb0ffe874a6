import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../constants/collaborations';
import { PLATFORMS } from '../constants/discovery';
import { textSchema } from './text';

/**
 * Body of `POST /api/message`: `to` is the recipient — a user id, or an influencer profile id
 * whose profile is linked to an account (so advertisers can write from a profile). Messages go
 * between an advertiser and an influencer account only.
 */
export const sendMessageSchema = z.strictObject({
  to: z.uuid(),
  content: textSchema.trim().min(1, 'Write a message').max(MESSAGE_MAX_LENGTH),
});

/** Path parameters of `GET /api/message/user/self/{userId}` (one conversation). */
export const conversationParamsSchema = z.strictObject({ userId: z.uuid() });

/** The other person of a conversation; `influencer` is their linked profile, when they have one. */
export const correspondentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  company: z.string().nullable(),
  influencer: z
    .object({ id: z.uuid(), platform: z.enum(PLATFORMS), username: z.string() })
    .nullable(),
});

/** One in-app message. `readAt` is when the recipient read it (null while unread); UTC. */
export const messageSchema = z.object({
  id: z.uuid(),
  from: z.uuid(),
  to: z.uuid(),
  mine: z.boolean(),
  content: z.string(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

/** `GET /api/message/user/self`: conversations, newest activity first, and the unread total. */
export const conversationListSchema = z.object({
  query: z.array(
    z.object({
      with: correspondentSchema,
      last: messageSchema,
      unread: z.number().int(),
    }),
  ),
  unread: z.number().int(),
});

/** `GET /api/message/user/self/{userId}`: one conversation, oldest first (reading it marks it read). */
export const conversationSchema = z.object({
  with: correspondentSchema,
  messages: z.array(messageSchema),
});

/** `GET /api/message/unread-count`: unread in-app messages and unread collaboration messages. */
export const unreadCountSchema = z.object({
  messages: z.number().int(),
  collaborations: z.number().int(),
});

export type SendMessage = z.infer<typeof sendMessageSchema>;
export type Correspondent = z.infer<typeof correspondentSchema>;
export type Message = z.infer<typeof messageSchema>;
export type ConversationList = z.infer<typeof conversationListSchema>;
export type Conversation = z.infer<typeof conversationSchema>;
export type UnreadCount = z.infer<typeof unreadCountSchema>;
