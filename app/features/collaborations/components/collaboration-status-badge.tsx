import { Badge, type BadgeProps } from '@mantine/core';
import {
  COLLABORATION_STATUS_LABELS,
  type CollaborationStatus,
} from '@shared/constants/collaborations';
import { STATUS_COLORS } from '../lib/collaboration-status';

/** A collaboration's status as a coloured dot badge with its label ("Accepted" in teal…). */
export function CollaborationStatusBadge({
  status,
  size = 'md',
}: {
  status: CollaborationStatus;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge variant="dot" color={STATUS_COLORS[status]} size={size} data-status={status}>
      {COLLABORATION_STATUS_LABELS[status]}
    </Badge>
  );
}
