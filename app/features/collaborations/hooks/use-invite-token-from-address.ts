import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { rememberInviteToken, storedInviteToken } from '../lib/collaboration-access';

/** The query parameter of the emailed link that carries its token. */
const TOKEN_PARAM = 'token';

/**
 * The emailed link's token of collaboration `id`: read once from `?token=`, else from this tab's
 * sessionStorage (a reload). It is kept in memory and in sessionStorage, and removed from the
 * address bar (a history replace), so it stays out of screenshots, shared links and the history.
 * Null when there is none (a signed-in user then loads the collaboration with their session).
 */
export function useInviteTokenFromAddress(id: string): string | null {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get(TOKEN_PARAM);
  const [token] = useState(() => fromAddress || storedInviteToken(id));

  useEffect(() => {
    if (!fromAddress) return;
    rememberInviteToken(id, fromAddress);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TOKEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [fromAddress, id, setParams]);

  return token;
}
