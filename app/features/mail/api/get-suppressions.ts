import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Suppression } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';

/** Query key of the suppression list; adding or removing an address invalidates it. */
export const suppressionsQueryKey = ['email-suppressions'] as const;

/**
 * The user's suppression list: addresses no outreach of theirs goes to (unsubscribed, bounced or
 * added by hand), newest first (`GET /api/email-suppression/user/self`).
 */
export async function getSuppressions(signal?: AbortSignal): Promise<Suppression[]> {
  return (await api.get<{ query: Suppression[] }>('/email-suppression/user/self', { signal }))
    .query;
}

/** Query options of the suppression list. */
export function suppressionsQueryOptions() {
  return queryOptions({
    queryKey: suppressionsQueryKey,
    queryFn: ({ signal }) => getSuppressions(signal),
  });
}

/** The user's suppression list. */
export function useSuppressions() {
  return useQuery(suppressionsQueryOptions());
}
