import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { campaignTestSchema } from '@shared/schemas/email';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { conflict, fieldError } from '../../errors';
import { classifySendError } from '../email-delivery/smtp-outcome';
import { smtpFailure } from '../../integrations/smtp/client';
import { newMessageId } from '../email-delivery/message-id';
import { buildOutreachMessage, unsubscribeUrl } from '../email-delivery/outreach-message';
import { compileEmail, sanitizeEmailHtml } from '../email-templates/email-render';
import { assertCanSendOutreach } from '../email-senders/email-senders.policy';
import { findUserSender, postalLine } from '../email-senders/email-senders.service';
import { influencerVariables } from '../email-templates/email-templates.service';
import { sendThroughGmail } from '../social-auth/gmail-sending.service';
import { findProfile } from '../influencers/influencers.service';
import * as policy from './email-campaigns.policy';
import * as repo from './email-campaigns.repository';

/** The influencer a test renders for when none is chosen. */
const SAMPLE_INFLUENCER = { name: 'Alex Rivera', username: 'alexrivera' };

/**
 * `POST /api/mail/campaign-test`: renders a campaign (saved, or the subject and content being
 * edited) for one influencer and sends it at once to the user's own account address, marked
 * "[Test]", with the headers real recipients get (its unsubscribe link would take the user's own
 * address off their own outreach). Works before the sender is verified: replies then go to the
 * account address. It goes the way real sends go: through the connected Gmail when the verified
 * sender chose it (counting toward Gmail's daily limit), else through Collabify.
 * @throws 404 for another user's campaign, 400 naming body.content when there is nothing to
 *   render, 409 with the server's answer when the mail server refuses it, or with Gmail's reason
 *   (daily limit reached, connection ended, message refused); 503 when the mail server cannot be
 *   reached, 502 when it does not speak SMTP.
 */
export async function sendCampaignTest(
  ctx: AppContext,
  user: UserRow,
  body: z.output<typeof campaignTestSchema>,
) {
  assertCanSendOutreach(user);
  const saved = body.campaignId
    ? policy.found(await repo.findCampaign(ctx.db, user.id, body.campaignId))
    : null;
  const subject = body.subject ?? saved?.subject;
  const content = body.content ?? saved?.content;
  if (!subject || !content) {
    throw fieldError('body.content', 'Choose a campaign or write a subject and a message');
  }
  const profile = body.influencerId ? await findProfile(ctx.db, body.influencerId) : null;
  const influencer = profile ? influencerVariables(profile) : SAMPLE_INFLUENCER;
  const sender = await findUserSender(ctx.db, user.id);
  const senderName = sender?.name ?? user.name;
  const unsubscribe = unsubscribeUrl(ctx.appUrl, ctx.secret, {
    userId: user.id,
    email: user.email,
  });
  const rendered = compileEmail({ subject, html: sanitizeEmailHtml(content) }).render({
    influencer,
    sender: { name: senderName },
    campaign: { name: saved?.name ?? 'Test campaign' },
    discount_code: saved?.discountCode ?? '',
    unsubscribe_url: unsubscribe,
  });
  const message = buildOutreachMessage(
    { ...rendered, subject: `[Test] ${rendered.subject}` },
    {
      rowId: randomUUID(), // no recipient row: the test's tracking is off
      unsubscribeUrl: unsubscribe,
      to: user.email,
      messageId: newMessageId(ctx.mailFrom),
      sender: { name: senderName, email: sender?.verifiedAt ? sender.email : user.email },
      mailFrom: ctx.mailFrom,
      appUrl: ctx.appUrl,
      secret: ctx.secret,
      trackOpens: false,
      trackClicks: false,
      postalAddress: postalLine(sender),
      bounceDomain: null, // a test to the user's own inbox: its bounce is the user's to see
    },
  );
  if (sender?.verifiedAt && sender.sendVia === 'gmail') {
    const outcome = await sendThroughGmail(ctx, user.id, message, senderName);
    if (outcome.kind !== 'sent') throw conflict(`Gmail did not take the test: ${outcome.reason}`);
    return { to: user.email };
  }
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    throw (
      smtpFailure(error) ??
      conflict(`The mail server did not take the test: ${classifySendError(error).reason}`)
    );
  }
  return { to: user.email };
}
