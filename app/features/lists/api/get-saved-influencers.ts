import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedInfluencers } from '@shared/schemas/lists';
import { api } from '@app/lib/api-client';
import { listsQueryKey } from './get-lists';

/** Every influencer saved in any list, once, newest first (`GET /api/list/saved`). */
export function getSavedInfluencers(signal?: AbortSignal): Promise<SavedInfluencers> {
  return api.get<SavedInfluencers>('/list/saved', { signal });
}

/** Query options of the saved influencers (under `['lists']`, so list changes refresh them). */
export function savedInfluencersQueryOptions() {
  return queryOptions({
    queryKey: [...listsQueryKey, 'saved'] as const,
    queryFn: ({ signal }) => getSavedInfluencers(signal),
  });
}

/** The saved influencers of My Influencers. */
export function useSavedInfluencers() {
  return useQuery(savedInfluencersQueryOptions());
}
