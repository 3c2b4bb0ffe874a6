import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { influencerAccounts, influencers, messages, users, type MessageRow } from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** A possible correspondent: the account, its roles and the profile it is linked to (or null). */
export interface CorrespondentRow {
  id: string;
  name: string;
  company: string | null;
  roles: string[];
  influencer: { id: string; platform: string; username: string } | null;
}

/** A conversation of the list: its newest message, the other person and what the viewer has not read. */
export interface ConversationRow {
  last: MessageRow;
  with: CorrespondentRow;
  unread: number;
}

/** Most messages one conversation returns (the newest ones). */
export const CONVERSATION_MESSAGES_MAX = 500;

const accountColumns = {
  id: users.id,
  name: users.name,
  company: users.company,
  roles: users.roles,
};
const profileColumns = {
  id: influencers.id,
  platform: influencers.platform,
  username: influencers.username,
};

/** Accounts with their linked profile, filtered by `where`. */
async function findCorrespondentWhere(db: DbOrTx, where: SQL): Promise<CorrespondentRow | null> {
  return firstRow(
    db
      .select({ ...accountColumns, influencer: profileColumns })
      .from(users)
      .leftJoin(influencerAccounts, eq(influencerAccounts.userId, users.id))
      .leftJoin(influencers, eq(influencers.id, influencerAccounts.influencerId))
      .where(where)
      .limit(1),
  );
}

/** The account with this id and its linked profile, or null. */
export function findCorrespondent(db: DbOrTx, userId: string): Promise<CorrespondentRow | null> {
  return findCorrespondentWhere(db, eq(users.id, userId));
}

/** The account linked to this influencer profile, or null (unknown profile, or none linked). */
export function findCorrespondentByProfile(
  db: DbOrTx,
  influencerId: string,
): Promise<CorrespondentRow | null> {
  return findCorrespondentWhere(db, eq(influencerAccounts.influencerId, influencerId));
}

/** Stores a message from `senderId` to `recipientId` (unread). */
export async function insertMessage(
  db: DbOrTx,
  values: { senderId: string; recipientId: string; content: string },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

const between = (a: string, b: string) =>
  or(
    and(eq(messages.senderId, a), eq(messages.recipientId, b)),
    and(eq(messages.senderId, b), eq(messages.recipientId, a)),
  );

/** The newest {@link CONVERSATION_MESSAGES_MAX} messages between two users, oldest first. */
export async function findConversationMessages(
  db: DbOrTx,
  userId: string,
  otherId: string,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(between(userId, otherId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CONVERSATION_MESSAGES_MAX);
  return rows.reverse();
}

/** Marks what `senderId` sent to `recipientId` read (the messages still unread only). */
export async function markConversationRead(
  db: DbOrTx,
  recipientId: string,
  senderId: string,
): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.recipientId, recipientId),
        eq(messages.senderId, senderId),
        isNull(messages.readAt),
      ),
    );
}

/** How many messages to `userId` are unread (served by the partial index on unread messages). */
export async function countUnreadMessages(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/**
 * The user's conversations in one query, newest activity first: per other person (DISTINCT ON
 * the unordered pair of sender and recipient) the newest message, that person with their linked
 * profile, and how many of their messages the user has not read.
 */
export async function findConversations(db: DbOrTx, userId: string): Promise<ConversationRow[]> {
  const low = sql`least(${messages.senderId}, ${messages.recipientId})`;
  const high = sql`greatest(${messages.senderId}, ${messages.recipientId})`;
  const last = db.$with('last').as(
    db
      .selectDistinctOn([low, high], {
        id: messages.id,
        senderId: messages.senderId,
        recipientId: messages.recipientId,
        content: messages.content,
        readAt: messages.readAt,
        createdAt: messages.createdAt,
        otherId:
          sql<string>`case when ${messages.senderId} = ${userId} then ${messages.recipientId} else ${messages.senderId} end`.as(
            'other_id',
          ),
      })
      .from(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)))
      .orderBy(low, high, desc(messages.createdAt), desc(messages.id)),
  );
  const unread = db.$with('unread').as(
    db
      .select({ fromId: sql<string>`${messages.senderId}`.as('from_id'), n: count().as('n') })
      .from(messages)
      .where(and(eq(messages.recipientId, userId), isNull(messages.readAt)))
      .groupBy(messages.senderId),
  );
  const rows = await db
    .with(last, unread)
    .select({
      last: {
        id: last.id,
        senderId: last.senderId,
        recipientId: last.recipientId,
        content: last.content,
        readAt: last.readAt,
        createdAt: last.createdAt,
      },
      account: accountColumns,
      profile: profileColumns,
      unread: sql<number>`coalesce(${unread.n}, 0)::int`,
    })
    .from(last)
    .innerJoin(users, eq(users.id, last.otherId))
    .leftJoin(influencerAccounts, eq(influencerAccounts.userId, users.id))
    .leftJoin(influencers, eq(influencers.id, influencerAccounts.influencerId))
    .leftJoin(unread, eq(unread.fromId, last.otherId))
    .orderBy(desc(last.createdAt), desc(last.id));
  return rows.map(({ last: newest, account, profile, unread }) => ({
    last: newest,
    with: { ...account, influencer: profile },
    unread,
  }));
}
