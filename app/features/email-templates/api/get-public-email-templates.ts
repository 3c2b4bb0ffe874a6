import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailTemplate } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';
import { emailTemplatesQueryKey } from './get-email-templates';

/**
 * The gallery: every user's public templates, the user's own among them with `mine: true`
 * (`GET /api/email-template/public`).
 */
export async function getPublicEmailTemplates(signal?: AbortSignal): Promise<EmailTemplate[]> {
  return (await api.get<{ query: EmailTemplate[] }>('/email-template/public', { signal })).query;
}

/** Query options of the gallery of public templates. */
export function publicEmailTemplatesQueryOptions() {
  return queryOptions({
    queryKey: [...emailTemplatesQueryKey, 'public'] as const,
    queryFn: ({ signal }) => getPublicEmailTemplates(signal),
  });
}

/** The gallery of public templates. */
export function usePublicEmailTemplates() {
  return useQuery(publicEmailTemplatesQueryOptions());
}
