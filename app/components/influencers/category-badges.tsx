import { Badge, Group } from '@mantine/core';
import { categoryLabel } from '@app/lib/format';

/** A profile's categories as light badges, by their English labels, in the order given. */
export function CategoryBadges({ slugs }: { slugs: readonly string[] }) {
  return (
    <Group gap={6}>
      {slugs.map((slug) => (
        <Badge key={slug} variant="light" radius="sm">
          {categoryLabel(slug)}
        </Badge>
      ))}
    </Group>
  );
}
