import { api } from '@app/lib/api-client';
import { useListMutation } from '../hooks/use-list-mutation';

/** Deletes a list; its influencers stay in the other lists (`DELETE /api/list/{id}`). */
export function deleteList(id: string): Promise<void> {
  return api.delete<void>(`/list/${encodeURIComponent(id)}`);
}

/** Mutation hook of {@link deleteList}. */
export const useDeleteList = () => useListMutation(deleteList);
