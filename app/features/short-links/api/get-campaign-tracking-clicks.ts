import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Clicks } from '@shared/schemas/short-links';
import { api } from '@app/lib/api-client';
import { shortLinksQueryKey } from './get-short-link-clicks';

/**
 * Real clicks on the tracking links of a campaign's collaborations, per UTC day and in total
 * (`GET /api/campaign/{id}/tracking-clicks`; 404 unless the campaign is the user's).
 */
export function getCampaignTrackingClicks(id: string, signal?: AbortSignal): Promise<Clicks> {
  return api.get<Clicks>(`/campaign/${encodeURIComponent(id)}/tracking-clicks`, { signal });
}

/** Query options of one campaign's tracking-link clicks. */
export function campaignTrackingClicksQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...shortLinksQueryKey, 'campaign', id] as const,
    queryFn: ({ signal }) => getCampaignTrackingClicks(id, signal),
  });
}

/** One campaign's tracking-link clicks. */
export function useCampaignTrackingClicks(id: string) {
  return useQuery(campaignTrackingClicksQueryOptions(id));
}
