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
 * The opaque token of an email's unsubscribe link (RFC 8058 asks for one that is hard to forge):
 * `<email_messages.id>.<signature>`.
 */
export function unsubscribeToken(secret: string, messageRowId: string): string {
  return `${messageRowId}.${sign(secret, 'unsubscribe', messageRowId)}`;
}

/** The message row id inside a genuine unsubscribe token; null for anything forged or malformed. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [id, signature, extra] = token.split('.');
  if (extra !== undefined || !id || !signature || !UUID.test(id)) return null;
  return matches(sign(secret, 'unsubscribe', id), signature) ? id : null;
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
