import { z } from 'zod';

/** Path parameters of `GET /api/review/influencer/{influencerId}`. */
export const influencerReviewsParamsSchema = z.strictObject({ influencerId: z.uuid() });
/** Path parameters of `GET /api/review/advertiser/{userId}`. */
export const advertiserReviewsParamsSchema = z.strictObject({ userId: z.uuid() });

/**
 * The reviews one side received after completed collaborations: the average rating (1–5, null
 * when there are none), how many, and the 20 newest with the reviewer's public name.
 */
export const reviewSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  recent: z.array(
    z.object({
      rating: z.number().int(),
      text: z.string(),
      by: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
