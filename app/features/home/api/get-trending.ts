import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendingInfluencers } from '@shared/schemas/influencers';
import { api } from '@app/lib/api-client';

/** How many trending creators the home page shows (two rows of three). */
export const TRENDING_LIMIT = 6;

/** Fetches the creators with the largest recent follower growth (`GET /api/influencer/trending`, public). */
export async function getTrending(
  limit = TRENDING_LIMIT,
  signal?: AbortSignal,
): Promise<TrendingInfluencers> {
  const body = await api.get<Partial<TrendingInfluencers> | null>('/influencer/trending', {
    query: { limit },
    signal,
    withToken: false,
  });
  // Check the shape, so a surprise from the server hides the section instead of breaking the page.
  if (!body || !Array.isArray(body.query)) {
    throw new Error('Unexpected answer from /api/influencer/trending');
  }
  return body as TrendingInfluencers;
}

/** Query options of the trending creators. */
export function trendingQueryOptions(limit = TRENDING_LIMIT) {
  return queryOptions({
    queryKey: ['influencers', 'trending', limit] as const,
    queryFn: ({ signal }) => getTrending(limit, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Loads the trending creators once `enabled`. */
export function useTrending({
  limit = TRENDING_LIMIT,
  enabled = true,
}: { limit?: number; enabled?: boolean } = {}) {
  return useQuery({ ...trendingQueryOptions(limit), enabled });
}
