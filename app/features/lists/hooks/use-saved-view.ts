import { useCallback, useMemo } from 'react';
import type { To } from 'react-router';
import { useSearchParams } from 'react-router';
import { SAVED_SORTS, type SavedSort, type SavedView } from '../lib/saved-view';

/** The My Influencers view kept in the URL (`list`, `q`, `sort`, `profile`), so it can be shared. */
export interface SavedViewState extends SavedView {
  /** The open profile, or null. */
  profileId: string | null;
  setListId: (listId: string | null) => void;
  setSearch: (search: string) => void;
  setSort: (sort: SavedSort) => void;
  profileHref: (influencerId: string) => To;
  closeProfile: () => void;
}

/** Reads and writes the My Influencers view in the query string. */
export function useSavedView(): SavedViewState {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const sort = params.get('sort');
  return useMemo(
    () => ({
      listId: params.get('list'),
      search: params.get('q') ?? '',
      sort: SAVED_SORTS.includes(sort as SavedSort) ? (sort as SavedSort) : 'added',
      profileId: params.get('profile'),
      setListId: (listId) => update({ list: listId }),
      setSearch: (search) => update({ q: search }, true),
      setSort: (value) => update({ sort: value === 'added' ? null : value }),
      profileHref: (influencerId) => {
        const next = new URLSearchParams(params);
        next.set('profile', influencerId);
        return { search: `?${next.toString()}` };
      },
      closeProfile: () => update({ profile: null }),
    }),
    [params, sort, update],
  );
}
