import ipaddr from 'ipaddr.js';
import { httpUrlSchema } from './text';

/** The message of a 400 for a link to a loopback, private, link-local or reserved address. */
export const PUBLIC_URL_MESSAGE =
  'Use a public web address: local, private and reserved addresses cannot be linked';

/**
 * Top-level names that never reach a public site (RFC 6761 special-use names, `.local` mDNS of
 * RFC 6762, `.internal` reserved for private use by ICANN). `localhost` itself is one of them.
 */
const NON_PUBLIC_TLDS = new Set(['localhost', 'local', 'internal', 'test', 'invalid', 'example']);

/**
 * Whether `url` (absolute) names a host on the public internet. Parsed with the WHATWG URL parser,
 * which turns `2130706433`, `0x7f.1` or `017700000001` into `127.0.0.1` and `[::ffff:127.0.0.1]`
 * into `[::ffff:7f00:1]` before anything is checked. An IP literal must be in ipaddr.js's
 * `unicast` range (not loopback, private, link-local, unspecified, carrier-grade NAT, IPv4-mapped,
 * NAT64, 6to4, Teredo, multicast or reserved). A name must have at least two labels and not end
 * in a name of {@link NON_PUBLIC_TLDS}.
 *
 * No DNS lookup: the answer could change right after the check (DNS rebinding), Collabify never
 * fetches the target itself (only the visitor's browser follows the redirect), and a lookup would
 * make creating a link wait on the network. The check refuses what is local whatever DNS says.
 */
export function isPublicUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  const literal = hostname.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(literal)) return ipaddr.parse(literal).range() === 'unicast';
  const labels = hostname.replace(/\.$/, '').split('.');
  return labels.length >= 2 && !NON_PUBLIC_TLDS.has(labels.at(-1)!);
}

/**
 * An http(s) URL of at most `max` characters ({@link httpUrlSchema}) whose host is public
 * ({@link isPublicUrl}): what a short link or a tracking link may point at. Errors: 400 naming
 * the field, with {@link PUBLIC_URL_MESSAGE} for a local, private or reserved host (checked once the
 * http(s), length and NUL rules pass).
 */
export const publicHttpUrlSchema = (max: number) =>
  httpUrlSchema(max).refine(isPublicUrl, {
    message: PUBLIC_URL_MESSAGE,
    // Only for an otherwise valid http(s) URL: one problem at a time.
    when: (payload) => payload.issues.length === 0,
  });
