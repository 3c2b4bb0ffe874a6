import type { z } from 'zod';
import type { EmailCampaign, updateEmailCampaignSchema } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { useEmailCampaignMutation } from '../hooks/use-email-campaign-mutation';

/** Body of `PATCH /api/email-campaign/{id}`: edits and/or a status move. */
export type UpdateEmailCampaign = z.input<typeof updateEmailCampaignSchema>;

/**
 * Edits a campaign (draft or scheduled only) and/or moves its status
 * (`PATCH /api/email-campaign/{id}`): `{status:'sending'}` starts or resumes,
 * `{status:'scheduled', scheduledAt}` schedules (UTC ISO), `{status:'draft'}` unschedules,
 * `{status:'paused'}`, `{status:'cancelled'}`. 409 for an illegal move or an edit once sending
 * began; 400 naming the field for bad input.
 */
export function updateEmailCampaign({
  id,
  ...body
}: UpdateEmailCampaign & { id: string }): Promise<EmailCampaign> {
  return api.patch<EmailCampaign>(`/email-campaign/${encodeURIComponent(id)}`, body);
}

/** Mutation hook of {@link updateEmailCampaign}. */
export const useUpdateEmailCampaign = () => useEmailCampaignMutation(updateEmailCampaign);
