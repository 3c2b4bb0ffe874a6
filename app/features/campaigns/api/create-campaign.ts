import type { Campaign, CreateCampaign } from '@shared/schemas/campaigns';
import { api } from '@app/lib/api-client';
import { useCampaignMutation } from '../hooks/use-campaign-mutation';

/** Creates a draft campaign (`POST /api/campaign`; amounts in cents). */
export function createCampaign(body: CreateCampaign): Promise<Campaign> {
  return api.post<Campaign>('/campaign', body);
}

/** Mutation hook of {@link createCampaign}. */
export const useCreateCampaign = () => useCampaignMutation(createCampaign);
