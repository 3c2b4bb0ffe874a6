import { Group, Text } from '@mantine/core';
import type { ResourceSummary } from '@shared/schemas/resources';
import { formatDate } from '@app/lib/format';

/** A guide's date (the last update when revised, else publication) and reading time, on one line. */
export function ResourceMeta({ guide }: { guide: ResourceSummary }) {
  const date = guide.updated ?? guide.published;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {guide.updated ? 'Updated ' : ''}
        <time dateTime={date}>{formatDate(date)}</time>
      </Text>
      <Text size="sm" c="dimmed" aria-hidden>
        ·
      </Text>
      <Text size="sm" c="dimmed">
        {guide.readingMinutes} min read
      </Text>
    </Group>
  );
}
