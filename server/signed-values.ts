import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 of `purpose:value` with the app secret, first 16 bytes, base64url (22 characters):
 * binds a value to one purpose, so a signature made for one never passes for another.
 */
export function signValue(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${value}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** Whether `signature` is {@link signValue} of this value and purpose (constant-time compare). */
export function isSignatureValid(
  secret: string,
  purpose: string,
  value: string,
  signature: string,
): boolean {
  const a = Buffer.from(signValue(secret, purpose, value));
  const b = Buffer.from(signature);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A token that carries `payload` readably and signed: `<base64url(payload)>.<signature>`. It never
 * expires: for links that must keep working (unsubscribe links, RFC 8058 and CAN-SPAM).
 */
export function sealValue(secret: string, purpose: string, payload: string): string {
  const encoded = Buffer.from(payload).toString('base64url');
  return `${encoded}.${signValue(secret, purpose, encoded)}`;
}

/** The payload of a genuine {@link sealValue} token of `purpose`; null for anything forged or malformed. */
export function openSealedValue(secret: string, purpose: string, token: string): string | null {
  const [encoded, signature, extra] = token.split('.');
  if (extra !== undefined || !encoded || !signature) return null;
  if (!isSignatureValid(secret, purpose, encoded, signature)) return null;
  return Buffer.from(encoded, 'base64url').toString('utf8');
}
