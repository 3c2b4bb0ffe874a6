import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialProviders } from '@shared/schemas/social';
import { api } from '@app/lib/api-client';

/**
 * Which social sign-in providers this server has keys for (`GET /api/auth/social-providers`,
 * public, sent without a token): only those show a button.
 */
export function getSocialProviders(signal?: AbortSignal): Promise<SocialProviders> {
  return api.get<SocialProviders>('/auth/social-providers', { signal, withToken: false });
}

/** Query options of the configured providers (they change only with the server's configuration). */
export function socialProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['social-providers'] as const,
    queryFn: ({ signal }) => getSocialProviders(signal),
    staleTime: Infinity,
  });
}

/** The social sign-in providers and whether each is configured. */
export function useSocialProviders() {
  return useQuery(socialProvidersQueryOptions());
}
