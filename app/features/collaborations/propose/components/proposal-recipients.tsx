import { Avatar, Group, Text } from '@mantine/core';
import { InfluencerAvatar } from '@app/components/influencers/influencer-avatar';
import { PlatformIcon } from '@app/components/influencers/platform-icon';
import type { ProposalTarget } from '../lib/proposal-outcome';

/** How many avatars the bulk header shows before "+N". */
const AVATARS_SHOWN = 5;

const displayName = (target: ProposalTarget) => target.name?.trim() || `@${target.username}`;

/** Who the proposal goes to: one influencer with name and @handle, or several as an avatar group. */
export function ProposalRecipients({ influencers }: { influencers: ProposalTarget[] }) {
  const [only] = influencers;
  if (only && influencers.length === 1)
    return (
      <Group gap="sm" wrap="nowrap">
        <InfluencerAvatar src={only.avatarUrl} name={displayName(only)} size={40} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate="end">
            {displayName(only)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <PlatformIcon platform={only.platform} size={16} />
            <Text size="sm" c="dimmed" truncate="end">
              @{only.username}
            </Text>
          </Group>
        </div>
      </Group>
    );
  const hidden = influencers.length - AVATARS_SHOWN;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar.Group>
        {influencers.slice(0, AVATARS_SHOWN).map((target) => (
          <InfluencerAvatar
            key={target.id}
            src={target.avatarUrl}
            name={displayName(target)}
            size={36}
          />
        ))}
        {hidden > 0 && <Avatar size={36} radius="xl">{`+${hidden}`}</Avatar>}
      </Avatar.Group>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {influencers.map((target) => `@${target.username}`).join(', ')}
      </Text>
    </Group>
  );
}
