import { Badge } from '@mantine/core';
import type { Mail } from '@shared/schemas/email';
import { mailStatusView } from '../lib/mail-status';

/** A mail's state as a dot badge: Queued, Retrying, Sending, Sent, Failed, Skipped or Cancelled. */
export function MailStatusBadge({
  mail,
}: {
  mail: Pick<Mail, 'status' | 'attempts' | 'lastError'>;
}) {
  const view = mailStatusView(mail);
  return (
    <Badge variant="dot" color={view.color} data-status={mail.status}>
      {view.label}
    </Badge>
  );
}
