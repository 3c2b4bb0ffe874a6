import { isSignatureValid, openSealedValue, sealValue, signValue } from '../../signed-values';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The token of an unsubscribe link (RFC 8058 asks for one hard to forge): who sent and to which
 * address, `<base64url("userId email")>.<signature>`. It names no message row, so the link keeps
 * working after its campaign is deleted (opt-outs must work for at least 30 days, CAN-SPAM).
 */
export function unsubscribeToken(secret: string, userId: string, email: string): string {
  return sealValue(secret, 'unsubscribe', `${userId} ${email}`);
}

/** The sender and address inside a genuine unsubscribe token; null for anything forged or malformed. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; email: string } | null {
  const [userId, email] = (openSealedValue(secret, 'unsubscribe', token) ?? '').split(' ');
  return userId && email && UUID.test(userId) ? { userId, email } : null;
}

/** The signature of a tracked link: binds the destination URL to the message, so the redirect is not open to anyone. */
export function clickSignature(secret: string, messageRowId: string, url: string): string {
  return signValue(secret, 'click', `${messageRowId} ${url}`);
}

/** Whether a tracked link's signature is genuine. */
export function isClickSignatureValid(
  secret: string,
  messageRowId: string,
  url: string,
  signature: string,
): boolean {
  return (
    UUID.test(messageRowId) &&
    isSignatureValid(secret, 'click', `${messageRowId} ${url}`, signature)
  );
}

/** The signature of a message's open pixel: only the mail that carried the pixel can count an open. */
export function openSignature(secret: string, messageRowId: string): string {
  return signValue(secret, 'open', messageRowId);
}

/** Whether an open pixel's signature is genuine (a forged or guessed id counts nothing). */
export function isOpenSignatureValid(
  secret: string,
  messageRowId: string,
  signature: string,
): boolean {
  return UUID.test(messageRowId) && isSignatureValid(secret, 'open', messageRowId, signature);
}
