import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import type { ChangePassword, Session } from '@shared/schemas/auth';
import { api } from '@app/lib/api-client';
import { useAuth } from '@app/lib/auth';

/** Changes the password (`POST /api/users/password`); answers a new session token. */
export function changePassword(body: ChangePassword): Promise<Session> {
  return api.post<Session>('/users/password', body);
}

/**
 * Mutation hook for {@link changePassword}. Stores the new session, because the server stops
 * accepting the old token once the password changes.
 */
export function useChangePassword(
  options?: Omit<UseMutationOptions<Session, Error, ChangePassword>, 'mutationFn'>,
) {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: changePassword,
    ...options,
    onSuccess: (session, ...rest) => {
      signIn(session);
      return options?.onSuccess?.(session, ...rest);
    },
  });
}
