import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { mailsSchema } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';

/** `GET /api/mail/user/self`: one page of single mails and their total. */
export type Mails = z.infer<typeof mailsSchema>;

/** Single mails per page of the history. */
export const MAILS_PAGE_SIZE = 50;

/** Query key of the sent-mail history; sending a mail invalidates it. */
export const mailsQueryKey = ['mails'] as const;

/** How often the history is refreshed while shown, in ms (queued mails become sent or failed). */
const MAILS_POLL_MS = 10_000;

/**
 * One page (1-based, 50 a page) of the user's single mails, newest first, each with its status
 * history (`GET /api/mail/user/self?page=`).
 */
export function getMails(page: number, signal?: AbortSignal): Promise<Mails> {
  return api.get<Mails>('/mail/user/self', { query: { page }, signal });
}

/** Query options of one page of the history, refreshed every 10 s while shown. */
export function mailsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...mailsQueryKey, page] as const,
    queryFn: ({ signal }) => getMails(page, signal),
    refetchInterval: MAILS_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

/** One page of the sent-mail history. */
export function useMails(page: number) {
  return useQuery(mailsQueryOptions(page));
}
