import { createHmac } from 'node:crypto';

/**
 * `Stripe-Signature` (https://docs.stripe.com/webhooks#verify-manually): `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint secret "whsec_…" as is>`. The stripe SDK's
 * `webhooks.constructEvent(body, header, secret)` checks it and refuses a `t` more than 300 s old.
 */

/** Hex HMAC-SHA256 of `${timestamp}.${payload}` keyed by `secret`. */
export function signaturePayloadHmac(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** The header value for `payload` signed at `timestamp` (Unix seconds). */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${signaturePayloadHmac(payload, secret, timestamp)}`;
}
