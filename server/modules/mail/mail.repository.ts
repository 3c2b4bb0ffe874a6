import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailMessages, type EmailMessageRow } from '../../db/schema';
import {
  type EmailMessageWithInfluencer,
  selectMessagesWithInfluencer,
} from '../email-delivery/email-delivery.read-model';

/** A single mail with the profile it went to (null when the profile was deleted since). */
export type MailRow = EmailMessageWithInfluencer;

/** Single mails a page of `GET /api/mail/user/self` holds. */
export const MAILS_PAGE_SIZE = 50;

/** The values of a new queued single mail (rendered subject and HTML, fixed Message-ID). */
export interface NewMail {
  /** Chosen before rendering: the unsubscribe link in the HTML names the row. */
  id: string;
  userId: string;
  influencerId: string;
  email: string;
  name: string;
  messageId: string;
  subject: string;
  html: string;
}

/** Stores a queued single mail (`campaign_id` null, status `pending`). */
export async function insertMail(db: DbOrTx, values: NewMail): Promise<EmailMessageRow> {
  const [row] = await db
    .insert(emailMessages)
    .values({ ...values, campaignId: null, status: 'pending' })
    .returning();
  return row!;
}

const singleOf = (userId: string) =>
  and(eq(emailMessages.userId, userId), isNull(emailMessages.campaignId));

/** One page (1-based) of the user's single mails, newest first. */
export async function findUserMails(db: DbOrTx, userId: string, page: number): Promise<MailRow[]> {
  return selectMessagesWithInfluencer(db)
    .where(singleOf(userId))
    .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
    .limit(MAILS_PAGE_SIZE)
    .offset((page - 1) * MAILS_PAGE_SIZE);
}

/** How many single mails the user has sent or queued. */
export async function countUserMails(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailMessages).where(singleOf(userId));
  return row?.n ?? 0;
}

/** Which of these Message-IDs belong to emails of the user (single mails or campaign recipients). */
export async function findOwnMessageIds(
  db: DbOrTx,
  userId: string,
  messageIds: string[],
): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .select({ messageId: emailMessages.messageId })
    .from(emailMessages)
    .where(and(eq(emailMessages.userId, userId), inArray(emailMessages.messageId, messageIds)));
  return new Set(rows.map((r) => r.messageId));
}
