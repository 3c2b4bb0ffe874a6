import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { emailSenderQueryKey } from './get-email-sender';

/**
 * Disconnects the user's Gmail (`DELETE /api/users/social-accounts/gmail` → 204): Collabify
 * forgets its access and asks Google to revoke it, and outreach goes through Collabify again.
 * 404 when Gmail is not connected.
 */
export function disconnectGmail(): Promise<void> {
  return api.delete<void>('/users/social-accounts/gmail');
}

/** Mutation hook of {@link disconnectGmail}: the sender is refreshed afterwards. Silent: the caller explains errors. */
export function useDisconnectGmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectGmail,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailSenderQueryKey }),
  });
}
