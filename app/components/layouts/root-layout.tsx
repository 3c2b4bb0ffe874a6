import { Outlet, ScrollRestoration } from 'react-router';
import { AppLayout } from './app-layout';
import { RouteGuard } from './route-guard';

/** The root route's element: the route guard around the app shell and the current page. */
export function RootLayout() {
  return (
    <RouteGuard>
      <AppLayout>
        <Outlet />
      </AppLayout>
      <ScrollRestoration />
    </RouteGuard>
  );
}
