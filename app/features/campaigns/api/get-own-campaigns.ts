import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignStatus } from '@shared/constants/campaigns';
import type { OwnCampaigns } from '@shared/schemas/campaigns';
import { api } from '@app/lib/api-client';

/** Query key of everything about the user's campaigns; every campaign change invalidates it. */
export const campaignsQueryKey = ['campaigns'] as const;

/**
 * The user's campaigns, newest first, optionally of one status, with the count of each status
 * (`GET /api/campaign/user/self?status=`).
 */
export function getOwnCampaigns(
  status: CampaignStatus | null,
  signal?: AbortSignal,
): Promise<OwnCampaigns> {
  return api.get<OwnCampaigns>('/campaign/user/self', { query: { status }, signal });
}

/** Query options of the user's campaigns of one status (null: all). */
export function ownCampaignsQueryOptions(status: CampaignStatus | null) {
  return queryOptions({
    queryKey: [...campaignsQueryKey, 'own', status ?? 'all'] as const,
    queryFn: ({ signal }) => getOwnCampaigns(status, signal),
  });
}

/** The user's campaigns of one status (null: all) and the counts per status. */
export function useOwnCampaigns(status: CampaignStatus | null) {
  return useQuery(ownCampaignsQueryOptions(status));
}
