import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import type { Logon, Session } from '@shared/schemas/auth';
import { api } from '@app/lib/api-client';

/** Creates the account with the emailed code and signs in (`POST /api/auth/logon`). */
export function logon(body: Logon): Promise<Session> {
  return api.post<Session>('/auth/logon', body, { withToken: false });
}

/** Mutation hook for {@link logon}. */
export function useLogon(options?: Omit<UseMutationOptions<Session, Error, Logon>, 'mutationFn'>) {
  return useMutation({ mutationFn: logon, ...options });
}
