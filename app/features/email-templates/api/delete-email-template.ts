import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { emailTemplatesQueryKey } from './get-email-templates';

/** Deletes one of the user's templates (`DELETE /api/email-template/{id}` → 204; 404 for others'). */
export function deleteEmailTemplate(id: string): Promise<void> {
  return api.delete<void>(`/email-template/${encodeURIComponent(id)}`);
}

/** Mutation hook of {@link deleteEmailTemplate}; refreshes every template query. Failures notify. */
export function useDeleteEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmailTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailTemplatesQueryKey }),
  });
}
