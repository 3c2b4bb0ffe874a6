import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialProvider } from '@shared/constants/social';
import type { SocialAccounts } from '@shared/schemas/social';
import { api } from '@app/lib/api-client';
import { socialAccountsQueryKey } from './get-social-accounts';

/**
 * Disconnects a social account (`DELETE /api/users/social-accounts/{provider}` → 204): the
 * server revokes its tokens at the provider and forgets them; a profile it linked stays linked.
 * 404 when it is not connected.
 */
export function disconnectSocialAccount(provider: SocialProvider): Promise<void> {
  return api.delete<void>(`/users/social-accounts/${provider}`);
}

/**
 * Mutation hook of {@link disconnectSocialAccount}: the account leaves the cached list at once
 * and the list refreshes. Silent: the caller explains errors.
 */
export function useDisconnectSocialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectSocialAccount,
    meta: { silent: true },
    onSuccess: (_result, provider) =>
      queryClient.setQueryData<SocialAccounts>(socialAccountsQueryKey, (old) =>
        old ? { accounts: old.accounts.filter((a) => a.provider !== provider) } : old,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialAccountsQueryKey }),
  });
}
