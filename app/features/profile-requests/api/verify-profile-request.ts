import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileRequest } from '@shared/schemas/profile-requests';
import { api } from '@app/lib/api-client';

/** Confirms a request with the mailed code; the answer is the request, applied. */
export function verifyProfileRequest(input: { id: string; code: string }): Promise<ProfileRequest> {
  return api.post<ProfileRequest>(`/profile-requests/${encodeURIComponent(input.id)}/verify`, {
    code: input.code,
  });
}

/**
 * Mutation hook of {@link verifyProfileRequest}: once applied, cached discovery (searches,
 * profiles) is refetched; this form's own lookup is left alone (a removed profile is gone).
 */
export function useVerifyProfileRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyProfileRequest,
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'profile-requests' }),
  });
}
