import { randomBytes, randomInt } from 'node:crypto';

/**
 * Identifiers and secrets shaped like Meta's: numeric ids as strings (app-scoped user ids,
 * Instagram professional account ids `1784…`, media ids), access tokens (`EAA…` for Facebook
 * Login, `IGAA…` for Instagram Login), authorization codes (`AQ…`) and `fbtrace_id`s. Meta
 * documents them all as opaque strings; ids above 2^53 must stay strings in JavaScript.
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base-62 text of `length` characters (crypto-strength). */
export function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[randomInt(BASE62.length)];
  return out;
}

/** A numeric id: `prefix` followed by random digits up to `length` digits in all. */
export function numericId(length: number, prefix = ''): string {
  let out = prefix || String(randomInt(1, 10));
  while (out.length < length) out += String(randomInt(10));
  return out;
}

/** A Facebook app-scoped user id (16 digits, like `1020…`). */
export function facebookUserId(): string {
  return numericId(16, '10');
}

/** An Instagram professional account id (17 digits starting `17841`, as Meta's are). */
export function instagramUserId(): string {
  return numericId(17, '17841');
}

/** An Instagram app-scoped user id (the `id` of `/me` under Instagram Login). */
export function instagramAppScopedId(): string {
  return numericId(16, '2');
}

/** An Instagram media id (17 digits starting `179`). */
export function instagramMediaId(): string {
  return numericId(17, '179');
}

/** A Facebook Login user access token (`EAA…`). */
export function facebookToken(): string {
  return `EAA${randomBase62(6)}ZD${randomBase62(150)}`;
}

/** An Instagram Login user access token (`IGAA…`); long-lived ones are longer. */
export function instagramToken(kind: 'short' | 'long'): string {
  return `IGAA${randomBase62(kind === 'long' ? 180 : 120)}`;
}

/** An authorization code (`AQ…`, URL-safe). */
export function authorizationCode(): string {
  return `AQ${randomBytes(96).toString('base64url')}`;
}

/** A `fbtrace_id` (11 URL-safe characters). */
export function fbtraceId(): string {
  return randomBytes(8).toString('base64url').slice(0, 11);
}
