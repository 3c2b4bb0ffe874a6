import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InfluencerFacets, influencerFacetsSchema } from '@shared/schemas/influencers';
import { api } from '@app/lib/api-client';
import type { InfluencerFacetsParams } from '../lib/search-state';

/**
 * The pickers' values with their counts for a search (`GET /api/influencer/facets`): public, so
 * visitors get them too; a signed-in user's call carries the token (its rate limit is per user).
 */
export async function getFacets(
  params: InfluencerFacetsParams,
  { signedIn, signal }: { signedIn: boolean; signal?: AbortSignal },
): Promise<InfluencerFacets> {
  const body = await api.get<unknown>('/influencer/facets', {
    query: { ...params },
    signal,
    withToken: signedIn,
  });
  const parsed = influencerFacetsSchema.safeParse(body);
  if (!parsed.success) throw new Error('The filter counts answered in an unexpected format.');
  return parsed.data;
}

/** Query options of the facets of one search (any page, any sort: the same counts). */
export function facetsQueryOptions(params: InfluencerFacetsParams, signedIn: boolean) {
  return queryOptions({
    queryKey: ['influencers', 'facets', params] as const,
    queryFn: ({ signal }) => getFacets(params, { signedIn, signal }),
    staleTime: 60_000,
  });
}

/**
 * Loads the facets of the current filters. While new ones load the previous counts stay on screen
 * (`isPlaceholderData` tells they are stale), so the pickers do not empty on every change.
 */
export function useFacets(params: InfluencerFacetsParams, { signedIn }: { signedIn: boolean }) {
  return useQuery({ ...facetsQueryOptions(params, signedIn), placeholderData: keepPreviousData });
}
