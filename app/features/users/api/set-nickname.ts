import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfUser } from '@shared/schemas/users';
import { api } from '@app/lib/api-client';
import { currentUserQueryKey } from '@app/lib/auth';

/** Body of `POST /api/users/nickname`. */
export interface SetNickname {
  nickname: string;
}

/** Sets the signed-in user's public nickname (`POST /api/users/nickname`; 409 when taken). */
export function setNickname(body: SetNickname): Promise<SelfUser> {
  return api.post<SelfUser>('/users/nickname', body);
}

/** Mutation hook for {@link setNickname}; stores the answer as the current user. */
export function useSetNickname(
  options?: Omit<UseMutationOptions<SelfUser, Error, SetNickname>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNickname,
    ...options,
    onSuccess: (user, ...rest) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      return options?.onSuccess?.(user, ...rest);
    },
  });
}
