import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { suppressionsQueryKey } from './get-suppressions';

/**
 * Takes an address off the suppression list (`DELETE /api/email-suppression/{email}` → 204):
 * later outreach may reach it again.
 */
export function removeSuppression(email: string): Promise<void> {
  return api.delete<void>(`/email-suppression/${encodeURIComponent(email)}`);
}

/** Mutation hook of {@link removeSuppression}; refreshes the list. Failures notify. */
export function useRemoveSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSuppression,
    onSettled: () => queryClient.invalidateQueries({ queryKey: suppressionsQueryKey }),
  });
}
