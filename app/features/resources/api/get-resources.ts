import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResourceList } from '@shared/schemas/resources';
import { api } from '@app/lib/api-client';

/** Query key of the guide list for the search text `q` ('' for all). */
export function resourcesQueryKey(q: string) {
  return ['resources', 'list', q] as const;
}

/**
 * Fetches the guides (`GET /api/resources?q=`), newest first; a non-blank `q` keeps those whose
 * title, description or text hold every word. Public: sent without the token.
 */
export function getResources(q: string, signal?: AbortSignal): Promise<ResourceList> {
  return api.get<ResourceList>('/resources', {
    query: { q: q.trim() || undefined },
    signal,
    withToken: false,
  });
}

/** Query options of the guide list; guides change only with a deploy, so they stay fresh 5 minutes. */
export function resourcesQueryOptions(q: string) {
  return queryOptions({
    queryKey: resourcesQueryKey(q),
    queryFn: ({ signal }) => getResources(q, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Loads the guides matching `q`, keeping the previous answer on screen while a new search loads. */
export function useResources(q: string) {
  return useQuery(resourcesQueryOptions(q));
}
