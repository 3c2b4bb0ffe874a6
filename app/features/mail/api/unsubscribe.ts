import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeInfo } from '@shared/schemas/email';
import { ApiError } from '@app/lib/api-error';
import { unsubscribeInfoQueryKey } from './get-unsubscribe-info';

/** Reads a failed answer's problem details into an {@link ApiError}. */
async function problemOf(response: Response): Promise<ApiError> {
  const problem = (await response.json().catch(() => null)) as {
    title?: unknown;
    detail?: unknown;
  } | null;
  return new ApiError({
    type: 'about:blank',
    status: response.status,
    title: typeof problem?.title === 'string' ? problem.title : 'We could not unsubscribe you',
    ...(typeof problem?.detail === 'string' ? { detail: problem.detail } : {}),
  });
}

/**
 * Unsubscribes the link's address from its sender's emails: `POST /unsubscribe/{token}` (not under
 * `/api`: the same URL as the List-Unsubscribe header) with the RFC 8058 one-click body
 * `List-Unsubscribe=One-Click`, exactly what mail providers send, without cookies or a session.
 * Resolves with the link's info (`unsubscribed: true`; idempotent); rejects with an
 * {@link ApiError} for an unknown token or a network failure.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeInfo> {
  let response: Response;
  try {
    response = await fetch(`/unsubscribe/${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      credentials: 'omit',
    });
  } catch {
    throw new ApiError({
      type: 'about:blank',
      title: 'Network error',
      status: 0,
      detail: 'Could not reach Collabify. Check your connection and try again.',
    });
  }
  if (!response.ok) throw await problemOf(response);
  return (await response.json()) as UnsubscribeInfo;
}

/** Mutation hook of {@link unsubscribe}: the link's cached info then reads as used. Silent (the page explains). */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    meta: { silent: true },
    onSuccess: (info) => queryClient.setQueryData(unsubscribeInfoQueryKey(token), info),
  });
}
