import { randomInt } from 'node:crypto';

/**
 * Identifiers shaped like Stripe's: a type prefix and random base-62 characters
 * (`cus_NffrFeUfNV2Hib`, `sub_1MowQVLkdIwHu7ixeRlqHVzs`, `cs_test_a1…`, `req_…`). Stripe documents
 * ids as opaque strings up to 255 characters, so only the prefixes carry meaning.
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base-62 text of `length` characters (crypto-strength). */
export function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** How many random characters follow each prefix, as in Stripe's test-mode ids. */
const LENGTHS = {
  cus: 14,
  cs_test: 58,
  bps: 24,
  bpc: 24,
  sub: 24,
  si: 14,
  in: 24,
  il: 24,
  evt: 24,
  we: 24,
  price: 24,
  prod: 14,
  req: 14,
} as const;

/** An id prefix the fake issues. */
export type IdPrefix = keyof typeof LENGTHS;

/** A new id: `newId('cus')` → `cus_…`, `newId('cs_test')` → `cs_test_…`. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(LENGTHS[prefix])}`;
}

/** The secret in a customer-portal URL (`/p/session/{secret}`): unguessable, 32 characters. */
export function portalSecret(): string {
  return `test_${randomBase62(32)}`;
}
