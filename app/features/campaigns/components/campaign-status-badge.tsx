import type { CampaignStatus } from '@shared/constants/campaigns';
import { StatusBadge, type StatusBadgeProps } from '@app/components/ui/status-badge';
import { STATUS_COLORS, STATUS_LABELS } from '../lib/campaign-status';

/** A campaign's status as a coloured badge ("Active" in teal, "Draft" in grey…). */
export function CampaignStatusBadge(props: StatusBadgeProps<CampaignStatus>) {
  return <StatusBadge {...props} labels={STATUS_LABELS} colors={STATUS_COLORS} />;
}
