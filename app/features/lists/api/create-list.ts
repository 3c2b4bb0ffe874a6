import type { CreateList, ListSummary } from '@shared/schemas/lists';
import { api } from '@app/lib/api-client';
import { useListMutation } from '../hooks/use-list-mutation';

/** Creates a list, optionally with its first influencers (`POST /api/list`; 409 on a taken name). */
export function createList(body: CreateList): Promise<ListSummary> {
  return api.post<ListSummary>('/list', body);
}

/** Mutation hook of {@link createList}. */
export const useCreateList = () => useListMutation(createList);
