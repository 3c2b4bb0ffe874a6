import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { InfluencerSnapshot } from '@shared/schemas/influencers';
import { formatCompact, formatPercent } from '@app/lib/format';
import {
  formatPointDay,
  growthSeries,
  timeAxisProps,
  type GrowthPoint,
  type SnapshotMetric,
} from '../lib/growth-series';

const METRICS: { value: SnapshotMetric; label: string; format: (v: number) => string }[] = [
  { value: 'followers', label: 'Followers', format: (v) => formatCompact(v) },
  { value: 'avgViews', label: 'Average views', format: (v) => formatCompact(v) },
  { value: 'engagementRate', label: 'Engagement rate', format: (v) => formatPercent(v) },
];

/**
 * The chart's text alternative: the first and last values with their dates and the number of
 * snapshots, e.g. "Followers over time: 1.2M on 1 Jan 2022 to 1.5M on 1 Jun 2023 (4 snapshots)".
 */
function chartSummary(metric: (typeof METRICS)[number], points: GrowthPoint[]): string {
  const at = (p: GrowthPoint) => `${metric.format(p.value)} on ${formatPointDay(p.time)}`;
  const first = points[0]!;
  const last = points.at(-1)!;
  return `${metric.label} over time: ${at(first)} to ${at(last)} (${points.length} snapshots)`;
}

/**
 * The growth chart of a profile from its dated snapshots (followers, average views or engagement
 * rate): a line over a time axis, each snapshot at its date. Loaded on demand with the charts
 * library.
 */
export function GrowthChart({ snapshots }: { snapshots: InfluencerSnapshot[] }) {
  const available = METRICS.filter((m) => growthSeries(snapshots, m.value).length >= 2);
  const [chosen, setChosen] = useState<SnapshotMetric>('followers');
  const metric = available.find((m) => m.value === chosen) ?? available[0];

  if (!metric) {
    return (
      <Text c="dimmed" size="sm">
        Not enough history yet
      </Text>
    );
  }

  const points = growthSeries(snapshots, metric.value);
  const data = points.map((p) => ({ time: p.time, [metric.label]: p.value }));

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
        dataKey="time"
        series={[{ name: metric.label, color: 'brand.6' }]}
        curveType="monotone"
        valueFormatter={metric.format}
        connectNulls
        withDots
        gridAxis="y"
        xAxisProps={timeAxisProps(points)}
        yAxisProps={{ width: 56 }}
        tooltipProps={{
          labelFormatter: (time) => (typeof time === 'number' ? formatPointDay(time) : time),
        }}
        role="img"
        aria-label={chartSummary(metric, points)}
      />
    </Stack>
  );
}
