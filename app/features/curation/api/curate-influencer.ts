import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CountReset, CurateInfluencer, InfluencerProfile } from '@shared/schemas/influencers';
import { api } from '@app/lib/api-client';

/** Sets a profile's categories and official categories (admins; `PATCH /api/influencer/{id}`). */
export function curateInfluencer({
  id,
  ...body
}: { id: string } & CurateInfluencer): Promise<InfluencerProfile> {
  return api.patch<InfluencerProfile>(`/influencer/${encodeURIComponent(id)}`, body);
}

/** Resets a profile's counters (admins; `PATCH /api/influencer/{id}/count-reset`). */
export function resetInfluencerCounts({
  id,
  ...body
}: { id: string } & CountReset): Promise<InfluencerProfile> {
  return api.patch<InfluencerProfile>(`/influencer/${encodeURIComponent(id)}/count-reset`, body);
}

/** A curation mutation that puts the answered profile in the cache and refreshes searches. */
function useCurationMutation<T extends { id: string }>(
  fn: (variables: T) => Promise<InfluencerProfile>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (profile) => {
      queryClient.setQueryData(['influencers', 'profile', profile.id], profile);
      return queryClient.invalidateQueries({ queryKey: ['influencers', 'search'] });
    },
  });
}

/** Mutation hook of {@link curateInfluencer}. */
export const useCurateInfluencer = () => useCurationMutation(curateInfluencer);
/** Mutation hook of {@link resetInfluencerCounts}. */
export const useResetInfluencerCounts = () => useCurationMutation(resetInfluencerCounts);
