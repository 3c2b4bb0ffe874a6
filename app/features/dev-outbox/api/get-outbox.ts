import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxEntry } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';

/** How often the outbox is refreshed while open, in ms (campaigns keep adding messages). */
const OUTBOX_POLL_MS = 5_000;

/**
 * The development outbox (`GET /api/dev/outbox`): the newest 100 messages written to disk while
 * no SMTP server is configured, addressed to or from the signed-in user. 404 when SMTP is set
 * (mail then really goes out, and there is no outbox).
 */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxEntry[]> {
  return (await api.get<{ query: OutboxEntry[] }>('/dev/outbox', { signal })).query;
}

/** Query options of the outbox, refreshed every 5 s while shown. */
export function outboxQueryOptions() {
  return queryOptions({
    queryKey: ['dev-outbox'] as const,
    queryFn: ({ signal }) => getOutbox(signal),
    refetchInterval: OUTBOX_POLL_MS,
    staleTime: 0,
  });
}

/** The development outbox. */
export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
