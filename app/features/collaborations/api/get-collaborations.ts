import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollaborationStatus } from '@shared/constants/collaborations';
import type { CollaborationList } from '@shared/schemas/collaborations';
import { api } from '@app/lib/api-client';

/** Query key of everything about collaborations; every collaboration change invalidates it. */
export const collaborationsQueryKey = ['collaborations'] as const;

/** Query key of the collaboration lists (all statuses). */
export const collaborationListsQueryKey = [...collaborationsQueryKey, 'list'] as const;

/** How often the list is refreshed while open, in ms (new proposals, unread messages). */
const LIST_POLL_MS = 30_000;

/**
 * The user's collaborations (either party), most recent activity first, optionally of one status,
 * with the count of each status and the total unread (`GET /api/collaboration?status=`).
 */
export function getCollaborations(
  status: CollaborationStatus | null,
  signal?: AbortSignal,
): Promise<CollaborationList> {
  return api.get<CollaborationList>('/collaboration', { query: { status }, signal });
}

/**
 * Query options of the collaborations of one status (null: all): refreshed every 30 s, and on
 * every visit (opening one marks its messages read, so the unread counts change).
 */
export function collaborationsQueryOptions(status: CollaborationStatus | null) {
  return queryOptions({
    queryKey: [...collaborationListsQueryKey, status ?? 'all'] as const,
    queryFn: ({ signal }) => getCollaborations(status, signal),
    refetchInterval: LIST_POLL_MS,
    staleTime: 0,
  });
}

/** The user's collaborations of one status (null: all) with the counts per status. */
export function useCollaborations(status: CollaborationStatus | null) {
  return useQuery(collaborationsQueryOptions(status));
}
