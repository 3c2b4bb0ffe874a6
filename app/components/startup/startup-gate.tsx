import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useSyncExternalStore } from 'react';
import type { StartupProgress } from '@shared/schemas/health';
import { api } from '@app/lib/api-client';
import {
  getServerStartup,
  reportServerReady,
  reportServerStarting,
  startupOf,
  subscribeServerStartup,
} from '@app/lib/server-startup';
import { StartupScreen } from './startup-screen';

/** How often the start-up screen asks the server how far it is, in ms. */
const STARTUP_POLL_MS = 1_000;

/**
 * Where the server is: its start-up progress, or null once `GET /api/health` answers 200. A
 * network error (the server restarting) is thrown, and the next poll asks again.
 */
async function readStartup(): Promise<StartupProgress | null> {
  try {
    await api.get('/health');
    return null;
  } catch (error) {
    const progress = startupOf(error);
    if (progress) return progress;
    throw error;
  }
}

/** Polls the server while it starts; on ready, refetches whatever failed meanwhile. */
function StartupWait({ progress }: { progress: StartupProgress }) {
  const queryClient = useQueryClient();
  const health = useQuery({
    queryKey: ['health'],
    queryFn: readStartup,
    refetchInterval: STARTUP_POLL_MS,
    retry: false,
    gcTime: 0,
  });
  useEffect(() => {
    if (health.data === null) {
      reportServerReady();
      void queryClient.invalidateQueries();
    } else if (health.data) {
      reportServerStarting(health.data);
    }
  }, [health.data, queryClient]);
  return <StartupScreen progress={progress} />;
}

/**
 * Shows the start-up screen instead of `children` while the server starts (the page was served
 * during start-up, or a call answered 503 not-ready), polling until it is ready; then renders
 * `children`, the page the person asked for, without a reload.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const starting = useSyncExternalStore(subscribeServerStartup, getServerStartup, () => null);
  return starting ? <StartupWait progress={starting} /> : children;
}
