import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailCampaignsQueryKey } from '../api/get-email-campaigns';

/**
 * An email-campaign mutation that refreshes every email-campaign query (`['email-campaigns']`)
 * when it settles. Silent: callers show their own errors (`mutateAsync` in a try/catch), so a 409
 * or a field error is explained where it happened.
 */
export function useEmailCampaignMutation<TVariables, TResult>(
  fn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailCampaignsQueryKey }),
  });
}
