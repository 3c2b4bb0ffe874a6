import { ApiError } from './api-error';

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
 * Posts an RFC 8058 one-click unsubscribe to `path` (an email's List-Unsubscribe URL on this
 * origin, not under `/api`): the body `List-Unsubscribe=One-Click`, exactly what mail providers
 * send, without cookies or a session. Resolves with the JSON answer; rejects with an
 * {@link ApiError} for an unknown token or a network failure.
 */
export async function postOneClickUnsubscribe<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
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
  return (await response.json()) as T;
}
