import { randomBytes, randomInt, randomUUID } from 'node:crypto';

/**
 * Identifiers and secrets shaped like TikTok's: `open_id` / `union_id` (UUIDs), authorization
 * codes that, like TikTok's, contain `*` and `!` — characters that come percent-encoded in the
 * callback and must be sent back decoded (https://developers.tiktok.com/doc/oauth-user-access-token-management) —,
 * access tokens `act.…` and refresh tokens `rft.…`, and `log_id`s (a timestamp and hex).
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base-62 text of `length` characters (crypto-strength). */
export function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[randomInt(BASE62.length)];
  return out;
}

/** A user's id for one app (`open_id`). */
export function openId(): string {
  return randomUUID();
}

/** A user's id across a developer's apps (`union_id`). */
export function unionId(): string {
  return randomUUID();
}

/** An authorization code, e.g. `Bq8…K*0!6382.va`. */
export function authorizationCode(): string {
  return `${randomBase62(48)}*${randomInt(10)}!${randomInt(1000, 10000)}.va`;
}

/** An access token (`act.…`). */
export function accessToken(): string {
  return `act.${randomBase62(64)}!${randomInt(1000, 10000)}.va`;
}

/** A refresh token (`rft.…`). */
export function refreshToken(): string {
  return `rft.${randomBase62(64)}!${randomInt(1000, 10000)}.va`;
}

/** A `log_id`: UTC time to the second, then 18 upper-case hex digits. */
export function logId(now: number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${randomBytes(9).toString('hex').toUpperCase()}`;
}
