import { api } from '@app/lib/api-client';
import { useCollaborationMutation } from '../hooks/use-collaboration-mutation';
import { accessOptions } from '../lib/collaboration-access';

/**
 * Deletes one of the viewer's own messages (`DELETE /api/collaboration/{id}/message/{messageId}`
 * → 204); it stays in the thread as "Message deleted". 404 for someone else's message.
 */
export function deleteMessage(
  { id, messageId }: { id: string; messageId: string },
  inviteToken: string | null,
): Promise<void> {
  return api.delete<void>(
    `/collaboration/${encodeURIComponent(id)}/message/${encodeURIComponent(messageId)}`,
    undefined,
    accessOptions(inviteToken),
  );
}

/** Mutation hook of {@link deleteMessage}. */
export const useDeleteMessage = () => useCollaborationMutation(deleteMessage);
