import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCampaign } from '@shared/schemas/campaigns';
import { api } from '@app/lib/api-client';
import { marketplaceQueryKey } from './get-active-campaigns';

/**
 * An active campaign's public page (`GET /api/campaign/public/{id}`, no token needed; with one,
 * `interested` says whether this influencer marked interest). 404 unless active.
 */
export function getPublicCampaign(
  id: string,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<PublicCampaign> {
  return api.get<PublicCampaign>(`/campaign/public/${encodeURIComponent(id)}`, {
    signal,
    withToken: signedIn,
  });
}

/** Query options of a public campaign. */
export function publicCampaignQueryOptions(id: string, signedIn: boolean) {
  return queryOptions({
    queryKey: [...marketplaceQueryKey, 'campaign', id, signedIn] as const,
    queryFn: ({ signal }) => getPublicCampaign(id, signedIn, signal),
  });
}

/** A public campaign (an id that cannot exist answers 400, one that is not public 404). */
export function usePublicCampaign(id: string, signedIn: boolean) {
  return useQuery(publicCampaignQueryOptions(id, signedIn));
}
