import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { campaignTestSchema } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';

/** Body of `POST /api/mail/campaign-test`. */
export type CampaignTest = z.input<typeof campaignTestSchema>;

/**
 * Renders a campaign and sends it to the user's own address (`POST /api/mail/campaign-test`);
 * resolves with where it went (`{ to }`). 409 when the sender is not verified.
 */
export function sendCampaignTest(body: CampaignTest): Promise<{ to: string }> {
  return api.post<{ to: string }>('/mail/campaign-test', body);
}

/** Mutation hook of {@link sendCampaignTest}; silent: the caller shows errors. */
export function useSendCampaignTest() {
  return useMutation({ mutationFn: sendCampaignTest, meta: { silent: true } });
}
