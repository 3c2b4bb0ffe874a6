import type { CollaborationDetail, UpdateCollaboration } from '@shared/schemas/collaborations';
import { api } from '@app/lib/api-client';
import { useDetailMutation } from '../hooks/use-collaboration-mutation';
import { accessOptions } from '../lib/collaboration-access';

/**
 * Moves a collaboration (`{status}`) or changes its terms (`PATCH /api/collaboration/{id}`):
 * 403 for the wrong party, 409 for an illegal move (the detail names the allowed ones) or terms
 * that can no longer change, 400 naming `body.<field>` for invalid terms.
 */
export function updateCollaboration(
  { id, ...body }: UpdateCollaboration & { id: string },
  inviteToken: string | null,
): Promise<CollaborationDetail> {
  return api.patch<CollaborationDetail>(
    `/collaboration/${encodeURIComponent(id)}`,
    body,
    accessOptions(inviteToken),
  );
}

/** Mutation hook of {@link updateCollaboration}. */
export const useUpdateCollaboration = () => useDetailMutation(updateCollaboration);
