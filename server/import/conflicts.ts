import type { MetricEntry, MetricName } from '@shared/schemas/influencers';
import { decideMetric, type PrecedenceReason } from './metrics';

/** One side of a decided disagreement: the value, its dataset and date. */
export interface ConflictSide {
  value: number;
  source: string;
  on: string;
}

/**
 * Two sources disagreeing on one metric of one profile, decided by precedence rather than by
 * date (server/import/metrics.ts, {@link decideMetric}): the stored value (`old`), the row's
 * (`new`), whether the row's value won, and the rule that decided.
 */
export interface MetricConflict {
  /** The profile's username (as stored before the row). */
  profile: string;
  metric: MetricName;
  old: ConflictSide;
  new: ConflictSide;
  newWon: boolean;
  reason: PrecedenceReason;
}

/** The readable sentence of each precedence rule, for the import report. */
export const REASON_TEXT: Record<PrecedenceReason, string> = {
  plausible: 'a plausible value beats an unverified one',
  measured: 'a measured value beats an estimate from totals',
  newer: 'newer date',
  'same-source': 'later row of the same dataset',
  owner: 'verified by the creator',
  stated: 'stated by its source beats derived by the importer',
  'declared-date': 'a declared date beats an estimated one',
  'source-order': 'fixed source order (live read, then dataset id)',
};

const side = (entry: MetricEntry): ConflictSide => ({
  value: entry.value,
  source: entry.source,
  on: entry.on,
});

/**
 * The conflict two entries of a metric make, or null when there is none to report: one is
 * missing, they agree on the value, come from the same dataset, or were decided by date alone
 * (a newer source replacing an older one is progress, not disagreement).
 */
export function conflictOf(
  profile: string,
  metric: MetricName,
  current: MetricEntry | undefined,
  incoming: MetricEntry | undefined,
): MetricConflict | null {
  if (!current || !incoming) return null;
  if (current.value === incoming.value || current.source === incoming.source) return null;
  const { kept, reason } = decideMetric(current, incoming);
  if (reason === 'newer') return null;
  return {
    profile,
    metric,
    old: side(current),
    new: side(incoming),
    newWon: kept === incoming,
    reason,
  };
}
