import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Resource } from '@shared/schemas/resources';
import { api } from '@app/lib/api-client';

/** Query key of one guide. */
export function resourceQueryKey(slug: string) {
  return ['resources', 'guide', slug] as const;
}

/**
 * Fetches one guide with its sanitised HTML and table of contents (`GET /api/resources/{slug}`).
 * Public: sent without the token. Rejects with an `ApiError` of status 404 for an unknown slug.
 */
export function getResource(slug: string, signal?: AbortSignal): Promise<Resource> {
  return api.get<Resource>(`/resources/${encodeURIComponent(slug)}`, { signal, withToken: false });
}

/** Query options of one guide (fresh for 5 minutes; guides change only with a deploy). */
export function resourceQueryOptions(slug: string) {
  return queryOptions({
    queryKey: resourceQueryKey(slug),
    queryFn: ({ signal }) => getResource(slug, signal),
    staleTime: 5 * 60_000,
  });
}

/** Loads the guide at `slug`. */
export function useResource(slug: string) {
  return useQuery(resourceQueryOptions(slug));
}
