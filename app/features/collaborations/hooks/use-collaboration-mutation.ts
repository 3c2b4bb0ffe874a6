import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollaborationDetail } from '@shared/schemas/collaborations';
import { collaborationQueryKey } from '../api/get-collaboration';
import { collaborationListsQueryKey, collaborationsQueryKey } from '../api/get-collaborations';
import { useInviteToken } from './use-invite-token';

/** A call on a collaboration, given the invite token in effect (null: the session). */
type Call<TVariables, TResult> = (
  variables: TVariables,
  inviteToken: string | null,
) => Promise<TResult>;

/**
 * A collaboration mutation sent with the invite token in effect, refreshing every collaboration
 * query when it settles (`invalidates`: the lists only, for a deletion whose page is leaving).
 * Silent: callers show their own errors (409 details, field errors) where they happened.
 */
export function useCollaborationMutation<TVariables, TResult>(
  call: Call<TVariables, TResult>,
  { invalidates = collaborationsQueryKey }: { invalidates?: readonly string[] } = {},
) {
  const queryClient = useQueryClient();
  const inviteToken = useInviteToken();
  return useMutation({
    mutationFn: (variables: TVariables) => call(variables, inviteToken),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}

/**
 * A mutation answered with the whole collaboration (status, terms, promotion info, reviews):
 * the answer replaces the cached collaboration at once, then every query is refreshed.
 */
export function useDetailMutation<TVariables>(call: Call<TVariables, CollaborationDetail>) {
  const queryClient = useQueryClient();
  return useCollaborationMutation<TVariables, CollaborationDetail>(async (variables, token) => {
    const detail = await call(variables, token);
    queryClient.setQueryData(collaborationQueryKey(detail.id), detail);
    return detail;
  });
}

/** What {@link useCollaborationMutation} refreshes after a deletion: only the lists. */
export const LISTS_ONLY = { invalidates: collaborationListsQueryKey };
