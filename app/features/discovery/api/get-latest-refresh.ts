import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LatestRefresh } from '@shared/schemas/influencer-refresh';
import { api } from '@app/lib/api-client';
import { invalidateInfluencerNumbers } from '@app/lib/influencer-numbers';
import { isRefreshInFlight, refreshPollInterval } from '../lib/refresh-state';

/** Key of a profile's latest refresh from its provider. */
export function latestRefreshQueryKey(influencerId: string) {
  return ['influencers', 'refresh', influencerId] as const;
}

/**
 * A profile's latest refresh from its provider (null when it has none) and whether this server can
 * refresh it (`GET /api/influencer/{id}/refresh`, signed in; 404 when the profile does not exist).
 */
export function getLatestRefresh(
  influencerId: string,
  signal?: AbortSignal,
): Promise<LatestRefresh> {
  return api.get<LatestRefresh>(`/influencer/${encodeURIComponent(influencerId)}/refresh`, {
    signal,
  });
}

/**
 * Query options of a profile's latest refresh. Asked again every 1.5 s while it is queued or
 * running (every 30 s while it waits for a later time), never once it is done or failed. When an
 * answer finds done a refresh the cache had queued or running, the profile and every card showing
 * its numbers load again before the answer is kept, so "Updated …" and the new numbers show together.
 */
export function latestRefreshQueryOptions(queryClient: QueryClient, influencerId: string) {
  const queryKey = latestRefreshQueryKey(influencerId);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<LatestRefresh>(queryKey)?.refresh;
      const latest = await getLatestRefresh(influencerId, signal);
      if (isRefreshInFlight(before) && latest.refresh?.state === 'done')
        await invalidateInfluencerNumbers(queryClient, influencerId);
      return latest;
    },
    refetchInterval: (query) => refreshPollInterval(query.state.data?.refresh, Date.now()),
  });
}

/** The latest refresh of `influencerId` (and whether it can be refreshed), polled while it is in flight; nothing is asked while disabled. */
export function useLatestRefresh(influencerId: string, { enabled = true } = {}) {
  const queryClient = useQueryClient();
  return useQuery({ ...latestRefreshQueryOptions(queryClient, influencerId), enabled });
}
