import { differenceInCalendarMonths, format, parseISO } from 'date-fns';
import type { InfluencerSnapshot } from '@shared/schemas/influencers';

/** A metric a growth chart can draw from a profile's snapshots. */
export type SnapshotMetric = 'followers' | 'avgViews' | 'engagementRate';

/** One point of a growth chart: `time` in ms (the snapshot's day, at local midnight) and its value. */
export interface GrowthPoint {
  time: number;
  value: number;
}

/**
 * The snapshots with a value of `metric`, in date order, as points on a time axis: each at its
 * own day, so uneven gaps between snapshots stay uneven on the chart. The day is placed at local
 * midnight, where the axis's time ticks fall and where {@link formatTimeTick} reads it.
 */
export function growthSeries(
  snapshots: readonly InfluencerSnapshot[],
  metric: SnapshotMetric,
): GrowthPoint[] {
  return snapshots
    .flatMap((s) => {
      const value = s[metric];
      return value === null ? [] : [{ time: parseISO(s.takenOn).getTime(), value }];
    })
    .sort((a, b) => a.time - b.time);
}

/** Months a chart spans up to which its ticks name days ("3 Jun") rather than months. */
const DAY_TICKS_UP_TO_MONTHS = 6;

/**
 * A tick of the time axis in words for a chart spanning `first` to `last` (ms): "Jun 2023", or
 * "3 Jun" when the chart covers six months or less (its ticks then fall on days or weeks).
 */
export function formatTimeTick(time: number | Date, first: number, last: number): string {
  const short = differenceInCalendarMonths(last, first) <= DAY_TICKS_UP_TO_MONTHS;
  return format(time, short ? 'd MMM' : 'MMM yyyy');
}

/** A point's day in words for the tooltip: "3 Jun 2023". */
export const formatPointDay = (time: number | Date) => format(time, 'd MMM yyyy');

/**
 * The chart's x axis for `points`: a number axis on a time scale from the first day to the last,
 * so each point sits at its date, with ticks at calendar boundaries named by {@link formatTimeTick}.
 */
export function timeAxisProps(points: readonly GrowthPoint[]) {
  const first = points[0]?.time ?? 0;
  const last = points.at(-1)?.time ?? 0;
  return {
    type: 'number' as const,
    scale: 'time' as const,
    domain: [first, last],
    tickFormatter: (time: number | Date) => formatTimeTick(time, first, last),
  };
}
