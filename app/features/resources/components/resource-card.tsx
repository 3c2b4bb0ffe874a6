import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ResourceSummary } from '@shared/schemas/resources';
import { ResourceMeta } from './resource-meta';

/** One guide in the list: its title (the link), description, date and reading time. */
export function ResourceCard({ guide }: { guide: ResourceSummary }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap={6}>
        <Title order={2} fz="lg">
          <Anchor component={Link} to={`/resource/${guide.slug}`} inherit>
            {guide.title}
          </Anchor>
        </Title>
        <ResourceMeta guide={guide} />
        <Text size="sm">{guide.description}</Text>
      </Stack>
    </Card>
  );
}
