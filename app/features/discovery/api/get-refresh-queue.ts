import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefreshQueueStatus } from '@shared/schemas/influencer-refresh';
import { api } from '@app/lib/api-client';

/** How often the admin view asks for the queue again, in ms. */
const QUEUE_POLL_MS = 15_000;

/**
 * The refresh queue's depth by state and each provider's configuration, quota use today and pause
 * (admins only, `GET /api/admin/data-refresh`).
 */
export function getRefreshQueue(signal?: AbortSignal): Promise<RefreshQueueStatus> {
  return api.get<RefreshQueueStatus>('/admin/data-refresh', { signal });
}

/** Query options of {@link getRefreshQueue}, asked again every 15 s while shown. */
export function refreshQueueQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'data-refresh'] as const,
    queryFn: ({ signal }) => getRefreshQueue(signal),
    refetchInterval: QUEUE_POLL_MS,
  });
}

/** The refresh queue for the admin page; nothing is asked while disabled. */
export function useRefreshQueue({ enabled = true } = {}) {
  return useQuery({ ...refreshQueueQueryOptions(), enabled });
}
