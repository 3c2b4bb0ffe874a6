import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import type { ResetPassword, Session } from '@shared/schemas/auth';
import { api } from '@app/lib/api-client';

/** Sets a new password with the emailed code and signs in (`POST /api/auth/reset-password`). */
export function resetPassword(body: ResetPassword): Promise<Session> {
  return api.post<Session>('/auth/reset-password', body, { withToken: false });
}

/** Mutation hook for {@link resetPassword}. */
export function useResetPassword(
  options?: Omit<UseMutationOptions<Session, Error, ResetPassword>, 'mutationFn'>,
) {
  return useMutation({ mutationFn: resetPassword, ...options });
}
