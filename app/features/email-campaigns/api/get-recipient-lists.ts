import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lists, ListSummary } from '@shared/schemas/lists';
import { api } from '@app/lib/api-client';

/**
 * The user's lists a campaign can be sent to, "Favorites" first (`GET /api/list`), each with its
 * influencer count.
 */
export async function getRecipientLists(signal?: AbortSignal): Promise<ListSummary[]> {
  return (await api.get<Lists>('/list', { signal })).lists;
}

/** Query options of the recipient lists (shares the lists feature's cache key). */
export function recipientListsQueryOptions() {
  return queryOptions({
    queryKey: ['lists', 'collection'] as const,
    queryFn: ({ signal }) => getRecipientLists(signal),
    staleTime: 30_000,
  });
}

/** The user's lists, for the recipients select. */
export function useRecipientLists() {
  return useQuery(recipientListsQueryOptions());
}
