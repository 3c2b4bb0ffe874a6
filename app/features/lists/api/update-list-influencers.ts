import type { ListSummary, UpdateListInfluencers } from '@shared/schemas/lists';
import { api } from '@app/lib/api-client';
import { useListMutation } from '../hooks/use-list-mutation';

/** Adds or removes influencers, idempotently (`PATCH /api/list/{id}/influencers`). */
export function updateListInfluencers({
  id,
  ...body
}: { id: string } & UpdateListInfluencers): Promise<ListSummary> {
  return api.patch<ListSummary>(`/list/${encodeURIComponent(id)}/influencers`, body);
}

/** Mutation hook of {@link updateListInfluencers}. */
export const useUpdateListInfluencers = () => useListMutation(updateListInfluencers);
