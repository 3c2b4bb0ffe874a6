import { Badge } from '@mantine/core';
import type { EmailSender } from '@shared/schemas/email';

/** The sender's state as a badge: Verified, Not verified (link not followed yet) or Not set. */
export function SenderStatusBadge({ sender }: { sender: EmailSender }) {
  if (!sender.email)
    return (
      <Badge color="gray" variant="light">
        Not set
      </Badge>
    );
  return sender.verified ? (
    <Badge color="teal" variant="light">
      Verified
    </Badge>
  ) : (
    <Badge color="yellow" variant="light">
      Not verified
    </Badge>
  );
}
