import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackList, FeedbackStatus } from '@shared/schemas/feedback';
import { api } from '@app/lib/api-client';

/** The key every contact-form list query starts with (closing a message invalidates it). */
export const feedbackQueryKey = ['admin', 'feedback'] as const;

/**
 * One page (1-based, 50 a page) of contact-form messages with the status, newest first, and
 * their total (admins only, `GET /api/admin/feedback`).
 */
export function getFeedback(
  status: FeedbackStatus,
  page: number,
  signal?: AbortSignal,
): Promise<FeedbackList> {
  return api.get<FeedbackList>('/admin/feedback', { query: { status, page }, signal });
}

/** Query options of {@link getFeedback}. */
export function feedbackQueryOptions(status: FeedbackStatus, page: number) {
  return queryOptions({
    queryKey: [...feedbackQueryKey, status, page] as const,
    queryFn: ({ signal }) => getFeedback(status, page, signal),
  });
}

/** The contact-form messages for the admin page. */
export function useFeedback(status: FeedbackStatus, page: number) {
  return useQuery(feedbackQueryOptions(status, page));
}
