import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrendingUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InfluencerCard } from '@app/components/influencers/influencer-card';
import { InfluencerCardSkeleton } from '@app/components/influencers/influencer-card-skeleton';
import { formatExact, formatPercent, formatSignedCompact } from '@app/lib/format';
import { TRENDING_LIMIT, useTrending } from '../api/get-trending';
import { useNearViewport } from '../hooks/use-near-viewport';

function profileAddress(platform: string, id: string): string {
  const params = new URLSearchParams();
  if (platform !== 'instagram') params.set('platform', platform);
  params.set('profile', id);
  return `/influencer?${params}`;
}

/**
 * "Trending creators": the profiles with the largest recent follower growth, as cards that open
 * their profile on the discovery screen. Skeletons while loading; hidden on error or when empty.
 */
export function TrendingCreators() {
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, isPending, isError } = useTrending({ enabled: near });
  if (isError || (!isPending && data.query.length === 0)) return null;

  return (
    <section
      ref={ref}
      aria-labelledby="trending-title"
      style={{ background: 'var(--mantine-color-gray-0)' }}
    >
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Group justify="space-between" align="flex-end" mb="xl">
          <Stack gap="xs">
            <Text c="brand" fw={700} tt="uppercase" size="sm">
              Growing fast
            </Text>
            <Title order={2} id="trending-title" fz={{ base: 26, md: 32 }}>
              Trending creators
            </Title>
          </Stack>
          <Button component={Link} to="/influencer" variant="subtle">
            Explore all influencers
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {isPending
            ? Array.from({ length: TRENDING_LIMIT }, (_, i) => <InfluencerCardSkeleton key={i} />)
            : data.query.map((creator) => (
                <InfluencerCard
                  key={creator.id}
                  influencer={creator}
                  to={profileAddress(creator.platform, creator.id)}
                  footer={
                    creator.followersGrowth !== null && (
                      <Badge
                        mt="sm"
                        variant="light"
                        color={creator.followersGrowth >= 0 ? 'teal' : 'red'}
                        leftSection={<IconTrendingUp size={14} aria-hidden />}
                        title={`${formatExact(creator.followersGrowth)} followers`}
                        style={{ textTransform: 'none' }}
                      >
                        {formatSignedCompact(creator.followersGrowth)} followers
                        {creator.followersGrowthPercent !== null &&
                          ` (${creator.followersGrowthPercent >= 0 ? '+' : ''}${formatPercent(creator.followersGrowthPercent, 1)})`}
                      </Badge>
                    )
                  }
                />
              ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
