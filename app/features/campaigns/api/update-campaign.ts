import type { Campaign, UpdateCampaign } from '@shared/schemas/campaigns';
import { api } from '@app/lib/api-client';
import { useCampaignMutation } from '../hooks/use-campaign-mutation';

/**
 * Changes a campaign's fields (`PATCH /api/campaign/{id}`; 409 when completed or archived, 400
 * naming `body.budgetMax` / `body.endsOn` when the merged values are out of order).
 */
export function updateCampaign({
  id,
  ...body
}: UpdateCampaign & { id: string }): Promise<Campaign> {
  return api.patch<Campaign>(`/campaign/${encodeURIComponent(id)}`, body);
}

/** Mutation hook of {@link updateCampaign}. */
export const useUpdateCampaign = () => useCampaignMutation(updateCampaign);
