import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreference,
  NotificationPreferences,
} from '@shared/schemas/notifications';
import { api } from '@app/lib/api-client';

const preferencesQueryKey = ['notification-preferences'] as const;

/** The signed-in user's preference for every kind that concerns them (`GET …/preferences`). */
export function getNotificationPreferences(signal?: AbortSignal) {
  return api.get<NotificationPreferences>('/notifications/preferences', { signal });
}

/** The preferences, for the settings page. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

/** Changes some kinds' preferences (`PUT …/preferences`); answers them all. */
export function updateNotificationPreferences(preferences: NotificationPreference[]) {
  return api.put<NotificationPreferences>('/notifications/preferences', { preferences });
}

/** Mutation of {@link updateNotificationPreferences}: the cache takes the answer. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (data) => queryClient.setQueryData(preferencesQueryKey, data),
  });
}
