import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InfluencerFacets } from '@shared/schemas/influencers';
import { api } from '@app/lib/api-client';
import type { InfluencerFacetsParams } from '../lib/search-state';

/**
 * The pickers' values with their counts for a search (`GET /api/influencer/facets`): public, so
 * visitors get them too; a signed-in user's call carries the token (its rate limit is per user).
 * Read as typed, like every other answer: the server serializes it through
 * `influencerFacetsSchema` (fastify-type-provider-zod), so checking it again here only put the
 * schema library (26 KB gzip) in discovery's first load.
 */
export async function getFacets(
  params: InfluencerFacetsParams,
  { signedIn, signal }: { signedIn: boolean; signal?: AbortSignal },
): Promise<InfluencerFacets> {
  return api.get<InfluencerFacets>('/influencer/facets', {
    query: { ...params },
    signal,
    withToken: signedIn,
  });
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
