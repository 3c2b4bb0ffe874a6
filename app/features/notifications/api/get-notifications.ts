import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { NotificationPage } from '@shared/schemas/notifications';
import { api } from '@app/lib/api-client';
import { inboxQueryKey } from '@app/lib/inbox';

/**
 * How often the bell refreshes while the tab is visible, in ms: the Inbox badge's interval, so
 * both counts move together (a poll, not server-sent events: any web process answers it, with no
 * connection held per open tab; see README "Notifications").
 */
export const NOTIFICATIONS_REFRESH_MS = 20_000;

/** Items the bell's panel shows. */
export const PANEL_SIZE = 8;

/** Query key of everything notifications: under the inbox key, so reading messages refreshes it. */
export const notificationsQueryKey = [...inboxQueryKey, 'notifications'] as const;

/**
 * A page of the signed-in user's notifications and their unread count (`GET /api/notifications`);
 * `viewing` (the page the tab shows, path and query) marks the user active there and reads that
 * place's notifications.
 */
export function getNotifications(
  query: { before?: string; limit?: number; viewing?: string },
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return api.get<NotificationPage>('/notifications', { query, signal });
}

/** The page the tab shows, path and query: what the bell's poll reports as `viewing`. */
const shownPage = () => `${window.location.pathname}${window.location.search}`;

/**
 * Query options of the bell: the newest items, reporting at each poll the page the tab shows
 * then (so the key stays one per user).
 */
export function latestNotificationsQueryOptions() {
  return queryOptions({
    queryKey: [...notificationsQueryKey, 'latest'] as const,
    queryFn: ({ signal }) => getNotifications({ limit: PANEL_SIZE, viewing: shownPage() }, signal),
  });
}

/**
 * The bell's notifications, polled every 20 s while the tab is visible (TanStack Query pauses
 * polling in a hidden tab) and whenever something under the inbox key changes (a thread read).
 */
export function useLatestNotifications() {
  return useQuery({
    ...latestNotificationsQueryOptions(),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
}

/** Query options of the history page: pages of 20, newest first. */
export function notificationHistoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...notificationsQueryKey, 'history'] as const,
    queryFn: ({ pageParam, signal }) =>
      getNotifications(pageParam ? { before: pageParam } : {}, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

/** The whole history, a page at a time. */
export function useNotificationHistory() {
  return useInfiniteQuery(notificationHistoryQueryOptions());
}
