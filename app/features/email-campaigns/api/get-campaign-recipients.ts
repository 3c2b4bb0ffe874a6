import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailMessageStatus } from '@shared/constants/email';
import type { CampaignRecipients } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { emailCampaignQueryKey, SENDING_POLL_MS } from './get-email-campaign';

/** Recipients per page of `GET /api/email-campaign/{id}/recipients`. */
export const RECIPIENTS_PAGE_SIZE = 50;

/** Which recipients to show: a 1-based page, optionally of one status (null: all). */
export interface RecipientsFilter {
  page: number;
  status: EmailMessageStatus | null;
}

/**
 * One page (50) of a campaign's recipients with their status, skip reason, attempts, last error
 * and opens/clicks, optionally of one status (`GET /api/email-campaign/{id}/recipients?page=&status=`).
 */
export function getCampaignRecipients(
  id: string,
  { page, status }: RecipientsFilter,
  signal?: AbortSignal,
): Promise<CampaignRecipients> {
  return api.get<CampaignRecipients>(`/email-campaign/${encodeURIComponent(id)}/recipients`, {
    query: { page, status },
    signal,
  });
}

/** Query options of a page of recipients; refreshed every 2 s when `live` (the campaign is sending). */
export function campaignRecipientsQueryOptions(
  id: string,
  filter: RecipientsFilter,
  live: boolean,
) {
  return queryOptions({
    queryKey: [
      ...emailCampaignQueryKey(id),
      'recipients',
      filter.status ?? 'all',
      filter.page,
    ] as const,
    queryFn: ({ signal }) => getCampaignRecipients(id, filter, signal),
    refetchInterval: live ? SENDING_POLL_MS : false,
    placeholderData: keepPreviousData,
  });
}

/** A page of a campaign's recipients, kept live while `live`. */
export function useCampaignRecipients(id: string, filter: RecipientsFilter, live: boolean) {
  return useQuery(campaignRecipientsQueryOptions(id, filter, live));
}
