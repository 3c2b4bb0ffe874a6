import type { SendVia } from '@shared/constants/email';
import type { EmailSender, PostalAddress } from '@shared/schemas/email';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { EmailSenderRow, UserRow } from '../../db/schema';
import { conflict, fieldError } from '../../errors';
import { isRecipientRefused, smtpFailure } from '../../integrations/smtp/client';
import { senderVerificationMail } from './email-senders.mails';
import { assertCanSendOutreach, verifiedSender } from './email-senders.policy';
import { type GmailSendingStatus, presentSender } from './email-senders.presenter';
import {
  findSender,
  markSenderVerified,
  updatePostalAddress,
  updateSendVia,
  upsertSender,
} from './email-senders.repository';
import { readSenderToken, signSenderToken } from './sender-tokens';

export type { GmailSendingStatus } from './email-senders.presenter';
/**
 * For the modules that send outreach: who may send it, what a campaign needs to start, the From
 * of a send through Gmail, and the postal address a footer prints.
 */
export {
  assertCanSendOutreach,
  campaignReadySender,
  POSTAL_ADDRESS_REQUIRED,
} from './email-senders.policy';
export { gmailFrom } from './outreach-address';
export { formatPostalAddress, postalLine, senderPostalAddress } from './postal-address';

/**
 * The user's connected Gmail as a way of sending, or null when none is connected. The social-auth
 * module owns Gmail connections; the app passes its lookup in (this module imports no other).
 */
export type GmailStatusOf = (ctx: AppContext, userId: string) => Promise<GmailSendingStatus | null>;

/**
 * The user's sender row, or null when none was set (for the modules that send outreach: they
 * check it is verified and write its name).
 */
export function findUserSender(db: DbOrTx, userId: string): Promise<EmailSenderRow | null> {
  return findSender(db, userId);
}

/**
 * The user's sender (nulls when none was set), whether it is verified, the From it gives, how it
 * sends (Collabify or Gmail) and the connected Gmail with its daily usage.
 */
export async function getSender(
  ctx: AppContext,
  user: UserRow,
  gmailOf: GmailStatusOf,
): Promise<EmailSender> {
  const [row, gmail] = await Promise.all([findSender(ctx.db, user.id), gmailOf(ctx, user.id)]);
  return presentSender(row, ctx.mailFrom, gmail);
}

/**
 * `PUT /api/users/email-sender/send-via`: outreach goes through Collabify or through the user's
 * connected Gmail from now on (messages already queued included). Choosing Gmail needs a
 * verified sender and a connected Gmail; Collabify is always allowed.
 * @throws 403 for influencer-only accounts; 409 "Verify your sender address first"; 409 naming
 * `body.sendVia` when Gmail is not connected.
 */
export async function chooseSendVia(
  ctx: AppContext,
  user: UserRow,
  sendVia: SendVia,
  gmailOf: GmailStatusOf,
): Promise<EmailSender> {
  assertCanSendOutreach(user);
  const [current, gmail] = await Promise.all([findSender(ctx.db, user.id), gmailOf(ctx, user.id)]);
  if (sendVia === 'gmail') {
    verifiedSender(current);
    if (!gmail) {
      const message = 'Connect your Gmail first';
      throw conflict(message, [{ path: 'body.sendVia', message }]);
    }
  }
  const row = current ? await updateSendVia(ctx.db, user.id, sendVia) : null;
  return presentSender(row, ctx.mailFrom, gmail);
}

/**
 * `PUT /api/users/email-sender/postal-address`: sets the postal address printed in the footer of
 * the user's outreach (needed before an email campaign can start). Sends nothing and keeps the
 * verification. @throws 403 for influencer-only accounts; 409 naming `body` when no sender was
 * set yet.
 */
export async function setPostalAddress(
  ctx: AppContext,
  user: UserRow,
  address: PostalAddress,
  gmailOf: GmailStatusOf,
): Promise<EmailSender> {
  assertCanSendOutreach(user);
  const row = await updatePostalAddress(ctx.db, user.id, address);
  if (!row) {
    const message = 'Set your sender address first';
    throw conflict(message, [{ path: 'body', message }]);
  }
  return presentSender(row, ctx.mailFrom, await gmailOf(ctx, user.id));
}

/**
 * Outreach of the user goes through Collabify again (Gmail was disconnected). Nothing happens
 * for a user without a sender.
 */
export async function sendThroughCollabify(ctx: AppContext, userId: string): Promise<void> {
  await updateSendVia(ctx.db, userId, 'collabify');
}

/**
 * Sets the user's sender address (lower-case) and name. A new address is unverified and gets a
 * verification link by mail (`${appUrl}/email-sender-verify?token=…`, 2 days); so does the same
 * address while still unverified (a resend). Changing only the name of a verified sender sends
 * nothing. The mail goes before the sender is saved, so an address the mail server refuses is
 * never stored. @throws 403 for influencer-only accounts; 400 naming `body.email` when the mail
 * server refuses the address; 503 when the mail server cannot be reached, 502 when it does not
 * speak SMTP; the mailer's error when the mail cannot go for another reason.
 */
export async function setSender(
  ctx: AppContext,
  user: UserRow,
  input: { email: string; name: string },
  gmailOf: GmailStatusOf,
): Promise<EmailSender> {
  assertCanSendOutreach(user);
  const current = await findSender(ctx.db, user.id);
  if (!current?.verifiedAt || current.email !== input.email) {
    await mailVerificationLink(ctx, user.id, input);
  }
  const row = await upsertSender(ctx.db, user.id, input);
  return presentSender(row, ctx.mailFrom, await gmailOf(ctx, user.id));
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
    if (!isRecipientRefused(error)) throw smtpFailure(error) ?? error;
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
export async function verifySender(
  ctx: AppContext,
  token: string,
  gmailOf: GmailStatusOf,
): Promise<EmailSender> {
  const claims = await readSenderToken(ctx.secret, token);
  if (!claims) throw fieldError('body.token', 'This link is invalid or has expired');
  const row = await markSenderVerified(ctx.db, claims.userId, claims.email);
  if (!row) {
    const message = 'This link is for an address that is no longer your sender address';
    throw conflict(message, [{ path: 'body.token', message }]);
  }
  return presentSender(row, ctx.mailFrom, await gmailOf(ctx, claims.userId));
}
