import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createEmailTemplateSchema, EmailTemplate } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { emailTemplatesQueryKey, emailTemplatesQueryOptions } from './get-email-templates';

/** Body of {@link createEmailTemplate}: `subject` and `isPublic` may be left out. */
export type CreateEmailTemplate = z.input<typeof createEmailTemplateSchema>;

/**
 * Saves a new template (`POST /api/email-template` → 201 with it; the HTML comes back sanitised).
 * 400 naming `body.<field>` for an invalid name, subject or content.
 */
export function createEmailTemplate(body: CreateEmailTemplate): Promise<EmailTemplate> {
  return api.post<EmailTemplate>('/email-template', body);
}

/**
 * Mutation hook of {@link createEmailTemplate}: the new template joins the cached own templates at
 * once (so an editor can open it), then the own and public templates are refreshed. Silent: forms
 * place the field errors themselves.
 */
export function useCreateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmailTemplate,
    meta: { silent: true },
    onSuccess: (created) => {
      queryClient.setQueryData(emailTemplatesQueryOptions().queryKey, (old) =>
        old ? [created, ...old.filter((t) => t.id !== created.id)] : old,
      );
      return queryClient.invalidateQueries({ queryKey: emailTemplatesQueryKey });
    },
  });
}
