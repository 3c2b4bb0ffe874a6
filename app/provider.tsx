import { MantineProvider } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { StartupGate } from '@app/components/startup/startup-gate';
import { AuthProvider } from '@app/lib/auth';
import { queryClient as appQueryClient } from '@app/lib/query-client';
import { UrlStateAdapter } from '@app/lib/url-state-adapter';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container and its transitions: not in the app's first load (no page shows a toast
// before it runs; one shown earlier waits in Mantine's store until the container mounts).
const Toasts = lazy(() => import('@app/components/ui/toasts').then((m) => ({ default: m.Toasts })));

/** Mantine's toasts, mounted once the app has rendered (so a server-drawn page matches). */
function NotificationsHost() {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

/** Props of {@link AppProvider}; tests pass their own query client and `env="test"`. */
export interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Mantine's `test` environment turns off transitions and portals. */
  env?: 'default' | 'test';
}

/**
 * Everything the app runs inside: Mantine theme, notifications, TanStack Query, the start-up
 * screen while the server starts, auth and nuqs' URL state (through the router `children` holds).
 */
export function AppProvider({ children, queryClient = appQueryClient, env }: AppProviderProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <StartupGate>
          <AuthProvider>
            <UrlStateAdapter>{children}</UrlStateAdapter>
          </AuthProvider>
        </StartupGate>
      </QueryClientProvider>
    </MantineProvider>
  );
}
