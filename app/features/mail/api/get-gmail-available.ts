import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialProviders } from '@shared/schemas/social';
import { api } from '@app/lib/api-client';

/**
 * The configured social providers (`GET /api/auth/social-providers`, public, sent without a
 * token), under the key the sign-in buttons use too, so both share one request.
 */
function gmailAvailableQueryOptions() {
  return queryOptions({
    queryKey: ['social-providers'] as const,
    queryFn: ({ signal }) =>
      api.get<SocialProviders>('/auth/social-providers', { signal, withToken: false }),
    staleTime: Infinity,
  });
}

/**
 * Whether this server can connect Gmail (it has Google's keys): `undefined` while unknown, so
 * nothing about Gmail shows until the answer says yes.
 */
export function useGmailAvailable(): boolean | undefined {
  const query = useQuery({
    ...gmailAvailableQueryOptions(),
    select: (data) => data.providers.some((p) => p.id === 'gmail' && p.configured),
  });
  return query.data;
}
