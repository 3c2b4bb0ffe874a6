import type { MetricName } from '@shared/schemas/influencers';

/**
 * The documented plausibility rules (data/datasets/README.md, "Plausibility rules"). A value that
 * breaks one is quarantined: kept with the reason, shown as unverified, left out of sorts, range
 * filters, snapshots and picks. Every rule looks at one source row only (one date).
 */
export const PLAUSIBILITY_RULES = {
  /** Engagement rate is a percent of followers; over 100 % means more interactions per post than followers. */
  maxEngagementRate: 100,
  /**
   * Average views above this multiple of followers. A viral short can reach several times a
   * channel's subscribers (MrBeast Shorts: 1.8×); 20× on average over all uploads is a bad
   * upload count or a mislabelled column (Total Gaming 5.56B average views for 35M subscribers).
   */
  maxViewsPerFollower: 20,
  /** An average estimated as lifetime total ÷ publications needs at least this many publications. */
  minPublicationsForEstimate: 10,
} as const;

/** One metric of one row: its value, whether it was estimated from totals, and why it is unverified. */
export interface RowMetric {
  value: number;
  /** Estimated (e.g. lifetime views ÷ uploads) rather than measured by the source. */
  estimated: boolean;
  /** The broken rule, or null when plausible. */
  unverified: string | null;
}

/** A row's metrics by name (absent = the row does not say). */
export type RowMetrics = Partial<Record<MetricName, RowMetric>>;

const flag = (metric: RowMetric | undefined, reason: string) => {
  if (metric && metric.unverified === null) metric.unverified = reason;
};

/**
 * Applies {@link PLAUSIBILITY_RULES} to the metrics of one row, in place: a failing value gets
 * its reason. An engagement rate derived from unverified likes is unverified too.
 * @param derivedRate whether the row's engagement rate was computed from its likes and comments.
 */
export function checkPlausibility(m: RowMetrics, derivedRate: boolean): RowMetrics {
  const rules = PLAUSIBILITY_RULES;
  const followers = m.followers?.value ?? null;
  for (const name of ['avgViews', 'avgLikes'] as const) {
    const metric = m[name];
    if (metric?.estimated && (m.posts?.value ?? 0) < rules.minPublicationsForEstimate) {
      flag(metric, `estimated over fewer than ${rules.minPublicationsForEstimate} publications`);
    }
  }
  if (
    m.avgViews &&
    followers !== null &&
    m.avgViews.value > rules.maxViewsPerFollower * followers
  ) {
    flag(m.avgViews, `average views above ${rules.maxViewsPerFollower} × followers`);
  }
  if (m.avgLikes && m.avgViews && !m.avgViews.estimated && m.avgLikes.value > m.avgViews.value) {
    flag(m.avgLikes, 'average likes above average views');
  }
  const rate = m.engagementRate;
  if (rate && rate.value > rules.maxEngagementRate) {
    flag(rate, `engagement rate above ${rules.maxEngagementRate} %`);
  }
  if (rate && derivedRate && m.avgLikes?.unverified) {
    flag(rate, 'computed from unverified average likes');
  }
  return m;
}
