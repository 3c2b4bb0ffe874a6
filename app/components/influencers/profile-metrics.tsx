import { Badge, Group, Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import type { InfluencerProfile, MetricEntry, MetricName } from '@shared/schemas/influencers';
import { formatMonthYear } from '@app/lib/format';
import { MetricValue } from './metric-value';

/** Where a value comes from: "Dec 2022 · HypeAuditor", plus "estimated" for lifetime ÷ posts. */
function provenanceText(entry: MetricEntry): string {
  return `${formatMonthYear(entry.on)} · ${entry.sourceName}${entry.estimated ? ' · estimated' : ''}`;
}

function Metric({
  label,
  value,
  entry,
  kind = 'count',
}: {
  label: string;
  value: number | null;
  entry: MetricEntry | undefined;
  kind?: 'count' | 'percent';
}) {
  const unverified = entry?.unverified;
  return (
    <Paper withBorder radius="md" p="sm" data-metric={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {unverified && entry ? (
        <Group gap={6} wrap="nowrap">
          <MetricValue
            value={entry.value}
            kind={kind}
            fw={700}
            size="lg"
            c="dimmed"
            td="line-through"
          />
          <Tooltip
            label={`Not used in sorts or filters: ${unverified}`}
            multiline
            w={240}
            withArrow
          >
            <Badge color="orange" variant="light" size="sm" tabIndex={0}>
              Unverified
            </Badge>
          </Tooltip>
        </Group>
      ) : (
        <MetricValue value={value} kind={kind} fw={700} size="lg" />
      )}
      {entry && (
        <Text size="xs" c="dimmed">
          {provenanceText(entry)}
        </Text>
      )}
    </Paper>
  );
}

const TILES: { name: MetricName; label: string; kind?: 'percent' }[] = [
  { name: 'followers', label: 'Followers' },
  { name: 'engagementRate', label: 'Engagement rate', kind: 'percent' },
  { name: 'avgViews', label: 'Average views' },
  { name: 'avgLikes', label: 'Average likes' },
  { name: 'avgComments', label: 'Average comments' },
  { name: 'posts', label: 'Posts' },
];

/** A tile's label on this profile: "Subscribers" on YouTube, the rate "by views" on TikTok. */
function tileLabel(
  name: MetricName,
  label: string,
  profile: Pick<InfluencerProfile, 'platform' | 'engagementRateBasis'>,
): string {
  if (name === 'followers' && profile.platform === 'youtube') return 'Subscribers';
  if (name === 'engagementRate' && profile.engagementRateBasis === 'views') {
    return 'Engagement rate by views';
  }
  return label;
}

/**
 * A profile's metrics as tiles: followers (subscribers on YouTube), engagement rate (percent,
 * by average views on TikTok),
 * average views, likes and comments, and posts; "—" where unknown. Each tile says the month and
 * source of its value (values of different dates are never combined), "estimated" when it is a
 * lifetime total ÷ posts, and shows an unverified value struck through with the rule it broke.
 */
export function ProfileMetrics({
  profile,
}: {
  profile: Pick<
    InfluencerProfile,
    | 'platform'
    | 'followers'
    | 'engagementRate'
    | 'engagementRateBasis'
    | 'avgViews'
    | 'avgLikes'
    | 'avgComments'
    | 'posts'
    | 'metrics'
  >;
}) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
      {TILES.map(({ name, label, kind }) => (
        <Metric
          key={name}
          label={tileLabel(name, label, profile)}
          value={profile[name]}
          entry={profile.metrics[name]}
          {...(kind && { kind })}
        />
      ))}
    </SimpleGrid>
  );
}
