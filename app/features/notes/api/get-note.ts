import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Note } from '@shared/schemas/notes';
import { api } from '@app/lib/api-client';

/** Query key of the signed-in user's note on one influencer. */
export function noteQueryKey(influencerId: string) {
  return ['notes', influencerId] as const;
}

/**
 * Fetches the signed-in user's private note on an influencer (`GET /api/note/{influencerId}`).
 * Without a note yet the answer has empty `content` and `updatedAt` null.
 */
export function getNote(influencerId: string, signal?: AbortSignal): Promise<Note> {
  return api.get<Note>(`/note/${encodeURIComponent(influencerId)}`, { signal });
}

/** Query options of one note. */
export function noteQueryOptions(influencerId: string) {
  return queryOptions({
    queryKey: noteQueryKey(influencerId),
    queryFn: ({ signal }) => getNote(influencerId, signal),
    staleTime: 60_000,
  });
}

/** Loads the user's note on `influencerId` (signed-in users only: pass `enabled: false` otherwise). */
export function useNote(influencerId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...noteQueryOptions(influencerId), enabled });
}
