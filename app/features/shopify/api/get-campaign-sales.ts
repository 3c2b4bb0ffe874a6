import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignSales } from '@shared/schemas/shopify';
import { api } from '@app/lib/api-client';
import { shopifyQueryKey } from './get-shopify-status';

/**
 * A campaign's sales through its collaborations' discount codes, per influencer, most revenue
 * first (`GET /api/campaign/{id}/sales`; `total` null when no collaboration has a code).
 */
export function getCampaignSales(id: string, signal?: AbortSignal): Promise<CampaignSales> {
  return api.get<CampaignSales>(`/campaign/${encodeURIComponent(id)}/sales`, { signal });
}

/** Query options of one campaign's sales (under `['shopify']`: a new code refreshes them). */
export function campaignSalesQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...shopifyQueryKey, 'campaign-sales', id] as const,
    queryFn: ({ signal }) => getCampaignSales(id, signal),
  });
}

/** One campaign's sales by influencer. */
export function useCampaignSales(id: string) {
  return useQuery(campaignSalesQueryOptions(id));
}
