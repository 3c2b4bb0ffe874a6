import { z } from 'zod';
import { ACCOUNT_TYPES, PLATFORMS } from '../constants/discovery';
import { accountTypesParam, influencerCardSchema } from './influencers';
import { textSchema } from './text';

/** The most picks one call returns. */
export const MAX_PICKS = 50;

/**
 * A suggested influencer: its card, a score from 0 to 100 (see the ranking engine's weights) and
 * the reasons it was picked, strongest first ("Fitness", "in United States", "mentions “vegan”").
 */
export const influencerPickSchema = z.object({
  card: influencerCardSchema,
  score: z.number().min(0).max(100),
  reasons: z.array(z.string()),
});

/** Answer of find-similar and of picks by keywords, best first. */
export const influencerPicksSchema = z.object({ query: z.array(influencerPickSchema) });

/**
 * Query of `GET /api/influencer/{id}/similar`: how many profiles (default 12, at most 50), and
 * which kinds of account (default creators only).
 */
export const similarQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MAX_PICKS).default(12),
  accountTypes: accountTypesParam.optional(),
});

/**
 * Body of `POST /api/list/ai-picks`: free keywords ("vegan food creators in Germany"), an
 * optional platform, how many picks (default 12, at most 50) and which kinds of account (default
 * creators only).
 */
export const keywordPicksSchema = z.strictObject({
  keywords: textSchema.trim().min(2).max(500),
  platform: z.enum(PLATFORMS).optional(),
  limit: z.number().int().min(1).max(MAX_PICKS).default(12),
  accountTypes: z.array(z.enum(ACCOUNT_TYPES)).min(1).max(ACCOUNT_TYPES.length).optional(),
});

export type InfluencerPick = z.infer<typeof influencerPickSchema>;
export type InfluencerPicks = z.infer<typeof influencerPicksSchema>;
export type KeywordPicks = z.infer<typeof keywordPicksSchema>;
