import { Stack, Text, Title } from '@mantine/core';
import type { ResourceSummary } from '@shared/schemas/resources';
import { RowCard, RowCardLink } from '@app/components/ui/row-card';
import { ResourceMeta } from './resource-meta';

/** One guide in the list, the whole card opening it: title, description, date and reading time. */
export function ResourceCard({ guide }: { guide: ResourceSummary }) {
  return (
    <RowCard label={guide.title} p="lg">
      <Stack gap={6}>
        <Title order={2} fz="lg">
          <RowCardLink to={`/resource/${guide.slug}`} inherit>
            {guide.title}
          </RowCardLink>
        </Title>
        <ResourceMeta guide={guide} />
        <Text size="sm">{guide.description}</Text>
      </Stack>
    </RowCard>
  );
}
