import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** HMAC-SHA256 of `purpose:value` with the app secret, first 16 bytes, base64url (22 characters). */
function sign(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${value}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

function matches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The token of an unsubscribe link (RFC 8058 asks for one hard to forge): who sent and to which
 * address, `<base64url("userId email")>.<signature>`. It names no message row, so the link keeps
 * working after its campaign is deleted (opt-outs must work for at least 30 days, CAN-SPAM).
 */
export function unsubscribeToken(secret: string, userId: string, email: string): string {
  const payload = Buffer.from(`${userId} ${email}`).toString('base64url');
  return `${payload}.${sign(secret, 'unsubscribe', payload)}`;
}

/** The sender and address inside a genuine unsubscribe token; null for anything forged or malformed. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; email: string } | null {
  const [payload, signature, extra] = token.split('.');
  if (extra !== undefined || !payload || !signature) return null;
  if (!matches(sign(secret, 'unsubscribe', payload), signature)) return null;
  const [userId, email] = Buffer.from(payload, 'base64url').toString('utf8').split(' ');
  return userId && email && UUID.test(userId) ? { userId, email } : null;
}

/** The signature of a tracked link: binds the destination URL to the message, so the redirect is not open to anyone. */
export function clickSignature(secret: string, messageRowId: string, url: string): string {
  return sign(secret, 'click', `${messageRowId} ${url}`);
}

/** Whether a tracked link's signature is genuine. */
export function isClickSignatureValid(
  secret: string,
  messageRowId: string,
  url: string,
  signature: string,
): boolean {
  return UUID.test(messageRowId) && matches(clickSignature(secret, messageRowId, url), signature);
}

/** The signature of a message's open pixel: only the mail that carried the pixel can count an open. */
export function openSignature(secret: string, messageRowId: string): string {
  return sign(secret, 'open', messageRowId);
}

/** Whether an open pixel's signature is genuine (a forged or guessed id counts nothing). */
export function isOpenSignatureValid(
  secret: string,
  messageRowId: string,
  signature: string,
): boolean {
  return UUID.test(messageRowId) && matches(openSignature(secret, messageRowId), signature);
}
