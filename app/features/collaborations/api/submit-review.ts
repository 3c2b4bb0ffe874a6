import type { CollaborationParty } from '@shared/constants/collaborations';
import type { CollaborationDetail, ReviewBody } from '@shared/schemas/collaborations';
import { api } from '@app/lib/api-client';
import { useDetailMutation } from '../hooks/use-collaboration-mutation';
import { accessOptions } from '../lib/collaboration-access';

/** The review endpoint of each reviewer: the advertiser reviews the influencer and vice versa. */
const REVIEW_PATHS: Record<CollaborationParty, string> = {
  advertiser: 'review-for-influencer',
  influencer: 'review-for-advertiser',
};

/**
 * The viewer reviews the other party of a completed collaboration, once (`PATCH
 * /api/collaboration/{id}/review-for-influencer` by the advertiser, `/review-for-advertiser` by
 * the influencer; 409 before completion or the second time).
 */
export function submitReview(
  { id, reviewer, ...body }: ReviewBody & { id: string; reviewer: CollaborationParty },
  inviteToken: string | null,
): Promise<CollaborationDetail> {
  return api.patch<CollaborationDetail>(
    `/collaboration/${encodeURIComponent(id)}/${REVIEW_PATHS[reviewer]}`,
    body,
    accessOptions(inviteToken),
  );
}

/** Mutation hook of {@link submitReview}. */
export const useSubmitReview = () => useDetailMutation(submitReview);
