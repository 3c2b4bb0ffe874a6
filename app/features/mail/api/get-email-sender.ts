import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailSender } from '@shared/schemas/email';
import { api } from '@app/lib/api-client';

/** Query key of the user's sender; setting or verifying it invalidates it. */
export const emailSenderQueryKey = ['email-sender'] as const;

/**
 * The user's sender (`GET /api/users/check-email-sender`): address and name (null when none was
 * set), whether its link was followed, and the From header recipients will see.
 */
export function getEmailSender(signal?: AbortSignal): Promise<EmailSender> {
  return api.get<EmailSender>('/users/check-email-sender', { signal });
}

/** Query options of the user's sender; refreshed on every visit (it may be verified elsewhere). */
export function emailSenderQueryOptions() {
  return queryOptions({
    queryKey: emailSenderQueryKey,
    queryFn: ({ signal }) => getEmailSender(signal),
    staleTime: 0,
  });
}

/** The user's sender; `enabled: false` waits (a composer that is not open yet). */
export function useEmailSender({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...emailSenderQueryOptions(), enabled });
}
