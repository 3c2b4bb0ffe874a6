import type { MetricEntry } from '@shared/schemas/influencers';

/**
 * Which of two values of one metric a profile keeps (PRODUCT §2, issue 13): a plausible value
 * always beats an unverified one; between plausible values a measured one beats an estimate
 * (lifetime views ÷ uploads never overrides a measured average, however new), then the newer date
 * wins (ties: the incoming row, so a later row of the same file overrides an earlier one);
 * between unverified values the newer wins. Values of different dates are never combined.
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
  return incoming.on >= current.on ? incoming : current;
}

/** The value a metric column holds: the entry's value when plausible, else null. */
export function columnValue(entry: MetricEntry | undefined): number | null {
  return entry && entry.unverified === undefined ? entry.value : null;
}
