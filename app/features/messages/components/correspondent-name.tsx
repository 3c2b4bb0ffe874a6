import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { Correspondent } from '@shared/schemas/messages';
import { PlatformIcon } from '@app/components/influencers/platform-icon';

/** Props of {@link CorrespondentName}. */
export interface CorrespondentNameProps {
  correspondent: Correspondent;
  /** Heading level when the name titles a conversation; plain text otherwise. */
  order?: 2;
}

/**
 * The other person of a conversation: initials avatar, name, and under it the handle with its
 * platform for an influencer, or the company for a brand.
 */
export function CorrespondentName({ correspondent, order }: CorrespondentNameProps) {
  const { name, company, influencer } = correspondent;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar name={name} color="initials" radius="xl" size={36} alt="" />
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm" truncate="end" {...(order && { component: 'h2', m: 0 })}>
          {name}
        </Text>
        {influencer ? (
          <Group gap={4} wrap="nowrap">
            <PlatformIcon platform={influencer.platform} size={16} />
            <Text size="xs" c="dimmed" truncate="end">
              @{influencer.username}
            </Text>
          </Group>
        ) : (
          company && (
            <Text size="xs" c="dimmed" truncate="end">
              {company}
            </Text>
          )
        )}
      </Stack>
    </Group>
  );
}
