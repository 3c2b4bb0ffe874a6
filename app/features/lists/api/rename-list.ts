import type { ListSummary } from '@shared/schemas/lists';
import { api } from '@app/lib/api-client';
import { useListMutation } from '../hooks/use-list-mutation';

/** Renames a list (`PATCH /api/list/{id}`; 409 on a taken name). */
export function renameList({ id, name }: { id: string; name: string }): Promise<ListSummary> {
  return api.patch<ListSummary>(`/list/${encodeURIComponent(id)}`, { name });
}

/** Mutation hook of {@link renameList}. */
export const useRenameList = () => useListMutation(renameList);
