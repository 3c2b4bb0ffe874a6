import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collaboration, ProposeCollaboration } from '@shared/schemas/collaborations';
import { api } from '@app/lib/api-client';
import { collaborationsQueryKey } from './get-influencer-collaborations';

/**
 * Proposes a collaboration to one influencer profile (`POST /api/collaboration`; `amount` in
 * cents of `currency`). Resolves with the new collaboration (201, `reach` says how the influencer
 * hears of it); rejects with a 409 ApiError when an open collaboration with that profile (and
 * campaign) exists, a 400 one naming `body.<field>` for invalid terms.
 */
export function proposeCollaboration(body: ProposeCollaboration): Promise<Collaboration> {
  return api.post<Collaboration>('/collaboration', body);
}

/**
 * Mutation hook of {@link proposeCollaboration}, refreshing every collaboration query when it
 * settles. Silent: the form explains its own errors (409 detail, field errors).
 */
export function useProposeCollaboration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeCollaboration,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collaborationsQueryKey }),
  });
}
