import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCampaigns } from '@shared/schemas/campaigns';
import { api } from '@app/lib/api-client';

/** Query key of everything public about campaigns; interest changes refresh it. */
export const marketplaceQueryKey = ['marketplace'] as const;

/** The active campaigns, newest first, with the caller's interest (`GET /api/campaign/active`). */
export function getActiveCampaigns(signal?: AbortSignal): Promise<PublicCampaigns> {
  return api.get<PublicCampaigns>('/campaign/active', { signal });
}

/** Query options of the active campaigns. */
export function activeCampaignsQueryOptions() {
  return queryOptions({
    queryKey: [...marketplaceQueryKey, 'active'] as const,
    queryFn: ({ signal }) => getActiveCampaigns(signal),
  });
}

/** The active campaigns (the influencers' marketplace). */
export function useActiveCampaigns() {
  return useQuery(activeCampaignsQueryOptions());
}
