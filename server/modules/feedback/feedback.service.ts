import type { FeedbackList, FeedbackQuery, Feedback, SendFeedback } from '@shared/schemas/feedback';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { confirmationMail, supportMail } from './feedback.mails';
import { presentFeedback } from './feedback.presenter';
import {
  closeFeedbackRow,
  countFeedback,
  findFeedbackPage,
  insertFeedback,
} from './feedback.repository';

/**
 * Takes a contact-form message: stores it (with the account when `user` is signed in), then
 * mails it to the support inbox (Reply-To the sender) and a confirmation to the sender. Mail
 * leaves in the background after the row is committed, so a mail failure loses nothing. A filled
 * honeypot (`website`) marks a bot: nothing is stored or mailed, and the caller answers the same.
 */
export async function sendFeedback(
  ctx: AppContext,
  user: UserRow | null,
  input: Required<SendFeedback>,
): Promise<void> {
  if (input.website.trim() !== '') return;
  const row = await insertFeedback(ctx.db, {
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    userId: user?.id ?? null,
  });
  ctx.mailer.sendLater(supportMail(ctx.supportEmail, row, ctx.appUrl));
  ctx.mailer.sendLater(confirmationMail(row.email, ctx.appUrl));
}

/** One page (1-based, 50 a page) of contact-form messages with the status, newest first, and their total. */
export async function listFeedback(ctx: AppContext, query: FeedbackQuery): Promise<FeedbackList> {
  const [rows, total] = await Promise.all([
    findFeedbackPage(ctx.db, query.status, query.page),
    countFeedback(ctx.db, query.status),
  ]);
  return { query: rows.map(presentFeedback), total };
}

/**
 * Closes a contact-form message as `admin`; closing a closed one changes nothing.
 * @throws 404 when no message has the id.
 */
export async function closeFeedback(
  ctx: AppContext,
  admin: UserRow,
  id: string,
): Promise<Feedback> {
  const row = await closeFeedbackRow(ctx.db, id, admin.id);
  if (!row) throw notFound('message');
  return presentFeedback(row);
}
