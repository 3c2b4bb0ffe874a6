import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailCampaign } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { emailCampaignsQueryKey } from './get-email-campaigns';

/** How often an open campaign refreshes while sending, in ms (live counts). */
export const SENDING_POLL_MS = 2_000;
/** How often an open scheduled campaign refreshes, in ms, to notice that sending began. */
export const SCHEDULED_POLL_MS = 15_000;

/** Query key of one email campaign. */
export const emailCampaignQueryKey = (id: string) =>
  [...emailCampaignsQueryKey, 'detail', id] as const;

/** One of the user's email campaigns with its counts (`GET /api/email-campaign/{id}`; 404 for another user's). */
export function getEmailCampaign(id: string, signal?: AbortSignal): Promise<EmailCampaign> {
  return api.get<EmailCampaign>(`/email-campaign/${encodeURIComponent(id)}`, { signal });
}

/**
 * Query options of one campaign: refreshed every 2 s while sending (live counts), every 15 s
 * while scheduled, not at all otherwise.
 */
export function emailCampaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: emailCampaignQueryKey(id),
    queryFn: ({ signal }) => getEmailCampaign(id, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === 'sending') return SENDING_POLL_MS;
      if (status === 'scheduled') return SCHEDULED_POLL_MS;
      return false;
    },
  });
}

/** One email campaign, kept live while it sends. */
export function useEmailCampaign(id: string) {
  return useQuery(emailCampaignQueryOptions(id));
}
