import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InfluencerData } from '@shared/schemas/influencer-accounts';
import { api } from '@app/lib/api-client';

/** Cache key of the signed-in influencer's own data. */
export const influencerDataQueryKey = ['influencer-account', 'me'] as const;

/**
 * Fetches the signed-in influencer's account (contact email, rates, currency) and linked profile
 * (`GET /api/influencer/fetch-me-influencer-data`, influencer accounts only).
 */
export function getInfluencerData(signal?: AbortSignal): Promise<InfluencerData> {
  return api.get<InfluencerData>('/influencer/fetch-me-influencer-data', { signal });
}

/** Query options of the signed-in influencer's data. */
export function influencerDataQueryOptions() {
  return queryOptions({
    queryKey: influencerDataQueryKey,
    queryFn: ({ signal }) => getInfluencerData(signal),
    staleTime: 60_000,
  });
}

/** Loads the signed-in influencer's data (the dashboard is for influencer accounts only). */
export function useInfluencerData() {
  return useQuery(influencerDataQueryOptions());
}
