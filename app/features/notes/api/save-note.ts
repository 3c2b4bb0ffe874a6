import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Note, UpdateNote } from '@shared/schemas/notes';
import { api } from '@app/lib/api-client';
import { noteQueryKey } from './get-note';

/** Query key prefix of the lists feature, whose note previews show this note. */
const LISTS_QUERY_KEY = ['lists'] as const;

/**
 * Replaces the signed-in user's note on an influencer with `content` (`PATCH
 * /api/note/{influencerId}`; plain text, at most `NOTE_MAX_LENGTH` characters; '' clears it).
 */
export function saveNote(influencerId: string, body: UpdateNote): Promise<Note> {
  return api.patch<Note>(`/note/${encodeURIComponent(influencerId)}`, body);
}

/**
 * Mutation hook of {@link saveNote} for one influencer; the variable is the note's content. On
 * success the answer becomes the cached note and everything under `['lists']` is invalidated so
 * note previews refresh.
 */
export function useSaveNote(
  influencerId: string,
  options?: Omit<UseMutationOptions<Note, Error, string>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => saveNote(influencerId, { content }),
    ...options,
    onSuccess: (note, ...rest) => {
      queryClient.setQueryData(noteQueryKey(influencerId), note);
      void queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY });
      return options?.onSuccess?.(note, ...rest);
    },
  });
}
