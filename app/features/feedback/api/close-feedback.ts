import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Feedback } from '@shared/schemas/feedback';
import { api } from '@app/lib/api-client';
import { notifyError } from '@app/lib/notify';
import { feedbackQueryKey } from './get-feedback';

/** Closes a contact-form message (admins only, `POST /api/admin/feedback/{id}/close`). */
export function closeFeedback(id: string): Promise<Feedback> {
  return api.post<Feedback>(`/admin/feedback/${encodeURIComponent(id)}/close`);
}

/** Mutation hook of {@link closeFeedback}: the open and closed lists are asked again. */
export function useCloseFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackQueryKey }),
    onError: (error) => notifyError(error, 'Could not close the message'),
  });
}
