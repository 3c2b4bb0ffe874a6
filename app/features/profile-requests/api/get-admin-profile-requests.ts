import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProfileRequestList } from '@shared/schemas/profile-requests';
import { api } from '@app/lib/api-client';

/** Admins: one page of profile requests, newest first (`GET /api/admin/profile-requests`). */
export function getAdminProfileRequests(
  page: { skip: number; limit: number },
  signal?: AbortSignal,
): Promise<AdminProfileRequestList> {
  return api.get<AdminProfileRequestList>('/admin/profile-requests', { query: page, signal });
}

/** Query options of {@link getAdminProfileRequests}. */
export function adminProfileRequestsQueryOptions(page: { skip: number; limit: number }) {
  return queryOptions({
    queryKey: ['profile-requests', 'admin', page] as const,
    queryFn: ({ signal }) => getAdminProfileRequests(page, signal),
  });
}

/** One page of the admins' list. */
export function useAdminProfileRequests(page: { skip: number; limit: number }) {
  return useQuery(adminProfileRequestsQueryOptions(page));
}
