import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadNotifications } from '@shared/schemas/notifications';
import { api } from '@app/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** Marks notifications read: these ids, or all (`POST /api/notifications/read`). */
export function readNotifications(input: ReadNotifications): Promise<{ unread: number }> {
  return api.post<{ unread: number }>('/notifications/read', input);
}

/** Mutation of {@link readNotifications}; the bell and the history refresh after it. */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
