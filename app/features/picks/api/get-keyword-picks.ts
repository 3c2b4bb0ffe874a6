import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InfluencerPicks, keywordPicksSchema } from '@shared/schemas/picks';
import { api } from '@app/lib/api-client';

/** Body of `POST /api/list/ai-picks`: keywords (2–500 characters), optional platform and limit. */
export type KeywordPicksRequest = z.input<typeof keywordPicksSchema>;

/**
 * Influencers picked for free keywords ("vegan food creators in Germany"), best first, each with
 * a 0–100 score and its reasons (`POST /api/list/ai-picks`, signed in, rate-limited): `query`
 * those that fit everything asked, `alternatives` the nearest others when fewer fit, each with
 * what it misses.
 */
export async function getKeywordPicks(body: KeywordPicksRequest): Promise<InfluencerPicks> {
  return api.post<InfluencerPicks>('/list/ai-picks', body);
}

/**
 * Mutation hook of {@link getKeywordPicks}; the picks are the mutation's `data`.
 *
 * A mutation rather than a query keyed by the keywords: the call is a POST that the server
 * rate-limits (30 a minute), it runs only when the person presses "Suggest influencers", and the
 * answer belongs to that one submission, so there is nothing worth caching, refetching or sharing
 * between components. Pressing the button again with the same keywords asks again.
 */
export function useKeywordPicks(
  options?: Omit<UseMutationOptions<InfluencerPicks, Error, KeywordPicksRequest>, 'mutationFn'>,
) {
  return useMutation({ mutationFn: getKeywordPicks, ...options });
}
