import { GMAIL_DAILY_SEND_LIMITS } from '@shared/constants/email';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { GmailError, type GmailSentMessage } from '../../integrations/google/gmail';
import type { MailMessage } from '../../integrations/smtp/client';
import { type GmailSendingStatus, gmailFrom } from '../email-senders/email-senders.service';
import { connectionAccessToken } from './connection-tokens';
import { googleRenewal, requireGoogle } from './google-login.service';
import {
  findGmailSending,
  gmailUsage,
  releaseGmailSend,
  reserveGmailSend,
} from './gmail-sending.repository';

/**
 * Sending outreach as the user's connected Gmail (integrations.md §6): the Gmail API's
 * `users.messages.send` with the connection's access token (renewed before expiry, and once more
 * when Gmail answers 401), under the account's rolling 24-hour cap (counted here, per Google
 * account, before each send) and Gmail's own limits (429 / 403 rate-limit reasons → wait).
 */

/**
 * What became of a send through Gmail:
 * - `sent`: Gmail took it (`gmailId` is Gmail's message id);
 * - `wait`: a daily or rate limit (the account's cap, or Gmail's 429): try again at `until`
 *   (UTC) — not a failure;
 * - `reconnect`: no connection, or Google refuses it (ended, revoked, permission gone): the user
 *   must connect Gmail again;
 * - `retry`: Gmail could not be reached or failed on its side: try again later;
 * - `fail`: Gmail refused this message itself (400): it will not go as it is.
 * `reason` is for the message's history: Gmail's answer, never a token or the message.
 */
export type GmailSendOutcome =
  | { kind: 'sent'; gmailId: string }
  | { kind: 'wait'; until: Date; reason: string }
  | { kind: 'reconnect'; reason: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'fail'; reason: string };

/** Sends outreach through users' connected Gmail (what the delivery worker and the campaign test use). */
export interface GmailDelivery {
  /**
   * Sends `message` as the user's connected Gmail: From becomes `"<senderName>" <gmail address>`
   * (Gmail would rewrite any other From to it), and a Reply-To equal to that address is dropped;
   * everything else (Message-ID, List-Unsubscribe headers, body) goes as built. Never throws for
   * Gmail's answers: see {@link GmailSendOutcome}.
   */
  send(userId: string, message: MailMessage, senderName: string): Promise<GmailSendOutcome>;
}

/** What the history says while the connection has ended. */
export const GMAIL_RECONNECT_REASON =
  'Your Gmail connection has ended: connect Gmail again in Email → Sender, or send through Collabify.';
/** How long to wait after a Gmail rate limit that names no time: a minute (per-minute quotas), an hour for the project's daily quota. */
const RATE_LIMIT_WAIT_MS = { perMinute: 60_000, daily: 3_600_000 };

/** The cap a connection gets when it was stored without one: consumer Gmail's. */
const DEFAULT_LIMIT = GMAIL_DAILY_SEND_LIMITS.consumer;

/**
 * The user's connected Gmail as a way of sending (the email-senders module's `GmailStatusOf`):
 * its address, cap, sends of the last 24 hours and, at the cap, when the next may go; null when
 * Gmail is not connected.
 */
export async function gmailSendingStatus(
  ctx: AppContext,
  userId: string,
): Promise<GmailSendingStatus | null> {
  const connection = await findGmailSending(ctx.db, userId);
  if (!connection) return null;
  const dailyLimit = connection.dailySendLimit ?? DEFAULT_LIMIT;
  const usage = await gmailUsage(ctx.db, connection.accountId, dailyLimit, new Date());
  return {
    address: connection.address,
    dailyLimit,
    sentLast24Hours: usage.sent,
    nextSendAt: usage.nextSendAt,
  };
}

/** Sends with the stored access token; when Gmail answers 401, renews it once and sends again. */
async function sendWithFreshToken(
  ctx: AppContext,
  userId: string,
  message: MailMessage,
): Promise<GmailSentMessage> {
  const google = requireGoogle(ctx, 'gmail');
  const renewal = googleRenewal(ctx, 'gmail');
  const user = { id: userId };
  try {
    return await google.sendGmail(
      await connectionAccessToken(ctx, user, 'gmail', renewal),
      message,
    );
  } catch (error) {
    if (!(error instanceof GmailError && error.status === 401)) throw error;
    const renewed = await connectionAccessToken(ctx, user, 'gmail', renewal, { force: true });
    return google.sendGmail(renewed, message);
  }
}

/** Sorts what went wrong with a send into an outcome (see {@link GmailSendOutcome}). */
function gmailOutcomeOf(error: unknown, now = new Date()): GmailSendOutcome {
  if (error instanceof AppError) {
    // 404: the connection is gone; 409: Google refused to renew it (it was forgotten); 503: no keys.
    if (error.status === 503) return { kind: 'retry', reason: error.detail ?? error.title };
    return { kind: 'reconnect', reason: GMAIL_RECONNECT_REASON };
  }
  if (!(error instanceof GmailError)) {
    return { kind: 'retry', reason: 'Gmail could not be reached; will try again' };
  }
  const answer = `Gmail answered ${error.status}: ${error.message}`.slice(0, 500);
  if (error.limited) {
    const wait =
      error.reason === 'dailyLimitExceeded'
        ? RATE_LIMIT_WAIT_MS.daily
        : RATE_LIMIT_WAIT_MS.perMinute;
    const until =
      error.retryAt && error.retryAt > now ? error.retryAt : new Date(now.getTime() + wait);
    return { kind: 'wait', until, reason: `Gmail’s sending limit (${answer})` };
  }
  if (error.status === 401 || error.status === 403) {
    return { kind: 'reconnect', reason: `${GMAIL_RECONNECT_REASON} (${answer})` };
  }
  if (error.status >= 400 && error.status < 500) return { kind: 'fail', reason: answer };
  return { kind: 'retry', reason: answer };
}

/**
 * Sends one message through the user's Gmail: reserves a place under the account's cap first (at
 * the cap: `wait` until the oldest send of the window is 24 hours old), then sends with a fresh
 * token; a send that does not go out gives its place back. See {@link GmailDelivery.send}.
 */
export async function sendThroughGmail(
  ctx: AppContext,
  userId: string,
  message: MailMessage,
  senderName: string,
): Promise<GmailSendOutcome> {
  if (!ctx.google) return { kind: 'retry', reason: 'Gmail is not configured on this server' };
  const connection = await findGmailSending(ctx.db, userId);
  if (!connection) return { kind: 'reconnect', reason: GMAIL_RECONNECT_REASON };
  const limit = connection.dailySendLimit ?? DEFAULT_LIMIT;
  const reservation = await reserveGmailSend(ctx.db, {
    userId,
    socialAccountId: connection.socialAccountId,
    accountId: connection.accountId,
    limit,
    now: new Date(),
  });
  if (!reservation.reserved) {
    const at = reservation.nextSendAt.toISOString();
    return {
      kind: 'wait',
      until: reservation.nextSendAt,
      reason: `Gmail’s daily limit of ${limit} messages in 24 hours is reached; the next can go at ${at}`,
    };
  }
  const outgoing: MailMessage = {
    ...message,
    from: gmailFrom(senderName, connection.address),
    replyTo:
      message.replyTo?.toLowerCase() === connection.address.toLowerCase()
        ? undefined
        : message.replyTo,
  };
  try {
    const sent = await sendWithFreshToken(ctx, userId, outgoing);
    return { kind: 'sent', gmailId: sent.id };
  } catch (error) {
    await releaseGmailSend(ctx.db, reservation.id);
    return gmailOutcomeOf(error);
  }
}

/** The {@link GmailDelivery} of this app: {@link sendThroughGmail} with `ctx`. */
export function gmailDelivery(ctx: AppContext): GmailDelivery {
  return {
    send: (userId, message, senderName) => sendThroughGmail(ctx, userId, message, senderName),
  };
}
