import type { EmailSkipReason, SuppressionReason } from '@shared/constants/email';
import type { Mail } from '@shared/schemas/email';

/** How a mail's state reads in the history: its label and badge colour. */
export interface MailStatusView {
  label: string;
  color: string;
}

/** Why a recipient was skipped, as a person reads it. */
export const SKIP_REASON_LABELS: Record<EmailSkipReason, string> = {
  no_email: 'No email address known',
  unsubscribed: 'Unsubscribed from your emails',
  bounced: 'The address bounced before',
  duplicate: 'Same address as another recipient',
};

/** Why an address is on the suppression list, as a person reads it. */
export const SUPPRESSION_REASON_LABELS: Record<SuppressionReason, string> = {
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  manual: 'Added by you',
};

/** Whether a queued mail already failed once and waits for another attempt. */
const isRetrying = (mail: Pick<Mail, 'status' | 'attempts' | 'lastError'>) =>
  mail.status === 'pending' && mail.attempts > 0 && mail.lastError !== null;

/**
 * A mail's state: Queued, Retrying (queued again after a temporary failure), Sending, Sent,
 * Failed, Skipped or Cancelled, each with its colour.
 */
export function mailStatusView(
  mail: Pick<Mail, 'status' | 'attempts' | 'lastError'>,
): MailStatusView {
  if (isRetrying(mail)) return { label: 'Retrying', color: 'yellow' };
  switch (mail.status) {
    case 'pending':
      return { label: 'Queued', color: 'gray' };
    case 'sending':
      return { label: 'Sending', color: 'blue' };
    case 'sent':
      return { label: 'Sent', color: 'teal' };
    case 'failed':
      return { label: 'Failed', color: 'red' };
    case 'skipped':
      return { label: 'Skipped', color: 'orange' };
    case 'cancelled':
      return { label: 'Cancelled', color: 'gray' };
  }
}

/**
 * Why a mail did not (yet) arrive: the server's last error for a failed or retrying mail, the
 * skip reason for a skipped one; null when there is nothing to explain.
 */
export function mailReason(
  mail: Pick<Mail, 'status' | 'attempts' | 'lastError' | 'skipReason'>,
): string | null {
  if (mail.status === 'skipped')
    return mail.skipReason ? SKIP_REASON_LABELS[mail.skipReason] : null;
  if (mail.status === 'failed' || isRetrying(mail)) return mail.lastError;
  return null;
}

/** Labels of the history entries' statuses. */
export const HISTORY_LABELS: Record<Mail['history'][number]['status'], string> = {
  queued: 'Queued',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
};
