import type { z } from 'zod';
import type { createEmailCampaignSchema, EmailCampaign } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { useEmailCampaignMutation } from '../hooks/use-email-campaign-mutation';

/** Body of `POST /api/email-campaign`. */
export type CreateEmailCampaign = z.input<typeof createEmailCampaignSchema>;

/**
 * Creates a draft email campaign (`POST /api/email-campaign`); 400 naming the field
 * (`body.listId` when neither a list nor influencers are given, `body.subject`…).
 */
export function createEmailCampaign(body: CreateEmailCampaign): Promise<EmailCampaign> {
  return api.post<EmailCampaign>('/email-campaign', body);
}

/** Mutation hook of {@link createEmailCampaign}. */
export const useCreateEmailCampaign = () => useEmailCampaignMutation(createEmailCampaign);
