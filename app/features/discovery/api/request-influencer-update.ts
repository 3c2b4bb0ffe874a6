import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InfluencerRefresh,
  LatestRefresh,
  RequestInfluencerUpdate,
} from '@shared/schemas/influencer-refresh';
import { api } from '@app/lib/api-client';
import { invalidateInfluencerNumbers } from '@app/lib/influencer-numbers';
import { latestRefreshQueryKey } from './get-latest-refresh';

/**
 * Queues a refresh of an account from its platform's official API (`POST
 * /api/influencer/request-influencer-update` → 202 with the refresh; concurrent requests share
 * one). 400 naming `body.platform` for TikTok or `body.name`; 402 when the plan's data updates
 * are used up; 429 past 30 requests an hour; 503 when the provider is not configured.
 */
export function requestInfluencerUpdate(body: RequestInfluencerUpdate): Promise<InfluencerRefresh> {
  return api.post<InfluencerRefresh>('/influencer/request-influencer-update', body);
}

/**
 * Mutation hook of {@link requestInfluencerUpdate} for the profile `influencerId`: the answered
 * refresh becomes the profile's latest (its query then polls while it is in flight); a refresh
 * answered already done (the profile was refreshed in the last day) reloads the profile's numbers.
 * Silent: the drawer shows the problem beside the button (a plan limit opens the upgrade prompt).
 */
export function useRequestInfluencerUpdate(influencerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInfluencerUpdate,
    meta: { silent: true },
    onSuccess: async (refresh) => {
      // A load of the latest refresh started before this request (the drawer just opened) would
      // answer the older state after this one and stop the polling: cancel it first.
      await queryClient.cancelQueries({ queryKey: latestRefreshQueryKey(influencerId) });
      queryClient.setQueryData<LatestRefresh>(latestRefreshQueryKey(influencerId), {
        refresh,
        available: true,
      });
      if (refresh.state === 'done') return invalidateInfluencerNumbers(queryClient, influencerId);
    },
  });
}
