import type { Mail } from '@shared/schemas/email';
import type { EmailMessageRow } from '../../db/schema';
import { presentEmailMessage } from '../email-delivery/email-message.presenter';
import type { MailRow } from './mail.repository';

type HistoryEntry = Mail['history'][number];

/**
 * A mail's status history, oldest first, derived from its row: queued when created; retrying
 * (with the last error, at the row's last update) while a failed attempt waits to be repeated,
 * or while the mail waits for the sender's Gmail sending limit (no attempt counted); sent at
 * `sent_at`; failed at `failed_at` with the reason.
 */
export function mailHistory(row: EmailMessageRow): HistoryEntry[] {
  const history: HistoryEntry[] = [
    { status: 'queued', at: row.createdAt.toISOString(), reason: null },
  ];
  const waiting = row.status === 'pending' || row.status === 'sending';
  if (waiting && row.lastError)
    history.push({ status: 'retrying', at: row.updatedAt.toISOString(), reason: row.lastError });
  if (row.sentAt) history.push({ status: 'sent', at: row.sentAt.toISOString(), reason: null });
  if (row.failedAt)
    history.push({ status: 'failed', at: row.failedAt.toISOString(), reason: row.lastError });
  return history;
}

/** A single mail with the profile it went to and its status history (UTC times). */
export function presentMail(row: MailRow): Mail {
  return {
    ...presentEmailMessage(row),
    subject: row.message.subject ?? '',
    history: mailHistory(row.message),
  };
}
