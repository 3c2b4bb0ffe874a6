import type { Platform } from '@shared/constants/discovery';
import { ENGAGEMENT_RATE_BASIS, type MetricEntry } from '@shared/schemas/influencers';

/**
 * Why {@link decideMetric} kept one of two values of a metric, in the order the rules apply:
 * - `plausible`: a plausible value beats an unverified one;
 * - `measured`: a measured value beats an estimate (lifetime views ÷ uploads), whatever the dates;
 * - `newer`: a newer date wins;
 * - `same-source`: same date and dataset — the later row of the file wins (a repeated handle);
 * - `owner`: a creator-verified value (source `owner:*`) beats another source's of the same day;
 * - `stated`: a value the source stated beats one the importer derived (a rate from likes);
 * - `declared-date`: a dataset that declares its date beats one whose date is an estimate;
 * - `source-order`: the fixed order of {@link sourceRank}, then the dataset id first in
 *   alphabetical (code point) order — never the import order.
 */
export type PrecedenceReason =
  | 'plausible'
  | 'measured'
  | 'newer'
  | 'same-source'
  | 'owner'
  | 'stated'
  | 'declared-date'
  | 'source-order';

/** A precedence decision: the entry kept and the rule that decided. */
export interface MetricDecision {
  kept: MetricEntry;
  reason: PrecedenceReason;
}

/**
 * The fixed order of sources of one day, first wins: a live provider read (`api:*`) before a
 * dataset; datasets then by id (code point order). Creator-verified values are decided earlier.
 */
function sourceRank(source: string): number {
  return source.startsWith('api:') ? 0 : 1;
}

/** Sorts two source ids by {@link sourceRank}, then by id: negative when `a` comes first. */
function compareSources(a: string, b: string): number {
  return sourceRank(a) - sourceRank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Decides which of two values of one metric a profile keeps (PRODUCT §2, issues 13 and 31), by
 * the first rule of {@link PrecedenceReason} that tells them apart; two sources giving the same
 * metric on the same date are decided, never last-write-wins by import order (data/datasets/README.md,
 * "When sources disagree"). Values of different dates are never combined.
 */
export function decideMetric(current: MetricEntry, incoming: MetricEntry): MetricDecision {
  const pick = (incomingWins: boolean, reason: PrecedenceReason): MetricDecision => ({
    kept: incomingWins ? incoming : current,
    reason,
  });
  const currentOk = current.unverified === undefined;
  const incomingOk = incoming.unverified === undefined;
  if (currentOk !== incomingOk) return pick(incomingOk, 'plausible');
  if (currentOk && Boolean(current.estimated) !== Boolean(incoming.estimated)) {
    return pick(Boolean(current.estimated), 'measured');
  }
  if (incoming.on !== current.on) return pick(incoming.on > current.on, 'newer');
  if (incoming.source === current.source) return pick(true, 'same-source');
  if (isOwnerVerified(current) !== isOwnerVerified(incoming)) {
    return pick(isOwnerVerified(incoming), 'owner');
  }
  if (Boolean(current.derived) !== Boolean(incoming.derived)) {
    return pick(Boolean(current.derived), 'stated');
  }
  if (Boolean(current.dateEstimated) !== Boolean(incoming.dateEstimated)) {
    return pick(Boolean(current.dateEstimated), 'declared-date');
  }
  return pick(compareSources(incoming.source, current.source) < 0, 'source-order');
}

/**
 * Which of two values of one metric a profile keeps ({@link decideMetric}).
 * @returns the entry to keep (`current` when `incoming` is absent).
 */
export function chooseMetric(
  current: MetricEntry | undefined,
  incoming: MetricEntry | undefined,
): MetricEntry | undefined {
  if (!incoming) return current;
  if (!current) return incoming;
  return decideMetric(current, incoming).kept;
}

/** Whether the creator's own sign-in gave this value ("verified by creator"). */
export function isOwnerVerified(entry: MetricEntry): boolean {
  return entry.source.startsWith('owner:');
}

/** The value a metric column holds: the entry's value when plausible, else null. */
export function columnValue(entry: MetricEntry | undefined): number | null {
  return entry && entry.unverified === undefined ? entry.value : null;
}

/**
 * Engagement rate, percent: (average likes + average comments) ÷ `base` × 100, rounded to 4
 * decimals, where `base` is followers (PRODUCT §2) or average views (TikTok, see
 * {@link engagementBase}); null without a base (none, or hidden).
 */
export function engagementRateOf(
  avgLikes: number,
  avgComments: number | null,
  base: number | null,
): number | null {
  if (base === null || base <= 0) return null;
  return Math.round(((avgLikes + (avgComments ?? 0)) / base) * 100 * 10_000) / 10_000;
}

/**
 * The count a platform's engagement rate divides by (ENGAGEMENT_RATE_BASIS): average views on
 * TikTok — null when the views are unknown or only estimated from totals — else followers.
 */
export function engagementBase(
  platform: Platform,
  values: { followers: number | null; avgViews: number | null; viewsEstimated: boolean },
): number | null {
  if (ENGAGEMENT_RATE_BASIS[platform] === 'followers') return values.followers;
  return values.viewsEstimated ? null : values.avgViews;
}

/**
 * Whether a stored engagement-rate entry is of another basis than its platform's
 * (ENGAGEMENT_RATE_BASIS): a TikTok rate stored by followers before TikTok's became by views.
 * Such an entry is dropped when a row next touches the profile, never compared with a new one.
 */
export function isStaleRate(platform: Platform, entry: MetricEntry | undefined): boolean {
  return entry !== undefined && (entry.basis ?? 'followers') !== ENGAGEMENT_RATE_BASIS[platform];
}
