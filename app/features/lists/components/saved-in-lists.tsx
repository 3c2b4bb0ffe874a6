import { Group, Text } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import type { SavedState } from '../hooks/use-saved-state';

/** "In Favorites, Summer launch": the lists holding an influencer, under its card; nothing when none. */
export function SavedInLists({ influencerId, saved }: { influencerId: string; saved: SavedState }) {
  const names = saved.listsOf(influencerId).map((l) => l.name);
  if (names.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" mt="xs" c="dimmed">
      <IconBookmark size={14} aria-hidden />
      <Text size="xs" truncate="end" title={names.join(', ')}>
        In {names.join(', ')}
      </Text>
    </Group>
  );
}
