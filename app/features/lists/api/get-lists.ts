import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lists, ListSummary } from '@shared/schemas/lists';
import { api } from '@app/lib/api-client';

/** Query key of the list collection; every list change invalidates everything under `['lists']`. */
export const listsQueryKey = ['lists'] as const;

/** The signed-in user's lists, "Favorites" first (`GET /api/list`). */
export async function getLists(signal?: AbortSignal): Promise<ListSummary[]> {
  return (await api.get<Lists>('/list', { signal })).lists;
}

/** Query options of the list collection. */
export function listsQueryOptions() {
  return queryOptions({
    queryKey: [...listsQueryKey, 'collection'] as const,
    queryFn: ({ signal }) => getLists(signal),
    staleTime: 30_000,
  });
}

/** The list collection (SEED-SPEC's `listArr`); off for visitors. */
export function useLists({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listsQueryOptions(), enabled });
}
