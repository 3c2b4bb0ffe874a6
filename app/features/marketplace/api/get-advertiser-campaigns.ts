import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertiserCampaigns } from '@shared/schemas/campaigns';
import { api } from '@app/lib/api-client';
import { marketplaceQueryKey } from './get-active-campaigns';

/** An advertiser's public profile and active campaigns (`GET /api/campaign/publicByUserId/{id}`). */
export function getAdvertiserCampaigns(
  userId: string,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<AdvertiserCampaigns> {
  return api.get<AdvertiserCampaigns>(`/campaign/publicByUserId/${encodeURIComponent(userId)}`, {
    signal,
    withToken: signedIn,
  });
}

/** Query options of an advertiser's public page. */
export function advertiserCampaignsQueryOptions(userId: string, signedIn: boolean) {
  return queryOptions({
    queryKey: [...marketplaceQueryKey, 'advertiser', userId, signedIn] as const,
    queryFn: ({ signal }) => getAdvertiserCampaigns(userId, signedIn, signal),
  });
}

/** An advertiser's public page (an id that cannot exist answers 400, an unknown one 404). */
export function useAdvertiserCampaigns(userId: string, signedIn: boolean) {
  return useQuery(advertiserCampaignsQueryOptions(userId, signedIn));
}
