import { COLLABORATION_STATUSES, type CollaborationStatus } from '@shared/constants/collaborations';
import { useSearchParam } from '@app/lib/use-search-param';

/** The collaboration list's status filter, kept in the URL as `?status=` (absent: all). */
export function useStatusParam(): [
  CollaborationStatus | null,
  (status: CollaborationStatus | null) => void,
] {
  return useSearchParam('status', COLLABORATION_STATUSES);
}
