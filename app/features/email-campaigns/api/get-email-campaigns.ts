import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailCampaign } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';

/** Query key of everything about email campaigns; every campaign change invalidates it. */
export const emailCampaignsQueryKey = ['email-campaigns'] as const;

/** How often the list refreshes while a campaign is sending, in ms. */
export const LIST_POLL_MS = 5_000;

/** The user's email campaigns, newest first (`GET /api/email-campaign/user/self`). */
export async function getEmailCampaigns(signal?: AbortSignal): Promise<EmailCampaign[]> {
  const answer = await api.get<{ query: EmailCampaign[] }>('/email-campaign/user/self', { signal });
  return answer.query;
}

/** Query options of the user's email campaigns: refreshed every 5 s while any is sending. */
export function emailCampaignsQueryOptions() {
  return queryOptions({
    queryKey: [...emailCampaignsQueryKey, 'own'] as const,
    queryFn: ({ signal }) => getEmailCampaigns(signal),
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.status === 'sending') ? LIST_POLL_MS : false,
  });
}

/** The user's email campaigns, newest first. */
export function useEmailCampaigns() {
  return useQuery(emailCampaignsQueryOptions());
}
