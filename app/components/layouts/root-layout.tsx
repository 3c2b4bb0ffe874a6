import { Outlet, ScrollRestoration } from 'react-router';
import { UpgradePromptHost } from '@app/features/billing/components/upgrade-prompt-host';
import { AppLayout } from './app-layout';
import { RouteGuard } from './route-guard';

/**
 * The root route's element: the route guard around the app shell and the current page, and the
 * upgrade prompt that opens wherever a call runs into a plan limit (402).
 */
export function RootLayout() {
  return (
    <RouteGuard>
      <AppLayout>
        <Outlet />
      </AppLayout>
      <UpgradePromptHost />
      <ScrollRestoration />
    </RouteGuard>
  );
}
