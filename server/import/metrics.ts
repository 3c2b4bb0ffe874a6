import type { MetricEntry } from '@shared/schemas/influencers';

/**
 * Which of two values of one metric a profile keeps (PRODUCT §2, issue 13): a plausible value
 * always beats an unverified one; between plausible values a measured one beats an estimate
 * (lifetime views ÷ uploads never overrides a measured average, however new), then the newer date
 * wins (ties: the incoming row, so a later row of the same file overrides an earlier one);
 * between unverified values the newer wins; a creator-verified value (source `owner:*`) is never
 * replaced by another source's of the same day or older. Values of different dates are never
 * combined.
 * @returns the entry to keep (`current` when `incoming` is absent).
 */
export function chooseMetric(
  current: MetricEntry | undefined,
  incoming: MetricEntry | undefined,
): MetricEntry | undefined {
  if (!incoming) return current;
  if (!current) return incoming;
  const currentOk = current.unverified === undefined;
  const incomingOk = incoming.unverified === undefined;
  if (currentOk !== incomingOk) return currentOk ? current : incoming;
  if (currentOk && Boolean(current.estimated) !== Boolean(incoming.estimated)) {
    return current.estimated ? incoming : current;
  }
  const ownerKept = isOwnerVerified(current) && !isOwnerVerified(incoming);
  return incoming.on > current.on || (incoming.on === current.on && !ownerKept)
    ? incoming
    : current;
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
 * Engagement rate, percent, as PRODUCT §2 defines it: (average likes + average comments) ÷
 * followers × 100, rounded to 4 decimals; null without followers (none, or hidden).
 */
export function engagementRateOf(
  avgLikes: number,
  avgComments: number | null,
  followers: number | null,
): number | null {
  if (followers === null || followers <= 0) return null;
  return Math.round(((avgLikes + (avgComments ?? 0)) / followers) * 100 * 10_000) / 10_000;
}
