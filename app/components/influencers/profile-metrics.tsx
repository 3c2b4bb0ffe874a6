import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { InfluencerProfile } from '@shared/schemas/influencers';
import { MetricValue } from './metric-value';

function Metric({
  label,
  value,
  kind = 'count',
}: {
  label: string;
  value: number | null;
  kind?: 'count' | 'percent';
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <MetricValue value={value} kind={kind} fw={700} size="lg" />
    </Paper>
  );
}

/**
 * A profile's metrics as tiles: followers (subscribers on YouTube), engagement rate (percent),
 * average views, likes and comments, and posts; "—" where unknown.
 */
export function ProfileMetrics({
  profile,
}: {
  profile: Pick<
    InfluencerProfile,
    'platform' | 'followers' | 'engagementRate' | 'avgViews' | 'avgLikes' | 'avgComments' | 'posts'
  >;
}) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
      <Metric
        label={profile.platform === 'youtube' ? 'Subscribers' : 'Followers'}
        value={profile.followers}
      />
      <Metric label="Engagement rate" value={profile.engagementRate} kind="percent" />
      <Metric label="Average views" value={profile.avgViews} />
      <Metric label="Average likes" value={profile.avgLikes} />
      <Metric label="Average comments" value={profile.avgComments} />
      <Metric label="Posts" value={profile.posts} />
    </SimpleGrid>
  );
}
