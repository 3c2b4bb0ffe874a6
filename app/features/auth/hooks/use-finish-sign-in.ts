import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Session } from '@shared/schemas/auth';
import { useAuth } from '@app/lib/auth';
import { homePathFor, safeRedirect } from '@app/lib/redirect';

/**
 * Returns a function that stores a new session and sends the person where they were going:
 * `redirectTo` when it is a safe in-app address, otherwise their home: the dashboard for
 * influencers, the home page for everyone else.
 */
export function useFinishSignIn(): (session: Session, redirectTo?: string | null) => void {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    (session: Session, redirectTo?: string | null) => {
      signIn(session);
      navigate(safeRedirect(redirectTo, homePathFor(session.user)), { replace: true });
    },
    [signIn, navigate],
  );
}
