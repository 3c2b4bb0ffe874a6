import type { ReviewSummary } from '@shared/schemas/reviews';

/** One received review as the summary lists it; override any field. */
export function makeReview(
  overrides: Partial<ReviewSummary['recent'][number]> = {},
): ReviewSummary['recent'][number] {
  return {
    rating: 5,
    text: 'Delivered on time and the reel did great.',
    by: 'Glow Labs',
    createdAt: '2026-07-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A review summary (`GET /api/review/…`) of `recent` reviews; average and count override. */
export function makeReviewSummary(
  recent: ReviewSummary['recent'],
  overrides: Partial<Omit<ReviewSummary, 'recent'>> = {},
): ReviewSummary {
  const average = recent.length
    ? recent.reduce((sum, review) => sum + review.rating, 0) / recent.length
    : null;
  return { average, count: recent.length, recent, ...overrides };
}
