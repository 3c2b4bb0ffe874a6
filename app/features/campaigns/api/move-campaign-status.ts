import type { CampaignStatus } from '@shared/constants/campaigns';
import type { Campaign } from '@shared/schemas/campaigns';
import { api } from '@app/lib/api-client';
import { useCampaignMutation } from '../hooks/use-campaign-mutation';

/**
 * Moves a campaign to another status (`PATCH /api/campaign/{id}/status`); an illegal move answers
 * 409 naming the allowed ones in `detail`.
 */
export function moveCampaignStatus({
  id,
  status,
}: {
  id: string;
  status: CampaignStatus;
}): Promise<Campaign> {
  return api.patch<Campaign>(`/campaign/${encodeURIComponent(id)}/status`, { status });
}

/** Mutation hook of {@link moveCampaignStatus}. */
export const useMoveCampaignStatus = () => useCampaignMutation(moveCampaignStatus);
