import { Badge, type BadgeProps } from '@mantine/core';
import type { EmailCampaignStatus, EmailMessageStatus } from '@shared/constants/email';
import {
  CAMPAIGN_STATUS_COLORS,
  CAMPAIGN_STATUS_LABELS,
  MESSAGE_STATUS_COLORS,
  MESSAGE_STATUS_LABELS,
} from '../lib/email-campaign-status';

/** An email campaign's status as a coloured badge ("Sending" in blue, "Sent" in teal…). */
export function EmailCampaignStatusBadge({
  status,
  size = 'sm',
}: {
  status: EmailCampaignStatus;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge color={CAMPAIGN_STATUS_COLORS[status]} variant="light" size={size} data-status={status}>
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}

/** One recipient's status as a coloured dot badge ("Queued", "Sent", "Skipped"…). */
export function RecipientStatusBadge({ status }: { status: EmailMessageStatus }) {
  return (
    <Badge color={MESSAGE_STATUS_COLORS[status]} variant="dot" size="sm" data-status={status}>
      {MESSAGE_STATUS_LABELS[status]}
    </Badge>
  );
}
