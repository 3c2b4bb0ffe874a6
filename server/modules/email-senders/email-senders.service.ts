import type { EmailSender } from '@shared/schemas/email';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { EmailSenderRow, UserRow } from '../../db/schema';
import { conflict, fieldError } from '../../errors';
import { isRecipientRefused } from '../../integrations/smtp/client';
import { senderVerificationMail } from './email-senders.mails';
import { assertCanSendOutreach } from './email-senders.policy';
import { presentSender } from './email-senders.presenter';
import { findSender, markSenderVerified, upsertSender } from './email-senders.repository';
import { readSenderToken, signSenderToken } from './sender-tokens';

/**
 * The user's sender row, or null when none was set (for the modules that send outreach: they
 * check it is verified and write its name).
 */
export function findUserSender(db: DbOrTx, userId: string): Promise<EmailSenderRow | null> {
  return findSender(db, userId);
}

/** The user's sender (nulls when none was set), whether it is verified and the From it gives. */
export async function getSender(ctx: AppContext, user: UserRow): Promise<EmailSender> {
  return presentSender(await findSender(ctx.db, user.id), ctx.mailFrom);
}

/**
 * Sets the user's sender address (lower-case) and name. A new address is unverified and gets a
 * verification link by mail (`${appUrl}/email-sender-verify?token=…`, 2 days); so does the same
 * address while still unverified (a resend). Changing only the name of a verified sender sends
 * nothing. The mail goes before the sender is saved, so an address the mail server refuses is
 * never stored. @throws 403 for influencer-only accounts; 400 naming `body.email` when the mail
 * server refuses the address; the mailer's error when the mail cannot go for another reason.
 */
export async function setSender(
  ctx: AppContext,
  user: UserRow,
  input: { email: string; name: string },
): Promise<EmailSender> {
  assertCanSendOutreach(user);
  const current = await findSender(ctx.db, user.id);
  if (!current?.verifiedAt || current.email !== input.email) {
    await mailVerificationLink(ctx, user.id, input);
  }
  return presentSender(await upsertSender(ctx.db, user.id, input), ctx.mailFrom);
}

/** Mails the link verifying `email` as the user's sender. @throws as {@link setSender}. */
async function mailVerificationLink(
  ctx: AppContext,
  userId: string,
  { email, name }: { email: string; name: string },
) {
  const token = await signSenderToken(ctx.secret, { userId, email });
  const link = `${ctx.appUrl}/email-sender-verify?token=${encodeURIComponent(token)}`;
  try {
    await ctx.mailer.send(senderVerificationMail(email, name, link, ctx.appUrl));
  } catch (error) {
    if (!isRecipientRefused(error)) throw error;
    const answer = error.response ? ` (${error.response})` : '';
    throw fieldError('body.email', `The mail server refused this address${answer}`);
  }
}

/**
 * Verifies a sender from the emailed link's token (no session needed: the link may open on
 * another device). Following a link twice is fine.
 * @throws 400 naming `body.token` when it is forged or expired; 409 naming `body.token` when the
 * user has since changed the address (a stale address is never verified).
 */
export async function verifySender(ctx: AppContext, token: string): Promise<EmailSender> {
  const claims = await readSenderToken(ctx.secret, token);
  if (!claims) throw fieldError('body.token', 'This link is invalid or has expired');
  const row = await markSenderVerified(ctx.db, claims.userId, claims.email);
  if (!row) {
    const message = 'This link is for an address that is no longer your sender address';
    throw conflict(message, [{ path: 'body.token', message }]);
  }
  return presentSender(row, ctx.mailFrom);
}
