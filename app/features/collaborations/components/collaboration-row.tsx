import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCalendarDue, IconClock } from '@tabler/icons-react';
import type { Collaboration } from '@shared/schemas/collaborations';
import { InfluencerAvatar } from '@app/components/influencers/influencer-avatar';
import { PlatformIcon } from '@app/components/influencers/platform-icon';
import { collaborationPath } from '../lib/collaboration-status';
import { formatCompensation, formatDeadline, otherParty } from '../lib/terms-format';
import { CollaborationStatusBadge } from './collaboration-status-badge';
import { TimeAgo } from '@app/components/ui/time-ago';
import { RowCard, RowCardLink } from '@app/components/ui/row-card';

/**
 * One collaboration in the list (an `article` named by the other party): the influencer's avatar,
 * handle and platform for the brand, the brand's name for the influencer, the whole card linking
 * to the collaboration; the campaign, compensation and amount, deadline, status, unread messages
 * and last activity. Names and badges wrap on a phone rather than being cut.
 */
export function CollaborationRow({ collaboration }: { collaboration: Collaboration }) {
  const other = otherParty(collaboration);
  const { unread } = collaboration;
  return (
    <RowCard label={other.name} data-status={collaboration.status}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <InfluencerAvatar src={other.avatarUrl} name={other.name} size={48} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" justify="space-between" align="flex-start">
            <Group gap={6} miw={0} style={{ flex: '1 1 10rem' }}>
              <RowCardLink to={collaborationPath(collaboration.id)} fw={700} c="inherit">
                {other.name}
              </RowCardLink>
              {collaboration.viewer === 'advertiser' && (
                <PlatformIcon platform={collaboration.influencer.platform} size={20} />
              )}
              {other.detail && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} visibleFrom="xs">
                  {other.detail}
                </Text>
              )}
            </Group>
            <Group gap={6}>
              {unread > 0 && (
                <Badge color="red" size="sm" variant="filled">
                  {unread} unread
                </Badge>
              )}
              <CollaborationStatusBadge status={collaboration.status} size="sm" />
            </Group>
          </Group>
          <Text size="sm">
            {collaboration.campaign?.name ?? 'No campaign'}
            <Text span c="dimmed">
              {' · '}
              {formatCompensation(collaboration)}
            </Text>
          </Text>
          <Group gap="md" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconCalendarDue size={16} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="xs" c="dimmed">
                {formatDeadline(collaboration.deadline)}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconClock size={16} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="xs" c="dimmed">
                Last activity <TimeAgo value={collaboration.lastActivityAt} />
              </Text>
            </Group>
          </Group>
        </Stack>
      </Group>
    </RowCard>
  );
}
