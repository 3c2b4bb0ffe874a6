import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EmailPreview, previewEmailSchema } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';

/** Body of {@link previewEmailTemplate}. */
export type PreviewEmailInput = z.input<typeof previewEmailSchema>;

/**
 * Renders a subject and HTML body for one of the user's saved influencers (the first one when
 * `influencerId` is absent) without sending (`POST /api/email-template/preview`). Unknown
 * variables and Liquid syntax errors come back in the answer, not as an error.
 */
export function previewEmailTemplate(
  body: PreviewEmailInput,
  signal?: AbortSignal,
): Promise<EmailPreview> {
  return api.post<EmailPreview>('/email-template/preview', body, { signal });
}

/** Query options of one preview: cached per input, and never refetched on its own. */
export function emailTemplatePreviewQueryOptions(body: PreviewEmailInput) {
  return queryOptions({
    queryKey: ['email-preview', body] as const,
    queryFn: ({ signal }) => previewEmailTemplate(body, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

/**
 * The preview of `body` (give it a debounced input: each new input is one call); off while the
 * content is empty. Keeps showing the previous preview while the next one renders.
 */
export function useEmailTemplatePreview(body: PreviewEmailInput) {
  return useQuery({
    ...emailTemplatePreviewQueryOptions(body),
    enabled: body.content.trim() !== '',
  });
}
