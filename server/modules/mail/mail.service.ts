import { randomUUID } from 'node:crypto';
import type { Mail, sendMailSchema } from '@shared/schemas/email';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { consumeAllowance } from '../billing/plan-limits.service';
import { influencerDiscountCode } from '../collaborations/collaboration-sales.service';
import type { UserRow } from '../../db/schema';
import { conflict, fieldError } from '../../errors';
import { newMessageId } from '../email-delivery/message-id';
import { assertCanSendOutreach, verifiedSender } from '../email-senders/email-senders.policy';
import { findUserSender } from '../email-senders/email-senders.service';
import { unsubscribeUrl } from '../email-delivery/outreach-message';
import { compileEmail, isEmptyEmailHtml, sanitizeEmailHtml } from '../email-templates/email-render';
import {
  findUsableTemplate,
  influencerVariables,
} from '../email-templates/email-templates.service';
import {
  isOnSuppressionList,
  knownContactEmail,
  rememberContactEmail,
} from '../influencer-contacts/influencer-contacts.service';
import { findProfile } from '../influencers/influencers.service';
import { presentMail } from './mail.presenter';
import { countUserMails, findUserMails, insertMail } from './mail.repository';

type SendMail = z.output<typeof sendMailSchema>;

/** The subject and sanitised HTML to send: the written ones, else the template's. */
async function chosenContent(ctx: AppContext, user: UserRow, input: SendMail) {
  const template = input.templateId
    ? await findUsableTemplate(ctx, user, input.templateId, 'body.templateId')
    : null;
  const subject = input.subject ?? template?.subject ?? '';
  if (!subject.trim()) throw fieldError('body.subject', 'Write a subject');
  const html = input.content ? sanitizeEmailHtml(input.content) : (template?.content ?? '');
  if (isEmptyEmailHtml(html)) throw fieldError('body.content', 'Write the email');
  return { subject, html };
}

/** The address to write to: the one given, else the known one. @throws 400 naming `body.email`. */
async function recipientAddress(ctx: AppContext, user: UserRow, input: SendMail): Promise<string> {
  if (input.email) return input.email;
  const known = await knownContactEmail(ctx.db, user.id, input.influencerId);
  if (!known) throw fieldError('body.email', 'No email known for this influencer — add one');
  return known;
}

/**
 * Queues one email to an influencer from the user's verified sender: a template (own or public)
 * or a written subject and HTML, rendered now with the profile's variables (no campaign, no
 * discount code; the unsubscribe link of the row, whose id is chosen first) and stored with a
 * fixed Message-ID; the `email.send-mail` job sends it. An
 * `email` given is remembered as the user's contact for the profile.
 * @throws 403 for influencer-only accounts; 409 "Verify your sender address first"; 400 naming
 * `body.influencerId`, `body.templateId`, `body.subject`, `body.content` or `body.email` (no
 * address known); 409 naming `body.email` for an address on the user's suppression list; 402 when
 * the plan's outreach emails this period are used up.
 */
export async function sendMail(ctx: AppContext, user: UserRow, input: SendMail): Promise<Mail> {
  assertCanSendOutreach(user);
  const sender = verifiedSender(await findUserSender(ctx.db, user.id));
  const influencer = await findProfile(ctx.db, input.influencerId);
  if (!influencer) throw fieldError('body.influencerId', 'No influencer has this id');
  const content = await chosenContent(ctx, user, input);
  const email = await recipientAddress(ctx, user, input);
  if (await isOnSuppressionList(ctx.db, user.id, email)) {
    const message = 'This address is on your suppression list';
    throw conflict(message, [{ path: 'body.email', message }]);
  }
  const variables = influencerVariables(influencer);
  const id = randomUUID();
  const discountCode = await influencerDiscountCode(ctx.db, user.id, influencer.id);
  const rendered = compileEmail(content).render({
    influencer: variables,
    sender: { name: sender.name },
    campaign: { name: '' },
    discount_code: discountCode ?? '',
    unsubscribe_url: unsubscribeUrl(ctx.appUrl, ctx.secret, { userId: user.id, email }),
  });
  const row = await ctx.db.transaction(async (tx) => {
    await consumeAllowance(tx, user, 'emailsPerMonth', 1);
    if (input.email) await rememberContactEmail(tx, user.id, influencer.id, input.email);
    return insertMail(tx, {
      id,
      userId: user.id,
      influencerId: influencer.id,
      email,
      name: variables.name,
      messageId: newMessageId(ctx.mailFrom),
      subject: rendered.subject,
      html: rendered.html,
    });
  });
  await ctx.jobs.send('email.send-mail', { messageId: row.id }, { singletonKey: row.id });
  return presentMail({ message: row, influencer });
}

/** One page (1-based, 50 a page) of the user's single mails, newest first, and their total. */
export async function listMails(
  ctx: AppContext,
  user: UserRow,
  page: number,
): Promise<{ query: Mail[]; total: number }> {
  const [rows, total] = await Promise.all([
    findUserMails(ctx.db, user.id, page),
    countUserMails(ctx.db, user.id),
  ]);
  return { query: rows.map(presentMail), total };
}
