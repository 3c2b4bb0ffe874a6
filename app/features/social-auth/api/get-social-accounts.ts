import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialAccounts } from '@shared/schemas/social';
import { api } from '@app/lib/api-client';

/** Cache key of the signed-in user's connected social accounts. */
export const socialAccountsQueryKey = ['users', 'social-accounts'] as const;

/** The signed-in user's connected social accounts (`GET /api/users/social-accounts`). */
export async function getSocialAccounts(signal?: AbortSignal): Promise<SocialAccounts> {
  const body = await api.get<Partial<SocialAccounts> | null>('/users/social-accounts', { signal });
  if (!Array.isArray(body?.accounts)) {
    throw new Error('Your connected accounts came in an unexpected format. Please try again.');
  }
  return { accounts: body.accounts };
}

/** Query options of the connected social accounts. */
export function socialAccountsQueryOptions() {
  return queryOptions({
    queryKey: socialAccountsQueryKey,
    queryFn: ({ signal }) => getSocialAccounts(signal),
  });
}

/** The signed-in user's connected social accounts. */
export function useSocialAccounts() {
  return useQuery(socialAccountsQueryOptions());
}
