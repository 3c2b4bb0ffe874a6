import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@shared/constants/campaigns';

/** The campaign list's status filter, kept in the URL as `?status=` (absent: all campaigns). */
export function useStatusFilter(): [
  CampaignStatus | null,
  (status: CampaignStatus | null) => void,
] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = CAMPAIGN_STATUSES.includes(raw as CampaignStatus) ? (raw as CampaignStatus) : null;
  const setStatus = useCallback(
    (next: CampaignStatus | null) =>
      setParams((current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('status', next);
        else params.delete('status');
        return params;
      }),
    [setParams],
  );
  return [status, setStatus];
}
