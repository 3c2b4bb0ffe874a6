import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChooseGift, CollaborationGift, GiftAddress } from '@shared/schemas/gifts';
import { api } from '@app/lib/api-client';
import { giftAccess, giftPath, giftQueryKey } from './gift-access';

/** `PUT /api/collaboration/{id}/gift`: the brand chooses the products (priced by the shop). */
export const chooseGift = (collaborationId: string, body: ChooseGift) =>
  api.put<CollaborationGift>(giftPath(collaborationId), body);

/** `PUT /api/collaboration/{id}/gift/address`: the creator's address (session or link). */
export const saveGiftAddress = (
  collaborationId: string,
  body: GiftAddress,
  inviteToken: string | null,
) =>
  api.put<CollaborationGift>(giftPath(collaborationId, '/address'), body, giftAccess(inviteToken));

/** `POST /api/collaboration/{id}/gift/order`: "Send gift" (idempotent). */
export const sendGift = (collaborationId: string) =>
  api.post<CollaborationGift>(giftPath(collaborationId, '/order'));

/** `POST /api/collaboration/{id}/gift/cancel`: cancel an unshipped gift. */
export const cancelGift = (collaborationId: string) =>
  api.post<CollaborationGift>(giftPath(collaborationId, '/cancel'));

/**
 * A gift mutation that stores its answer as the gift and then calls `onChanged` (the page
 * refreshes the collaboration's timeline).
 */
export function useGiftMutation<V>(
  collaborationId: string,
  call: (variables: V) => Promise<CollaborationGift>,
  onChanged?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (gift) => {
      queryClient.setQueryData(giftQueryKey(collaborationId), gift);
      onChanged?.();
    },
  });
}
