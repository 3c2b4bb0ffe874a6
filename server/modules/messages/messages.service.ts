import type {
  Conversation,
  ConversationList,
  Message,
  SendMessage,
  UnreadCount,
} from '@shared/schemas/messages';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { unreadCollaborationMessages } from '../collaborations/collaborations.service';
import { notify, readPlace } from '../notifications/notifications.service';
import { assertRecipient, openableCorrespondent } from './messages.policy';
import { presentCorrespondent, presentMessage } from './messages.presenter';
import {
  countUnreadMessages,
  findConversationMessages,
  findConversations,
  findCorrespondent,
  findCorrespondentByProfile,
  insertMessage,
  markConversationRead,
} from './messages.repository';

/** The app path of the conversation with `otherId` (where a message notification links). */
const conversationLink = (otherId: string) => `/messages?with=${otherId}`;

/**
 * Sends a message to `input.to`: a user id, or an influencer profile id whose profile is linked
 * to an account. @throws 404 when there is no such account (or the profile has none); 400 naming
 * `body.to` for oneself; 403 unless one side is a brand and the other an influencer. The recipient
 * is notified in the same transaction.
 */
export async function sendMessage(
  ctx: AppContext,
  sender: UserRow,
  input: SendMessage,
): Promise<Message> {
  const recipient = assertRecipient(
    sender,
    (await findCorrespondent(ctx.db, input.to)) ??
      (await findCorrespondentByProfile(ctx.db, input.to)),
  );
  const row = await ctx.db.transaction(async (tx) => {
    const message = await insertMessage(tx, {
      senderId: sender.id,
      recipientId: recipient.id,
      content: input.content,
    });
    await notify(ctx, tx, {
      userId: recipient.id,
      kind: 'message',
      actorUserId: sender.id,
      title: `${sender.company || sender.name} sent you a message`,
      body: input.content,
      link: conversationLink(sender.id),
      place: `conversation:${sender.id}`,
    });
    return message;
  });
  return presentMessage(row, sender.id);
}

/** The user's conversations, newest activity first, each with its unread count, and the total. */
export async function getConversations(ctx: AppContext, user: UserRow): Promise<ConversationList> {
  const rows = await findConversations(ctx.db, user.id);
  return {
    query: rows.map((row) => ({
      with: presentCorrespondent(row.with),
      last: presentMessage(row.last, user.id),
      unread: row.unread,
    })),
    unread: rows.reduce((total, row) => total + row.unread, 0),
  };
}

/**
 * The conversation with `otherId`, oldest first (the newest 500 messages), after marking their
 * messages to the user read. Someone never written to answers an empty conversation when they
 * are a valid correspondent. @throws 404 otherwise.
 */
export async function getConversation(
  ctx: AppContext,
  user: UserRow,
  otherId: string,
): Promise<Conversation> {
  const other = await findCorrespondent(ctx.db, otherId);
  if (other) {
    await markConversationRead(ctx.db, user.id, other.id);
    await readPlace(ctx.db, user.id, conversationLink(other.id));
  }
  const rows = other ? await findConversationMessages(ctx.db, user.id, other.id) : [];
  const correspondent = openableCorrespondent(user, other, rows.length > 0);
  return {
    with: presentCorrespondent(correspondent),
    messages: rows.map((row) => presentMessage(row, user.id)),
  };
}

/** Unread in-app messages and unread collaboration messages of the user. */
export async function getUnreadCount(ctx: AppContext, user: UserRow): Promise<UnreadCount> {
  const [messages, collaborations] = await Promise.all([
    countUnreadMessages(ctx.db, user.id),
    unreadCollaborationMessages(ctx.db, user.id),
  ]);
  return { messages, collaborations };
}
