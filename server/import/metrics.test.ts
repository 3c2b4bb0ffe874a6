import { describe, expect, it } from 'vitest';
import type { MetricEntry } from '@shared/schemas/influencers';
import { chooseMetric, decideMetric, engagementBase, isStaleRate } from './metrics';

const entry = (over: Partial<MetricEntry> = {}): MetricEntry => ({
  value: 1,
  on: '2022-06-01',
  source: 'a',
  sourceName: 'A',
  ...over,
});

describe('decideMetric', () => {
  it.each([
    ['plausible', entry({ unverified: 'x' }), entry({ source: 'b' }), 'incoming'],
    ['measured', entry({ on: '2023-01-01', estimated: true }), entry({ source: 'b' }), 'incoming'],
    ['newer', entry(), entry({ source: 'b', on: '2022-09-01' }), 'incoming'],
    ['same-source', entry({ value: 2 }), entry(), 'incoming'],
    ['owner', entry({ source: 'owner:x' }), entry({ source: 'b' }), 'current'],
    ['stated', entry({ derived: true }), entry({ source: 'b' }), 'incoming'],
    ['declared-date', entry(), entry({ source: 'b', dateEstimated: true }), 'current'],
    ['source-order', entry({ source: 'b' }), entry({ source: 'a' }), 'incoming'],
    ['source-order', entry({ source: 'zz' }), entry({ source: 'api:youtube' }), 'incoming'],
  ] as const)('decides by %s', (reason, current, incoming, winner) => {
    const decision = decideMetric(current, incoming);
    expect(decision.reason).toBe(reason);
    expect(decision.kept).toBe(winner === 'incoming' ? incoming : current);
  });

  it('decides two sources of one day the same whichever comes first', () => {
    const pairs: [MetricEntry, MetricEntry][] = [
      [entry({ source: 'b' }), entry({ source: 'a' })],
      [entry({ derived: true }), entry({ source: 'b' })],
      [entry({ dateEstimated: true }), entry({ source: 'b' })],
      [entry({ source: 'owner:x' }), entry({ source: 'api:instagram' })],
    ];
    for (const [x, y] of pairs) {
      expect(chooseMetric(x, y)).toBe(chooseMetric(y, x));
    }
  });
});

describe('engagementBase', () => {
  it('divides by followers on Instagram and YouTube, by measured average views on TikTok', () => {
    const values = { followers: 1000, avgViews: 5000, viewsEstimated: false };
    expect(engagementBase('instagram', values)).toBe(1000);
    expect(engagementBase('youtube', values)).toBe(1000);
    expect(engagementBase('tiktok', values)).toBe(5000);
    expect(engagementBase('tiktok', { ...values, viewsEstimated: true })).toBeNull();
  });
});

describe('isStaleRate', () => {
  it('flags a TikTok rate not stored by views, never an Instagram or YouTube one', () => {
    expect(isStaleRate('tiktok', entry())).toBe(true);
    expect(isStaleRate('tiktok', entry({ basis: 'followers' }))).toBe(true);
    expect(isStaleRate('tiktok', entry({ basis: 'views' }))).toBe(false);
    expect(isStaleRate('instagram', entry())).toBe(false);
    expect(isStaleRate('youtube', entry({ basis: 'followers' }))).toBe(false);
    expect(isStaleRate('tiktok', undefined)).toBe(false);
  });
});
