import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EmailTemplate, updateEmailTemplateSchema } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { emailTemplatesQueryKey } from './get-email-templates';

/** Body of {@link updateEmailTemplate}: any of name, subject, content and isPublic. */
export type UpdateEmailTemplate = z.input<typeof updateEmailTemplateSchema>;

/**
 * Changes one of the user's templates (`PATCH /api/email-template/{id}` → the template). 404 for
 * a template of another user, 400 naming `body.<field>` for invalid fields.
 */
export function updateEmailTemplate({
  id,
  ...body
}: UpdateEmailTemplate & { id: string }): Promise<EmailTemplate> {
  return api.patch<EmailTemplate>(`/email-template/${encodeURIComponent(id)}`, body);
}

/** Mutation hook of {@link updateEmailTemplate}; refreshes every template query. Silent (forms show errors). */
export function useUpdateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailTemplate,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplatesQueryKey }),
  });
}
