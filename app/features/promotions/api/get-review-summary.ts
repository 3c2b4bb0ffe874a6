import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummary } from '@shared/schemas/reviews';
import { api } from '@app/lib/api-client';

/** Query key of everything about reviews; leaving a review should invalidate it. */
export const reviewsQueryKey = ['reviews'] as const;

/** Whose reviews: an influencer profile (by profile id) or an advertiser (by user id). */
export interface ReviewSubject {
  kind: 'influencer' | 'advertiser';
  id: string;
}

/**
 * The reviews one side received after completed collaborations: average (null when none),
 * count and the newest ones with the reviewer's name (`GET /api/review/influencer/{id}` or
 * `/api/review/advertiser/{userId}`, public).
 */
export function getReviewSummary(
  subject: ReviewSubject,
  signal?: AbortSignal,
): Promise<ReviewSummary> {
  return api.get<ReviewSummary>(`/review/${subject.kind}/${encodeURIComponent(subject.id)}`, {
    signal,
  });
}

/** Query options of one side's review summary. */
export function reviewSummaryQueryOptions(subject: ReviewSubject) {
  return queryOptions({
    queryKey: [...reviewsQueryKey, subject.kind, subject.id] as const,
    queryFn: ({ signal }) => getReviewSummary(subject, signal),
  });
}

/** One side's review summary. */
export function useReviewSummary(subject: ReviewSubject) {
  return useQuery(reviewSummaryQueryOptions(subject));
}
