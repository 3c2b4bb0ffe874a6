import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribeInfo } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';

/** Query key of what one unsubscribe link is about. */
export const unsubscribeInfoQueryKey = (token: string) => ['unsubscribe', token] as const;

/**
 * Who an emailed unsubscribe link is for and from which sender, and whether it was already used
 * (`GET /api/unsubscribe/{token}`; public, no session sent). 404 for an unknown or altered token.
 */
export function getUnsubscribeInfo(token: string, signal?: AbortSignal): Promise<UnsubscribeInfo> {
  return api.get<UnsubscribeInfo>(`/unsubscribe/${encodeURIComponent(token)}`, {
    signal,
    withToken: false,
  });
}

/** Query options of one unsubscribe link. */
export function unsubscribeInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: unsubscribeInfoQueryKey(token),
    queryFn: ({ signal }) => getUnsubscribeInfo(token, signal),
    staleTime: Infinity,
  });
}

/** What the unsubscribe page asks the person to confirm. */
export function useUnsubscribeInfo(token: string) {
  return useQuery(unsubscribeInfoQueryOptions(token));
}
