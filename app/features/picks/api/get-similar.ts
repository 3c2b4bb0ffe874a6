import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InfluencerPick, InfluencerPicks } from '@shared/schemas/picks';
import { api } from '@app/lib/api-client';

/** How many similar profiles are asked for (the server's default). */
export const SIMILAR_LIMIT = 12;

/**
 * Profiles similar to an influencer, best first, each with a 0–100 score and its reasons
 * (`GET /api/influencer/{id}/similar?limit=12`, signed in). Each call counts on the profile.
 */
export async function getSimilar(
  influencerId: string,
  signal?: AbortSignal,
): Promise<InfluencerPick[]> {
  const answer = await api.get<InfluencerPicks>(
    `/influencer/${encodeURIComponent(influencerId)}/similar`,
    { query: { limit: SIMILAR_LIMIT }, signal },
  );
  return answer.query;
}

/** Query options of the similar profiles of one influencer. */
export function similarQueryOptions(influencerId: string) {
  return queryOptions({
    queryKey: ['picks', 'similar', influencerId] as const,
    queryFn: ({ signal }) => getSimilar(influencerId, signal),
    // Asked for on purpose and counted by the server: keep the answer rather than refetching.
    staleTime: 10 * 60_000,
  });
}

/**
 * The similar profiles of `influencerId`, fetched only while `enabled` (off by default: the page
 * turns it on when the person asks). An earlier answer still in the cache is returned either way.
 */
export function useSimilar(influencerId: string, { enabled = false }: { enabled?: boolean } = {}) {
  return useQuery({ ...similarQueryOptions(influencerId), enabled });
}
