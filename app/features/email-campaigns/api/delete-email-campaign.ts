import { api } from '@app/lib/api-client';
import { useEmailCampaignMutation } from '../hooks/use-email-campaign-mutation';

/** Deletes a draft email campaign (`DELETE /api/email-campaign/{id}`; 409 once it left draft). */
export function deleteEmailCampaign(id: string): Promise<void> {
  return api.delete<void>(`/email-campaign/${encodeURIComponent(id)}`);
}

/** Mutation hook of {@link deleteEmailCampaign}. */
export const useDeleteEmailCampaign = () => useEmailCampaignMutation(deleteEmailCampaign);
