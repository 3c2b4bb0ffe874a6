import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StartupGate } from '@app/components/startup/startup-gate';
import { AuthProvider } from '@app/lib/auth';
import { queryClient as appQueryClient } from '@app/lib/query-client';
import { UrlStateAdapter } from '@app/lib/url-state-adapter';
import { cssVariablesResolver, theme } from './theme';

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
      <Notifications position="top-right" autoClose={3000} />
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
