import type { CollaborationEvent } from '@shared/schemas/collaborations';
import { api } from '@app/lib/api-client';
import { useCollaborationMutation } from '../hooks/use-collaboration-mutation';
import { accessOptions } from '../lib/collaboration-access';

/**
 * Appends a message to a collaboration's thread (`PATCH /api/collaboration/{id}/message
 * {message}` → 201 with the message event; 400 naming `body.message` when empty or too long).
 */
export function sendMessage(
  { id, message }: { id: string; message: string },
  inviteToken: string | null,
): Promise<CollaborationEvent> {
  return api.patch<CollaborationEvent>(
    `/collaboration/${encodeURIComponent(id)}/message`,
    { message },
    accessOptions(inviteToken),
  );
}

/** Mutation hook of {@link sendMessage}. */
export const useSendMessage = () => useCollaborationMutation(sendMessage);
