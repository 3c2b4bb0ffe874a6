import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Conversation } from '@shared/schemas/messages';
import { api } from '@app/lib/api-client';
import { conversationsQueryOptions, messagesQueryKey } from './get-conversations';
import { unreadCountQueryOptions } from './get-unread-count';

/** How often an open conversation refreshes while the tab is visible, in ms. */
const CONVERSATION_REFRESH_MS = 5_000;

/**
 * The conversation with another user, oldest first (the newest 500 messages); reading it marks
 * their messages read (`GET /api/message/user/self/{userId}`). An empty conversation with someone
 * the user may write to; 404 for anyone else.
 */
export function getConversation(userId: string, signal?: AbortSignal): Promise<Conversation> {
  return api.get<Conversation>(`/message/user/self/${encodeURIComponent(userId)}`, { signal });
}

/** Query options of one conversation. */
export function conversationQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...messagesQueryKey, 'conversation', userId] as const,
    queryFn: ({ signal }) => getConversation(userId, signal),
  });
}

/**
 * One conversation, refreshed every 5 s while the tab is visible. When it brings news the list
 * does not show yet (unread messages it just marked read, or a newer last message), the list and
 * the header's unread count are refreshed.
 */
export function useConversation(userId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...conversationQueryOptions(userId),
    refetchInterval: CONVERSATION_REFRESH_MS,
  });
  const { data } = query;
  useEffect(() => {
    const newest = data?.messages.at(-1);
    if (!data || !newest) return;
    const listed = queryClient
      .getQueryData(conversationsQueryOptions().queryKey)
      ?.query.find((conversation) => conversation.with.id === data.with.id);
    if (listed && listed.last.id === newest.id && listed.unread === 0) return;
    void queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey });
  }, [data, queryClient]);
  return query;
}
