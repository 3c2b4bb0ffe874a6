import type { CollaborationDetail, PromotionInfo } from '@shared/schemas/collaborations';
import { api } from '@app/lib/api-client';
import { useDetailMutation } from '../hooks/use-collaboration-mutation';
import { accessOptions } from '../lib/collaboration-access';

/**
 * The influencer submits their published posts (`PATCH /api/collaboration/{id}/promotion-info`):
 * the collaboration becomes content_submitted. 400 names `body.posts.N.url` for an address not on
 * the profile's platform; 409 outside accepted / content submitted.
 */
export function submitPromotionInfo(
  { id, ...body }: PromotionInfo & { id: string },
  inviteToken: string | null,
): Promise<CollaborationDetail> {
  return api.patch<CollaborationDetail>(
    `/collaboration/${encodeURIComponent(id)}/promotion-info`,
    body,
    accessOptions(inviteToken),
  );
}

/** Mutation hook of {@link submitPromotionInfo}. */
export const useSubmitPromotionInfo = () => useDetailMutation(submitPromotionInfo);
