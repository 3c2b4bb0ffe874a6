import { timingSafeEqual } from 'node:crypto';
import { StripeApiError } from './errors';

/**
 * API keys (https://docs.stripe.com/api/authentication): the secret key as a Bearer token (what
 * the SDK sends) or as the HTTP Basic user with an empty password (what Stripe's curl examples
 * send). A missing or other key is a 401 `invalid_request_error`, the key shown redacted.
 */

/** The key a request carries, or null when it has none. */
export function apiKeyOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const [scheme, value = ''] = authorization.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() === 'bearer') return value || null;
  if (scheme?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const user = decoded.split(':')[0] ?? '';
    return user || null;
  }
  return null;
}

/** `sk_test_***…abcd`: the prefix and the last four characters, as Stripe shows a wrong key. */
export function redactKey(key: string): string {
  const prefix = /^[a-z]+_(test|live)_/.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  if (rest.length <= 4) return prefix + '*'.repeat(rest.length);
  return prefix + '*'.repeat(rest.length - 4) + rest.slice(-4);
}

/** Throws Stripe's 401 unless the request carries `secretKey`. */
export function authenticate(authorization: string | undefined, secretKey: string): void {
  const key = apiKeyOf(authorization);
  if (key === null) {
    throw new StripeApiError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  }
  const given = Buffer.from(key);
  const expected = Buffer.from(secretKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new StripeApiError(
      401,
      'invalid_request_error',
      `Invalid API Key provided: ${redactKey(key)}`,
    );
  }
}
