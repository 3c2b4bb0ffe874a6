import type { EmailCampaignStatus, EmailMessageStatus } from '@shared/constants/email';
import { StatusBadge, type StatusBadgeProps } from '@app/components/ui/status-badge';
import {
  CAMPAIGN_STATUS_COLORS,
  CAMPAIGN_STATUS_LABELS,
  MESSAGE_STATUS_COLORS,
  MESSAGE_STATUS_LABELS,
} from '../lib/email-campaign-status';

/** An email campaign's status as a coloured badge ("Sending" in blue, "Sent" in teal…). */
export function EmailCampaignStatusBadge(props: StatusBadgeProps<EmailCampaignStatus>) {
  return <StatusBadge {...props} labels={CAMPAIGN_STATUS_LABELS} colors={CAMPAIGN_STATUS_COLORS} />;
}

/** One recipient's status as a coloured dot badge ("Queued", "Sent", "Skipped"…). */
export function RecipientStatusBadge({ status }: { status: EmailMessageStatus }) {
  return (
    <StatusBadge
      status={status}
      labels={MESSAGE_STATUS_LABELS}
      colors={MESSAGE_STATUS_COLORS}
      variant="dot"
    />
  );
}
