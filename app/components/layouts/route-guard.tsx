import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@app/lib/auth';
import { isPublicPath } from '@app/lib/public-paths';
import { fullAddress, loginPath } from '@app/lib/redirect';

/**
 * SEED-SPEC §2 route guard: a path that is not public, opened without a stored token, redirects to
 * `/login?redirect=<full current address, URL-encoded>`.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { token } = useAuth();

  if (!token && !isPublicPath(location.pathname)) {
    return <Navigate to={loginPath(fullAddress(location))} replace />;
  }
  return children;
}
