import { randomUUID } from 'node:crypto';
import { platformAddress } from '../email-senders/outreach-address';

/**
 * A new RFC 5322 Message-ID on the platform's mail domain: `<uuid@domain>`. Stored on the
 * `email_messages` row when it is created, so every attempt to send that row carries the same id.
 */
export function newMessageId(mailFrom: string): string {
  const domain = platformAddress(mailFrom).split('@')[1] ?? 'collabify.localhost';
  return `<${randomUUID()}@${domain}>`;
}
