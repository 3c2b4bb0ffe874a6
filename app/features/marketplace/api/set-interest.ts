import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicCampaign } from '@shared/schemas/campaigns';
import { api } from '@app/lib/api-client';
import { marketplaceQueryKey } from './get-active-campaigns';

/**
 * Marks or unmarks the influencer's interest in an active campaign, idempotently
 * (`PATCH /api/campaign/add-interested-influencer/{id}` / `remove-interested-influencer/{id}`).
 */
export function setInterest({
  id,
  interested,
}: {
  id: string;
  interested: boolean;
}): Promise<PublicCampaign> {
  const action = interested ? 'add' : 'remove';
  return api.patch<PublicCampaign>(
    `/campaign/${action}-interested-influencer/${encodeURIComponent(id)}`,
  );
}

/** Mutation hook of {@link setInterest}; refreshes every public campaign view. */
export function useSetInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInterest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketplaceQueryKey }),
  });
}
