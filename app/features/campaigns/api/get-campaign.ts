import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDetail } from '@shared/schemas/campaigns';
import { api } from '@app/lib/api-client';
import { campaignsQueryKey } from './get-own-campaigns';

/**
 * One of the user's campaigns with its interested influencers and stored AI picks
 * (`GET /api/campaign/{id}`; 404 for another user's).
 */
export function getCampaign(id: string, signal?: AbortSignal): Promise<CampaignDetail> {
  return api.get<CampaignDetail>(`/campaign/${encodeURIComponent(id)}`, { signal });
}

/** Query options of one campaign. */
export function campaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...campaignsQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getCampaign(id, signal),
  });
}

/** One campaign with its interested influencers and AI picks. */
export function useCampaign(id: string) {
  return useQuery(campaignQueryOptions(id));
}
