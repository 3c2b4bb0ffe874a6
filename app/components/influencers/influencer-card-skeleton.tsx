import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** A placeholder with the shape of an {@link InfluencerCard}, shown while cards load. */
export function InfluencerCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" data-testid="influencer-card-skeleton" aria-hidden>
      <Group wrap="nowrap" gap="sm">
        <Skeleton height={52} circle />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={14} width="70%" />
          <Skeleton height={12} width="45%" />
        </Stack>
      </Group>
      <Stack gap={8} mt="md">
        <Skeleton height={12} width="60%" />
        <Skeleton height={12} width="40%" />
      </Stack>
      <Group gap={6} mt="md">
        <Skeleton height={18} width={64} radius="sm" />
        <Skeleton height={18} width={52} radius="sm" />
      </Group>
      <SimpleGrid cols={4} spacing="xs" mt="md">
        {[0, 1, 2, 3].map((i) => (
          <Stack key={i} gap={6}>
            <Skeleton height={10} />
            <Skeleton height={14} />
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
