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

/**
 * A profile offered apart from the picks because it misses part of what was asked: its pick,
 * and what it misses (`unmet`, readable: "in Germany or Austria", "speaks German").
 */
export const nearPickSchema = influencerPickSchema.extend({ unmet: z.array(z.string()).min(1) });

/**
 * Answer of find-similar and of picks by keywords or for a campaign, best first. `query`: the
 * profiles that fit everything asked (for a brief: the topic, and its countries and languages),
 * never padded with profiles matching only a place; `alternatives`: when fewer than asked fit,
 * the nearest others (they fit the topic but miss a place or a language), labelled with what
 * they miss. Find-similar ranks all lookalikes in `query` and has no alternatives.
 */
export const influencerPicksSchema = z.object({
  query: z.array(influencerPickSchema),
  alternatives: z.array(nearPickSchema),
});

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
export type NearPick = z.infer<typeof nearPickSchema>;
export type KeywordPicks = z.infer<typeof keywordPicksSchema>;
