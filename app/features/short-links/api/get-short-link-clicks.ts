import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Clicks } from '@shared/schemas/short-links';
import { api } from '@app/lib/api-client';

/** Query key of everything short-link related. */
export const shortLinksQueryKey = ['short-links'] as const;

/**
 * One of the user's short links: real clicks per UTC day and the total
 * (`GET /api/shorten-url/{code}/clicks`; 404 for someone else's).
 */
export function getShortLinkClicks(code: string, signal?: AbortSignal): Promise<Clicks> {
  return api.get<Clicks>(`/shorten-url/${encodeURIComponent(code)}/clicks`, { signal });
}

/**
 * Query options of a link's clicks. `knownTotal` (the total shown elsewhere, e.g. on the polled
 * collaboration) is part of the key, so a new click loads the days again.
 */
export function shortLinkClicksQueryOptions(code: string, knownTotal: number) {
  return queryOptions({
    queryKey: [...shortLinksQueryKey, code, 'clicks', knownTotal] as const,
    queryFn: ({ signal }) => getShortLinkClicks(code, signal),
    placeholderData: (previous) => previous,
  });
}

/** A short link's clicks by day; only the link's owner may read them. */
export function useShortLinkClicks(code: string, knownTotal: number, enabled = true) {
  return useQuery({ ...shortLinkClicksQueryOptions(code, knownTotal), enabled });
}
