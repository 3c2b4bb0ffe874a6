import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollaborationList } from '@shared/schemas/collaborations';
import { api } from '@app/lib/api-client';

/** Query key of everything about collaborations; proposing one invalidates it. */
export const collaborationsQueryKey = ['collaborations'] as const;

/**
 * The signed-in user's collaborations with one influencer profile, most recent activity first
 * (`GET /api/collaboration/user/self/{influencerId}`; an empty list when there are none).
 */
export function getInfluencerCollaborations(
  influencerId: string,
  signal?: AbortSignal,
): Promise<CollaborationList> {
  return api.get<CollaborationList>(
    `/collaboration/user/self/${encodeURIComponent(influencerId)}`,
    { signal },
  );
}

/** Query options of the user's collaborations with one influencer profile. */
export function influencerCollaborationsQueryOptions(influencerId: string) {
  return queryOptions({
    queryKey: [...collaborationsQueryKey, 'influencer', influencerId] as const,
    queryFn: ({ signal }) => getInfluencerCollaborations(influencerId, signal),
  });
}

/** The user's collaborations with one influencer profile. */
export function useInfluencerCollaborations(influencerId: string) {
  return useQuery(influencerCollaborationsQueryOptions(influencerId));
}
