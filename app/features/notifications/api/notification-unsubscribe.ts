import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationUnsubscribe } from '@shared/schemas/notifications';
import { api } from '@app/lib/api-client';
import { postOneClickUnsubscribe } from '@app/lib/one-click-unsubscribe';

const infoKey = (token: string) => ['notification-unsubscribe', token] as const;

/**
 * What a notification email's unsubscribe link turns off (`GET
 * /api/notifications/unsubscribe/{token}`; public, no session sent). 404 for an altered token.
 */
export function useNotificationUnsubscribeInfo(token: string) {
  return useQuery({
    queryKey: infoKey(token),
    queryFn: ({ signal }) =>
      api.get<NotificationUnsubscribe>(`/notifications/unsubscribe/${encodeURIComponent(token)}`, {
        signal,
        withToken: false,
      }),
    staleTime: Infinity,
  });
}

/**
 * Turns that kind's emails off: the one-click `POST /unsubscribe/notifications/{token}` (the
 * email's List-Unsubscribe URL). Silent: the page explains.
 */
export function useNotificationUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      postOneClickUnsubscribe<NotificationUnsubscribe>(
        `/unsubscribe/notifications/${encodeURIComponent(token)}`,
      ),
    meta: { silent: true },
    onSuccess: (info) => queryClient.setQueryData(infoKey(token), info),
  });
}
