import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import * as repo from './delivery.repository';
import {
  isClickSignatureValid,
  isOpenSignatureValid,
  readUnsubscribeToken,
} from './link-signatures';
import { isMailScanner, PREFETCH_WINDOW_SECONDS } from './mail-scanners';

/** The sender and address an unsubscribe token names. @throws 404 for a forged token or a deleted account. */
async function unsubscribeTarget(ctx: AppContext, token: string) {
  const recipient = readUnsubscribeToken(ctx.secret, token);
  const target =
    recipient && (await repo.findUnsubscribeTarget(ctx.db, recipient.userId, recipient.email));
  if (!recipient || !target) throw notFound('unsubscribe link');
  return { ...recipient, ...target };
}

/** Who an unsubscribe link is for and from, for the confirmation page. @throws 404 as above. */
export async function describeUnsubscribe(ctx: AppContext, token: string) {
  const target = await unsubscribeTarget(ctx, token);
  return { email: target.email, sender: target.senderName, unsubscribed: target.suppressed };
}

/**
 * Unsubscribes the recipient of a message from its sender's outreach (RFC 8058 one-click and
 * the page's button): the address joins the sender's suppression list; repeating it changes
 * nothing. @throws 404 as above.
 */
export async function unsubscribe(ctx: AppContext, token: string) {
  const target = await unsubscribeTarget(ctx, token);
  await repo.suppress(ctx.db, target.userId, target.email, 'unsubscribed');
  return { email: target.email, sender: target.senderName, unsubscribed: true };
}

/**
 * Counts an open (the tracking pixel) when `signature` signs the message and its campaign tracks
 * opens; a forged, unsigned or untracked pixel counts nothing (the pixel answers the same). A
 * known mail scanner's fetch within {@link PREFETCH_WINDOW_SECONDS} of delivery, before any other
 * open, counts as a scanner prefetch instead of a human open.
 */
export async function recordOpen(
  ctx: AppContext,
  messageRowId: string,
  signature: string,
  client: { userAgent: string },
) {
  if (!isOpenSignatureValid(ctx.secret, messageRowId, signature)) return;
  await repo.recordOpen(ctx.db, messageRowId, {
    scanner: isMailScanner(client.userAgent),
    prefetchWindowSeconds: PREFETCH_WINDOW_SECONDS,
  });
}

/**
 * Counts a click and returns where to send the reader. @throws 404 when the signature does not
 * bind this URL to this message (no open redirect).
 */
export async function recordClick(
  ctx: AppContext,
  messageRowId: string,
  url: string,
  signature: string,
): Promise<string> {
  if (!isClickSignatureValid(ctx.secret, messageRowId, url, signature)) throw notFound('link');
  await repo.recordClick(ctx.db, messageRowId);
  return url;
}
