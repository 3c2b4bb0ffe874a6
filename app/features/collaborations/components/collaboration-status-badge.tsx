import {
  COLLABORATION_STATUS_LABELS,
  type CollaborationStatus,
} from '@shared/constants/collaborations';
import { StatusBadge, type StatusBadgeProps } from '@app/components/ui/status-badge';
import { STATUS_COLORS } from '../lib/collaboration-status';

/** A collaboration's status as a coloured dot badge with its label ("Accepted" in teal…). */
export function CollaborationStatusBadge({
  size = 'md',
  ...props
}: StatusBadgeProps<CollaborationStatus>) {
  return (
    <StatusBadge
      {...props}
      size={size}
      labels={COLLABORATION_STATUS_LABELS}
      colors={STATUS_COLORS}
      variant="dot"
    />
  );
}
