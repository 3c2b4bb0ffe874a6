import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationList } from '@shared/schemas/messages';
import { api } from '@app/lib/api-client';

/** Query key of everything about in-app messages; sending invalidates all of it. */
export const messagesQueryKey = ['messages'] as const;

/** How often the conversation list refreshes while the page is visible, in ms. */
const LIST_REFRESH_MS = 20_000;

/**
 * The signed-in user's conversations, newest activity first, each with the other person, the
 * last message and its unread count, plus the unread total (`GET /api/message/user/self`).
 */
export function getConversations(signal?: AbortSignal): Promise<ConversationList> {
  return api.get<ConversationList>('/message/user/self', { signal });
}

/** Query options of the conversation list. */
export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: [...messagesQueryKey, 'conversations'] as const,
    queryFn: ({ signal }) => getConversations(signal),
  });
}

/** The conversation list, refreshed every 20 s while the tab is visible (new correspondents appear). */
export function useConversations() {
  return useQuery({ ...conversationsQueryOptions(), refetchInterval: LIST_REFRESH_MS });
}
