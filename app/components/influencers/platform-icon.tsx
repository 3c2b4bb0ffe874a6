import { Group, type MantineSize, Text, ThemeIcon } from '@mantine/core';
import { IconBrandInstagram, IconBrandTiktok, IconBrandYoutube } from '@tabler/icons-react';
import type { Platform } from '@shared/constants/discovery';

const PLATFORM_LOOK = {
  instagram: { label: 'Instagram', color: 'pink', Icon: IconBrandInstagram },
  youtube: { label: 'YouTube', color: 'red', Icon: IconBrandYoutube },
  tiktok: { label: 'TikTok', color: 'dark', Icon: IconBrandTiktok },
} as const;

/** The display name of a platform ("YouTube"). */
export function platformLabel(platform: Platform): string {
  return PLATFORM_LOOK[platform].label;
}

/** The platform's brand icon in a light circle, labelled with the platform's name. */
export function PlatformIcon({ platform, size = 28 }: { platform: Platform; size?: number }) {
  const { label, color, Icon } = PLATFORM_LOOK[platform];
  return (
    <ThemeIcon
      variant="light"
      color={color}
      radius="xl"
      size={size}
      role="img"
      aria-label={label}
      title={label}
    >
      <Icon size={Math.round(size * 0.64)} aria-hidden />
    </ThemeIcon>
  );
}

/** The platform's icon and the @handle beside it, dimmed, on one line cut with an ellipsis. */
export function PlatformHandle({
  platform,
  username,
  size = 'sm',
}: {
  platform: Platform;
  username: string;
  size?: MantineSize;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <PlatformIcon platform={platform} size={14} />
      <Text size={size} c="dimmed" truncate="end">
        @{username}
      </Text>
    </Group>
  );
}

/** Each platform's icon and name, side by side (a campaign's platforms). */
export function PlatformNames({ platforms }: { platforms: readonly Platform[] }) {
  return (
    <Group gap={6}>
      {platforms.map((p) => (
        <Group key={p} gap={4} wrap="nowrap">
          <PlatformIcon platform={p} size={20} />
          <Text size="sm">{platformLabel(p)}</Text>
        </Group>
      ))}
    </Group>
  );
}
