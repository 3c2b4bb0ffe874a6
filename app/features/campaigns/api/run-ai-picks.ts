import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignPick } from '@shared/schemas/campaigns';
import { api } from '@app/lib/api-client';
import { campaignQueryOptions } from './get-campaign';
import { campaignsQueryKey } from './get-own-campaigns';

/**
 * Ranks influencers for the campaign and stores the picks on it (`POST /api/campaign/ai-picks/{id}`);
 * resolves with the picks, best first.
 */
export async function runAiPicks(id: string): Promise<CampaignPick[]> {
  const path = `/campaign/ai-picks/${encodeURIComponent(id)}`;
  return (await api.post<{ query: CampaignPick[] }>(path)).query;
}

/**
 * Mutation hook of {@link runAiPicks}: the cached campaign shows the new picks at once, then every
 * campaign query is refreshed. Silent: the caller shows errors.
 */
export function useRunAiPicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAiPicks,
    meta: { silent: true },
    onSuccess: (picks, id) =>
      queryClient.setQueryData(campaignQueryOptions(id).queryKey, (old) =>
        old ? { ...old, picks } : old,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
}
