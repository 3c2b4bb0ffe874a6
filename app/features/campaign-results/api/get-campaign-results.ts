import { useQuery } from '@tanstack/react-query';
import type { CampaignResults } from '@shared/schemas/campaign-results';
import { api } from '@app/lib/api-client';

/**
 * A campaign's results: spend, revenue, return on spend, cost per order and clicks per
 * collaboration and per currency, with a day series (`GET /api/campaign/{id}/results`).
 */
export function getCampaignResults(id: string, signal?: AbortSignal): Promise<CampaignResults> {
  return api.get<CampaignResults>(`/campaign/${encodeURIComponent(id)}/results`, { signal });
}

/** One campaign's results. */
export function useCampaignResults(id: string) {
  return useQuery({
    queryKey: ['campaign-results', id],
    queryFn: ({ signal }) => getCampaignResults(id, signal),
  });
}
