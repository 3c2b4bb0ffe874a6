import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { FAVORITES_LIST_NAME } from '@shared/constants/lists';
import type { ListSummary } from '@shared/schemas/lists';
import { isApiError } from '@app/lib/api-error';
import { notifyError } from '@app/lib/notify';
import { createList } from '../api/create-list';
import { listsQueryKey, listsQueryOptions, useLists } from '../api/get-lists';
import { updateListInfluencers } from '../api/update-list-influencers';

/** What the heart and the "save to list" menu need for every card. */
export interface SavedState {
  /** The user's lists (SEED-SPEC's `listArr`); empty while loading or for visitors. */
  lists: ListSummary[];
  /** The lists holding this influencer. */
  listsOf: (influencerId: string) => ListSummary[];
  isFavorite: (influencerId: string) => boolean;
  /**
   * Adds to or removes from "Favorites", creating that list on first use; resolves to whether it
   * was saved (a failure is announced here).
   */
  toggleFavorite: (influencerId: string) => Promise<boolean>;
  /** Adds to or removes from one list; resolves to whether it was saved. */
  setInList: (listId: string, influencerId: string, inList: boolean) => Promise<boolean>;
}

/** The cached list collection (what the optimistic updates change). */
const COLLECTION_KEY = listsQueryOptions().queryKey;

/**
 * List membership for cards and profiles, from the list collection. Changes show at once
 * (the cached collection is updated optimistically) and are refetched when they settle; a
 * failure is announced and the collection is refetched to undo it.
 */
export function useSavedState({ enabled = true }: { enabled?: boolean } = {}): SavedState {
  const queryClient = useQueryClient();
  const query = useLists({ enabled });
  const lists = useMemo(() => query.data ?? [], [query.data]);

  const change = useCallback(
    async (
      apply: (lists: ListSummary[]) => ListSummary[],
      request: () => Promise<unknown>,
    ): Promise<boolean> => {
      await queryClient.cancelQueries({ queryKey: COLLECTION_KEY });
      queryClient.setQueryData<ListSummary[]>(COLLECTION_KEY, (old) => apply(old ?? []));
      try {
        await request();
        return true;
      } catch (error) {
        notifyError(error, 'Could not update your lists');
        return false;
      } finally {
        await queryClient.invalidateQueries({ queryKey: listsQueryKey });
      }
    },
    [queryClient],
  );

  const setInList = useCallback(
    (listId: string, influencerId: string, inList: boolean) =>
      change(
        (old) =>
          old.map((l) =>
            l.id !== listId
              ? l
              : {
                  ...l,
                  influencers: inList
                    ? [...new Set([...l.influencers, influencerId])]
                    : l.influencers.filter((id) => id !== influencerId),
                },
          ),
        () =>
          updateListInfluencers(
            inList
              ? { id: listId, addInfluencers: [influencerId] }
              : { id: listId, removeInfluencers: [influencerId] },
          ),
      ),
    [change],
  );

  const favorites = lists.find((l) => l.name === FAVORITES_LIST_NAME);
  const toggleFavorite = useCallback(
    async (influencerId: string) => {
      if (favorites)
        return setInList(favorites.id, influencerId, !favorites.influencers.includes(influencerId));
      return change(
        (old) => old,
        async () => {
          try {
            await createList({ name: FAVORITES_LIST_NAME, influencers: [influencerId] });
          } catch (error) {
            // Another tab created "Favorites" first: add to that one.
            if (!isApiError(error, 409)) throw error;
            const current = await queryClient.fetchQuery({ ...listsQueryOptions(), staleTime: 0 });
            const existing = current.find((l) => l.name === FAVORITES_LIST_NAME);
            if (existing)
              await updateListInfluencers({ id: existing.id, addInfluencers: [influencerId] });
          }
        },
      );
    },
    [favorites, setInList, change, queryClient],
  );

  return {
    lists,
    listsOf: (influencerId) => lists.filter((l) => l.influencers.includes(influencerId)),
    isFavorite: (influencerId) => favorites?.influencers.includes(influencerId) ?? false,
    toggleFavorite,
    setInList,
  };
}
