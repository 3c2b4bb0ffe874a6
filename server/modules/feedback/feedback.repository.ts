import { and, count, desc, eq, sql } from 'drizzle-orm';
import { FEEDBACK_PAGE_SIZE, type FeedbackStatus } from '@shared/schemas/feedback';
import type { DbOrTx } from '../../db/client';
import { feedback, type FeedbackRow } from '../../db/schema';

/** The values of a new contact-form message (status `open`). */
export interface NewFeedback {
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
}

/** Stores a contact-form message and returns the row. */
export async function insertFeedback(db: DbOrTx, values: NewFeedback): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  return row!;
}

/** One page (1-based, {@link FEEDBACK_PAGE_SIZE} a page) of messages with the status, newest first. */
export async function findFeedbackPage(
  db: DbOrTx,
  status: FeedbackStatus,
  page: number,
): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedback)
    .where(eq(feedback.status, status))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(FEEDBACK_PAGE_SIZE)
    .offset((page - 1) * FEEDBACK_PAGE_SIZE);
}

/** How many messages have the status. */
export async function countFeedback(db: DbOrTx, status: FeedbackStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(feedback).where(eq(feedback.status, status));
  return row?.n ?? 0;
}

/**
 * Closes an open message (who and when); a closed one keeps its first closing.
 * @returns the message as it now is, or null when no message has the id.
 */
export async function closeFeedbackRow(
  db: DbOrTx,
  id: string,
  closedBy: string,
): Promise<FeedbackRow | null> {
  const [closed] = await db
    .update(feedback)
    .set({ status: 'closed', closedAt: sql`now()`, closedBy })
    .where(and(eq(feedback.id, id), eq(feedback.status, 'open')))
    .returning();
  if (closed) return closed;
  const [existing] = await db.select().from(feedback).where(eq(feedback.id, id));
  return existing ?? null;
}
