import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileLookupQuery, ProfileRequestTarget } from '@shared/schemas/profile-requests';
import { api } from '@app/lib/api-client';

/**
 * The listed profile a creator wants to remove or correct, by id or by platform and handle, its
 * public email masked (`GET /api/profile-requests/profile`); 404 when there is none.
 */
export function lookUpProfile(
  query: ProfileLookupQuery,
  signal?: AbortSignal,
): Promise<ProfileRequestTarget> {
  return api.get<ProfileRequestTarget>('/profile-requests/profile', { query, signal });
}

/** Query options of {@link lookUpProfile}. */
export function profileLookupQueryOptions(query: ProfileLookupQuery) {
  return queryOptions({
    queryKey: ['profile-requests', 'profile', query] as const,
    queryFn: ({ signal }) => lookUpProfile(query, signal),
    retry: false,
  });
}

/** The profile for `query`; nothing is asked while `query` is null. */
export function useProfileLookup(query: ProfileLookupQuery | null) {
  return useQuery({
    ...profileLookupQueryOptions(query ?? {}),
    enabled: query !== null,
  });
}
