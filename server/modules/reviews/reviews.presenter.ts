import type { ReviewSummary } from '@shared/schemas/reviews';
import type { influencerReviews } from './reviews.repository';

/** A stored summary as the API shows it: the average to one decimal, times in ISO 8601 UTC. */
export function presentReviewSummary(
  s: Awaited<ReturnType<typeof influencerReviews>>,
): ReviewSummary {
  return {
    average: s.average === null ? null : Math.round(s.average * 10) / 10,
    count: s.count,
    recent: s.recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
