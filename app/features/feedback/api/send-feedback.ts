import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import type { SendFeedback } from '@shared/schemas/feedback';
import { api } from '@app/lib/api-client';

/** Answer of the contact form: always `{ received: true }`. */
export interface FeedbackReceived {
  received: true;
}

/**
 * Sends the contact form (`POST /api/feedback`); with a stored session the message names the
 * account. Rejects with an ApiError naming `body.<field>` on a 400, or a 429 past the hourly limit.
 */
export function sendFeedback(body: SendFeedback): Promise<FeedbackReceived> {
  return api.post<FeedbackReceived>('/feedback', body);
}

/** Mutation hook for {@link sendFeedback}. */
export function useSendFeedback(
  options?: Omit<UseMutationOptions<FeedbackReceived, Error, SendFeedback>, 'mutationFn'>,
) {
  return useMutation({ mutationFn: sendFeedback, ...options });
}
