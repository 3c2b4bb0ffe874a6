import { api } from '@app/lib/api-client';
import { LISTS_ONLY, useCollaborationMutation } from '../hooks/use-collaboration-mutation';

/** Deletes a proposal (`DELETE /api/collaboration/{id}`; advertiser only, 409 once answered). */
export function deleteCollaboration(id: string): Promise<void> {
  return api.delete<void>(`/collaboration/${encodeURIComponent(id)}`);
}

/** Mutation hook of {@link deleteCollaboration}; refreshes the lists (the page is leaving). */
export const useDeleteCollaboration = () =>
  useCollaborationMutation(deleteCollaboration, LISTS_ONLY);
