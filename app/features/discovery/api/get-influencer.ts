import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InfluencerProfile } from '@shared/schemas/influencers';
import { api } from '@app/lib/api-client';

/** Fetches a full profile with its snapshots (`GET /api/influencer/{id}`, signed in). */
export function getInfluencer(id: string, signal?: AbortSignal): Promise<InfluencerProfile> {
  return api.get<InfluencerProfile>(`/influencer/${encodeURIComponent(id)}`, { signal });
}

/** Query options of one profile. */
export function influencerQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['influencers', 'profile', id] as const,
    queryFn: ({ signal }) => getInfluencer(id, signal),
    staleTime: 5 * 60_000,
  });
}

/** Loads a profile when `id` is set and the user is signed in. */
export function useInfluencer(id: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...influencerQueryOptions(id ?? ''), enabled: enabled && id !== null });
}
