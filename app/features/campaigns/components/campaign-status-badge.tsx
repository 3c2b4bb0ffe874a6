import { Badge, type BadgeProps } from '@mantine/core';
import type { CampaignStatus } from '@shared/constants/campaigns';
import { STATUS_COLORS, STATUS_LABELS } from '../lib/campaign-status';

/** A campaign's status as a coloured badge ("Active" in teal, "Draft" in grey…). */
export function CampaignStatusBadge({
  status,
  size = 'sm',
}: {
  status: CampaignStatus;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size} data-status={status}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
