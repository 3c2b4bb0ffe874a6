import type { SuppressionReason } from '@shared/constants/email';
import type { ContactEmail, Suppression } from '@shared/schemas/email';
import type { ContactEmailRow, SuppressionRow } from './influencer-contacts.repository';

/** The known address of a profile and where it comes from. */
export function presentContactEmail(row: ContactEmailRow): ContactEmail {
  return { email: row.email, source: row.source };
}

/** One address of the suppression list (UTC time). */
export function presentSuppression(row: SuppressionRow): Suppression {
  return {
    email: row.email,
    reason: row.reason as SuppressionReason,
    createdAt: row.createdAt.toISOString(),
  };
}
