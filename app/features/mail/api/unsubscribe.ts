import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeInfo } from '@shared/schemas/email';
import { postOneClickUnsubscribe } from '@app/lib/one-click-unsubscribe';
import { unsubscribeInfoQueryKey } from './get-unsubscribe-info';

/**
 * Unsubscribes the link's address from its sender's emails: `POST /unsubscribe/{token}` (not under
 * `/api`: the same URL as the List-Unsubscribe header), one-click as mail providers send it.
 * Resolves with the link's info (`unsubscribed: true`; idempotent); rejects with an
 * ApiError for an unknown token or a network failure.
 */
export function unsubscribe(token: string): Promise<UnsubscribeInfo> {
  return postOneClickUnsubscribe<UnsubscribeInfo>(`/unsubscribe/${encodeURIComponent(token)}`);
}

/** Mutation hook of {@link unsubscribe}: the link's cached info then reads as used. Silent (the page explains). */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    meta: { silent: true },
    onSuccess: (info) => queryClient.setQueryData(unsubscribeInfoQueryKey(token), info),
  });
}
