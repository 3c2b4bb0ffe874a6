import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import type { Login, Session } from '@shared/schemas/auth';
import { api } from '@app/lib/api-client';

/** Signs in with email and password (`POST /api/auth/login`). */
export function login(body: Login): Promise<Session> {
  return api.post<Session>('/auth/login', body, { withToken: false });
}

/** Mutation hook for {@link login}. */
export function useLogin(options?: Omit<UseMutationOptions<Session, Error, Login>, 'mutationFn'>) {
  return useMutation({ mutationFn: login, ...options });
}
