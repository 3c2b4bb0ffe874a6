import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, SendMessage } from '@shared/schemas/messages';
import { api } from '@app/lib/api-client';
import { messagesQueryKey } from './get-conversations';

/**
 * Sends an in-app message (`POST /api/message {to, content}` → 201 with the message). `to` is a
 * user id or an influencer profile id linked to an account. 404 when the influencer has no
 * account, 403 between two advertisers or two influencers, 400 naming `body.content`/`body.to`.
 */
export function sendMessage(body: SendMessage): Promise<Message> {
  return api.post<Message>('/message', body);
}

/**
 * Mutation hook of {@link sendMessage}; refreshes every message query when it succeeds. Silent:
 * the composer shows its own errors.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}
