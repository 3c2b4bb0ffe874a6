import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { notifyError } from './notify';
import { reportPlanLimit } from './plan-limit';
import { reportIfStarting, startupOf } from './server-startup';

/**
 * Retries only what may succeed on a second try: network and server errors, at most twice; not a
 * server still starting (the start-up screen waits for it instead).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status > 0 && error.status < 500) return false;
  if (startupOf(error)) return false;
  return failureCount < 2;
}

/**
 * Creates the app's TanStack Query client. A failed mutation shows a red notification with the
 * problem's detail (or title) unless the mutation handles its own errors (an `onError` option)
 * or sets `meta: { silent: true }`. A plan limit (402) opens the upgrade prompt instead, for
 * every mutation and query, whatever handles its errors: the limit is the same wherever it is hit.
 * A query answered "still starting" (503 not-ready) shows the start-up screen (app/lib/server-startup.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (!reportIfStarting(error)) reportPlanLimit(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (reportPlanLimit(error)) return;
        if (mutation.options.onError || mutation.meta?.silent) return;
        notifyError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The query client the app runs with. */
export const queryClient = createQueryClient();
