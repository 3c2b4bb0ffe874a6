import { CAMPAIGN_STATUSES, type CampaignStatus } from '@shared/constants/campaigns';
import { useSearchParam } from '@app/lib/use-search-param';

/** The campaign list's status filter, kept in the URL as `?status=` (absent: all campaigns). */
export function useStatusFilter(): [
  CampaignStatus | null,
  (status: CampaignStatus | null) => void,
] {
  return useSearchParam('status', CAMPAIGN_STATUSES);
}
