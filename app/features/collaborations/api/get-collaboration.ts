import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CollaborationDetail } from '@shared/schemas/collaborations';
import { api } from '@app/lib/api-client';
import { inboxQueryKey } from '@app/lib/inbox';
import { useInviteToken } from '../hooks/use-invite-token';
import { accessOptions } from '../lib/collaboration-access';
import { collaborationsQueryKey } from './get-collaborations';

/** How often an open collaboration is refreshed, in ms, so the other party's messages appear. */
const DETAIL_POLL_MS = 5_000;

/** Query key of one collaboration. */
export const collaborationQueryKey = (id: string) =>
  [...collaborationsQueryKey, 'detail', id] as const;

/**
 * One collaboration with its timeline, published posts and reviews (`GET /api/collaboration/{id}`;
 * marks the thread read for the viewer). With an invite token the call carries it instead of the
 * session. 404 for someone else's; 401 for a refused or expired token.
 */
export function getCollaboration(
  id: string,
  inviteToken: string | null,
  signal?: AbortSignal,
): Promise<CollaborationDetail> {
  return api.get<CollaborationDetail>(`/collaboration/${encodeURIComponent(id)}`, {
    signal,
    ...accessOptions(inviteToken),
  });
}

/** Query options of one collaboration, refreshed every 5 s while shown. */
export function collaborationQueryOptions(id: string, inviteToken: string | null) {
  return queryOptions({
    queryKey: collaborationQueryKey(id),
    queryFn: ({ signal }) => getCollaboration(id, inviteToken, signal),
    refetchInterval: DETAIL_POLL_MS,
  });
}

/**
 * One collaboration, through the invite token in effect (or the session). `enabled: false` when
 * there is no way to load it (a visitor without a token).
 */
export function useCollaboration(id: string, enabled = true) {
  const inviteToken = useInviteToken();
  const queryClient = useQueryClient();
  const query = useQuery({ ...collaborationQueryOptions(id, inviteToken), enabled });
  // `unread` counts what this load just marked read: the Inbox badge follows at once.
  const marked = query.data?.unread ?? 0;
  useEffect(() => {
    if (marked > 0) void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
  }, [marked, query.dataUpdatedAt, queryClient]);
  return query;
}
