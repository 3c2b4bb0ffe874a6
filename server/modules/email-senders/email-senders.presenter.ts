import type { EmailSender } from '@shared/schemas/email';
import type { EmailSenderRow } from '../../db/schema';
import { outreachFrom } from './outreach-address';

/**
 * The sender as the API answers it; a user without one gets nulls and `verified: false`. `from`
 * is the From header outreach carries (`"<name> via Collabify" <platform address>`).
 */
export function presentSender(row: EmailSenderRow | null, mailFrom: string): EmailSender {
  if (!row) return { email: null, name: null, verified: false, from: null };
  return {
    email: row.email,
    name: row.name,
    verified: row.verifiedAt !== null,
    from: outreachFrom(mailFrom, row.name),
  };
}
