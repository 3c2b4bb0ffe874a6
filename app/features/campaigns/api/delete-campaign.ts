import { api } from '@app/lib/api-client';
import { useCampaignMutation } from '../hooks/use-campaign-mutation';

/** Deletes a draft or archived campaign (`DELETE /api/campaign/{id}`; 409 for any other status). */
export function deleteCampaign(id: string): Promise<void> {
  return api.delete<void>(`/campaign/${encodeURIComponent(id)}`);
}

/** Mutation hook of {@link deleteCampaign}. */
export const useDeleteCampaign = () => useCampaignMutation(deleteCampaign);
