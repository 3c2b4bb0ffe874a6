import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@app/lib/auth';
import { isPublicPath } from '@app/lib/public-paths';
import { fullAddress, loginPath } from '@app/lib/redirect';
import { isAppPage } from '@shared/constants/pages';

/**
 * SEED-SPEC §2 route guard: a page that is not public, opened without a stored token, redirects to
 * `/login?redirect=<full current address, URL-encoded>`. An address that is no page of the app
 * ({@link isAppPage}) is no route to guard: everyone sees the not-found page, which the server
 * answers with status 404.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { token } = useAuth();

  if (!token && !isPublicPath(location.pathname) && isAppPage(location.pathname)) {
    return <Navigate to={loginPath(fullAddress(location))} replace />;
  }
  return children;
}
