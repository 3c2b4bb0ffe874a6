import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignsQueryKey } from '../api/get-own-campaigns';

/**
 * A campaign mutation that refreshes every campaign query (`['campaigns']`) when it settles.
 * Silent: callers show their own errors (`mutateAsync` in a try/catch), so a 409 or a field
 * error is explained where it happened rather than in a generic notification.
 */
export function useCampaignMutation<TVariables, TResult>(
  fn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
}
