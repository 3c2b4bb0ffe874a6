import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailTemplate } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';

/** Query key of everything about email templates; every template change invalidates it. */
export const emailTemplatesQueryKey = ['email-templates'] as const;

/** The signed-in user's own templates, newest first (`GET /api/email-template/user/self`). */
export async function getEmailTemplates(signal?: AbortSignal): Promise<EmailTemplate[]> {
  return (await api.get<{ query: EmailTemplate[] }>('/email-template/user/self', { signal })).query;
}

/** Query options of the user's own templates. */
export function emailTemplatesQueryOptions() {
  return queryOptions({
    queryKey: [...emailTemplatesQueryKey, 'own'] as const,
    queryFn: ({ signal }) => getEmailTemplates(signal),
  });
}

/**
 * The user's own templates (for the Templates tab, and the template pickers of the composer and
 * the campaign form); `enabled: false` waits until a picker opens.
 */
export function useEmailTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...emailTemplatesQueryOptions(), enabled });
}
