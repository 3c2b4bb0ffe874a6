import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { COLLABORATION_STATUSES, type CollaborationStatus } from '@shared/constants/collaborations';

const isStatus = (value: string | null): value is CollaborationStatus =>
  (COLLABORATION_STATUSES as readonly (string | null)[]).includes(value);

/** The collaboration list's status filter, kept in the URL as `?status=` (absent: all). */
export function useStatusParam(): [
  CollaborationStatus | null,
  (status: CollaborationStatus | null) => void,
] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const setStatus = useCallback(
    (next: CollaborationStatus | null) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('status', next);
        else updated.delete('status');
        return updated;
      }),
    [setParams],
  );
  return [isStatus(raw) ? raw : null, setStatus];
}
