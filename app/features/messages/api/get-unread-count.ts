import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@shared/schemas/messages';
import { api } from '@app/lib/api-client';
import { inboxQueryKey } from '@app/lib/inbox';

/** How often the header's unread count refreshes while the tab is visible, in ms. */
export const UNREAD_REFRESH_MS = 20_000;

/**
 * Unread in-app messages and unread collaboration messages of the signed-in user
 * (`GET /api/message/unread-count`).
 */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api.get<UnreadCount>('/message/unread-count', { signal });
}

/** Query options of the unread count. */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: [...inboxQueryKey, 'unread-count'] as const,
    queryFn: ({ signal }) => getUnreadCount(signal),
  });
}

/**
 * The unread count, polled every 20 s. TanStack Query pauses the polling while the tab is hidden
 * (`refetchIntervalInBackground` is false by default).
 */
export function useUnreadCount() {
  return useQuery({ ...unreadCountQueryOptions(), refetchInterval: UNREAD_REFRESH_MS });
}
