import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listsQueryKey } from '../api/get-lists';

/** A mutation that refreshes the lists and the saved influencers when it settles. */
export function useListMutation<TVariables, TResult>(
  fn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsQueryKey }),
  });
}
