import { z } from 'zod';
import { PLATFORMS } from '../constants/discovery';
import { isoDateSchema } from './dates';
import { httpUrlSchema } from './text';

/** A count of a post (likes, comments, views), within PostgreSQL's integer; null when not given. */
export const postCount = z.number().int().min(0).max(2_147_483_647).nullable().default(null);

/** Path parameters of `GET /api/promotion/influencer/{influencer}`. */
export const promotionInfluencerParamsSchema = z.strictObject({ influencer: z.uuid() });

/**
 * A published post promoting a brand: its URL on the profile's platform, the UTC date it went
 * live, counts at submission time (null when not given), and the brand when it came from a
 * collaboration.
 */
export const promotionSchema = z.object({
  id: z.uuid(),
  influencerId: z.uuid(),
  collaborationId: z.uuid().nullable(),
  platform: z.enum(PLATFORMS),
  url: z.string(),
  publishedOn: z.iso.date(),
  likes: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  views: z.number().int().nullable(),
  advertiser: z
    .object({ id: z.uuid(), name: z.string(), company: z.string().nullable() })
    .nullable(),
  createdAt: z.iso.datetime(),
});

/**
 * Body of `POST /api/promotion/`: a post the signed-in influencer published, on their linked
 * profile, optionally for one of their collaborations. The URL must be on the profile's platform.
 */
export const createPromotionSchema = z.strictObject({
  collaborationId: z.uuid().nullable().default(null),
  url: httpUrlSchema(2_000),
  publishedOn: isoDateSchema,
  likes: postCount,
  comments: postCount,
  views: postCount,
});

/** `GET /api/promotion/influencer/{influencer}`: the profile's published promotions, newest first. */
export const promotionListSchema = z.object({ query: z.array(promotionSchema) });

export type Promotion = z.infer<typeof promotionSchema>;
export type CreatePromotion = z.infer<typeof createPromotionSchema>;
export type PromotionList = z.infer<typeof promotionListSchema>;
