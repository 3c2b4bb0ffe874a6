import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EmailPreview, previewEmailSchema } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';

/** Body of {@link previewMail}. */
export type PreviewMail = z.input<typeof previewEmailSchema>;

/**
 * Renders the email the composer would send to one influencer, without sending (`POST
 * /api/email-template/preview`); unknown variables and Liquid errors are in the answer.
 */
export function previewMail(body: PreviewMail, signal?: AbortSignal): Promise<EmailPreview> {
  return api.post<EmailPreview>('/email-template/preview', body, { signal });
}

/**
 * The preview of `body` while `enabled` (the composer's preview is shown and there is content);
 * give it a debounced input. Keeps the previous preview while the next renders.
 */
export function useMailPreview(body: PreviewMail, enabled: boolean) {
  return useQuery({
    queryKey: ['mail-preview', body] as const,
    queryFn: ({ signal }) => previewMail(body, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    enabled: enabled && body.content.trim() !== '',
  });
}
