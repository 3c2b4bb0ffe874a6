import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { InfluencerSnapshot } from '@shared/schemas/influencers';
import { formatCompact, formatPercent } from '@app/lib/format';

type SnapshotMetric = 'followers' | 'avgViews' | 'engagementRate';

const METRICS: { value: SnapshotMetric; label: string; format: (v: number) => string }[] = [
  { value: 'followers', label: 'Followers', format: (v) => formatCompact(v) },
  { value: 'avgViews', label: 'Average views', format: (v) => formatCompact(v) },
  { value: 'engagementRate', label: 'Engagement rate', format: (v) => formatPercent(v) },
];

const dateFormat = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Snapshots in date order with at least two values of the metric. */
function pointsOf(snapshots: InfluencerSnapshot[], metric: SnapshotMetric) {
  return snapshots.filter((s) => s[metric] !== null);
}

/**
 * The chart's text alternative: the first and last values with their dates and the number of
 * snapshots, e.g. "Followers over time: 1.2M on Jan 1, 2022 to 1.5M on Jun 1, 2023 (4 snapshots)".
 */
function chartSummary(metric: (typeof METRICS)[number], points: InfluencerSnapshot[]): string {
  const at = (s: InfluencerSnapshot) =>
    `${metric.format(s[metric.value] ?? 0)} on ${dateFormat.format(new Date(`${s.takenOn}T00:00:00Z`))}`;
  const first = points[0]!;
  const last = points.at(-1)!;
  return `${metric.label} over time: ${at(first)} to ${at(last)} (${points.length} snapshots)`;
}

/**
 * The growth chart of a profile from its dated snapshots (followers, average views or engagement
 * rate): a line over time. Loaded on demand with the charts library.
 */
export function GrowthChart({ snapshots }: { snapshots: InfluencerSnapshot[] }) {
  const sorted = [...snapshots].sort((a, b) => a.takenOn.localeCompare(b.takenOn));
  const available = METRICS.filter((m) => pointsOf(sorted, m.value).length >= 2);
  const [chosen, setChosen] = useState<SnapshotMetric>('followers');
  const metric = available.find((m) => m.value === chosen) ?? available[0];

  if (!metric) {
    return (
      <Text c="dimmed" size="sm">
        Not enough history yet
      </Text>
    );
  }

  const points = pointsOf(sorted, metric.value);
  const data = points.map((s) => ({
    date: dateFormat.format(new Date(`${s.takenOn}T00:00:00Z`)),
    [metric.label]: s[metric.value],
  }));

  return (
    <Stack gap="xs">
      {available.length > 1 && (
        <SegmentedControl
          size="xs"
          value={metric.value}
          onChange={(value) => setChosen(value as SnapshotMetric)}
          data={available.map((m) => ({ value: m.value, label: m.label }))}
          aria-label="Metric of the growth chart"
        />
      )}
      <LineChart
        h={220}
        data={data}
        dataKey="date"
        series={[{ name: metric.label, color: 'brand.6' }]}
        curveType="monotone"
        valueFormatter={metric.format}
        connectNulls
        withDots
        gridAxis="y"
        yAxisProps={{ width: 56 }}
        role="img"
        aria-label={chartSummary(metric, points)}
      />
    </Stack>
  );
}
