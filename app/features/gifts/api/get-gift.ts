import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollaborationGift } from '@shared/schemas/gifts';
import { api } from '@app/lib/api-client';
import { giftAccess, giftPath, giftQueryKey } from './gift-access';

/** How often the gift is refreshed while shown (the parcel moves by webhook), in ms. */
const GIFT_POLL_MS = 10_000;

/**
 * The collaboration's gift as the caller sees it (`GET /api/collaboration/{id}/gift`): products,
 * retail value, order, parcel and — to the two parties — the shipping address. 404 for others.
 */
export function getGift(
  collaborationId: string,
  inviteToken: string | null,
  signal?: AbortSignal,
): Promise<CollaborationGift> {
  return api.get<CollaborationGift>(giftPath(collaborationId), {
    signal,
    ...giftAccess(inviteToken),
  });
}

/** The gift, refreshed every 10 s while shown. */
export function useGift(collaborationId: string, inviteToken: string | null) {
  return useQuery(
    queryOptions({
      queryKey: giftQueryKey(collaborationId),
      queryFn: ({ signal }) => getGift(collaborationId, inviteToken, signal),
      refetchInterval: GIFT_POLL_MS,
    }),
  );
}
