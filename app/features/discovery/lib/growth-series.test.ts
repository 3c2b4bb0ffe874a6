import { describe, expect, it } from 'vitest';
import type { InfluencerSnapshot } from '@shared/schemas/influencers';
import { formatPointDay, formatTimeTick, growthSeries, timeAxisProps } from './growth-series';

const snapshot = (takenOn: string, followers: number | null): InfluencerSnapshot => ({
  takenOn,
  followers,
  avgViews: null,
  engagementRate: null,
});

const DAY = 24 * 60 * 60 * 1000;

describe('growth series', () => {
  it('places each snapshot at its date, so uneven gaps stay uneven', () => {
    const points = growthSeries(
      [
        snapshot('2023-06-01', 1_500_000),
        snapshot('2022-01-01', 1_000_000),
        snapshot('2022-01-31', 1_100_000),
        snapshot('2022-03-01', null),
      ],
      'followers',
    );

    expect(points.map((p) => p.value)).toEqual([1_000_000, 1_100_000, 1_500_000]);
    expect(points.map((p) => formatPointDay(p.time))).toEqual([
      '1 Jan 2022',
      '31 Jan 2022',
      '1 Jun 2023',
    ]);
    const [a, b, c] = points.map((p) => p.time);
    // 30 days, then 486: the second gap is about 16 times the first, not the same width.
    expect(Math.round((b! - a!) / DAY)).toBe(30);
    expect(Math.round((c! - b!) / DAY)).toBe(486);
  });

  it('draws the x axis as time from the first snapshot to the last', () => {
    const points = growthSeries(
      [snapshot('2022-01-01', 1), snapshot('2023-06-01', 2)],
      'followers',
    );
    const axis = timeAxisProps(points);

    expect(axis).toMatchObject({ type: 'number', scale: 'time' });
    expect(axis.domain).toEqual([points[0]!.time, points[1]!.time]);
    expect(axis.tickFormatter(new Date(2022, 6, 1))).toBe('Jul 2022');
  });

  it('names days on the ticks of a chart of six months or less', () => {
    const first = new Date(2024, 0, 1).getTime();
    expect(formatTimeTick(new Date(2024, 1, 5), first, new Date(2024, 4, 1).getTime())).toBe(
      '5 Feb',
    );
    expect(formatTimeTick(new Date(2024, 1, 5), first, new Date(2025, 0, 1).getTime())).toBe(
      'Feb 2024',
    );
  });
});
