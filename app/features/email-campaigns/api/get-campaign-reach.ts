import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailCampaignReach } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { emailCampaignQueryKey } from './get-email-campaign';

/** Query key of a campaign's reach (under the campaign's, so its edits refresh it). */
export const campaignReachQueryKey = (id: string) =>
  [...emailCampaignQueryKey(id), 'reach'] as const;

/**
 * How many of a campaign's recipients would be emailed if it started now, why the others would
 * not, and the first 50 without an address (`GET /api/email-campaign/{id}/reach`).
 */
export function getCampaignReach(id: string, signal?: AbortSignal): Promise<EmailCampaignReach> {
  return api.get<EmailCampaignReach>(`/email-campaign/${encodeURIComponent(id)}/reach`, {
    signal,
  });
}

/** The reach of a campaign that has not started; `enabled: false` once it has. */
export function useCampaignReach(id: string, { enabled = true } = {}) {
  return useQuery(
    queryOptions({
      queryKey: campaignReachQueryKey(id),
      queryFn: ({ signal }) => getCampaignReach(id, signal),
      enabled,
    }),
  );
}
