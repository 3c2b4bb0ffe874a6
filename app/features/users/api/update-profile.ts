import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfUser, UpdateUser } from '@shared/schemas/users';
import { api } from '@app/lib/api-client';
import { currentUserQueryKey } from '@app/lib/auth';

/** Updates the signed-in user's name, company, website or avatar (`PATCH /api/users`). */
export function updateProfile(body: UpdateUser): Promise<SelfUser> {
  return api.patch<SelfUser>('/users', body);
}

/** Mutation hook for {@link updateProfile}; stores the answer as the current user. */
export function useUpdateProfile(
  options?: Omit<UseMutationOptions<SelfUser, Error, UpdateUser>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    ...options,
    onSuccess: (user, ...rest) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      return options?.onSuccess?.(user, ...rest);
    },
  });
}
