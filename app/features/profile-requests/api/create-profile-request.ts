import { useMutation } from '@tanstack/react-query';
import type { CreateProfileRequest, ProfileRequest } from '@shared/schemas/profile-requests';
import { api } from '@app/lib/api-client';

/**
 * Asks to remove or correct a profile (`POST /api/profile-requests`): a code goes to the profile's
 * public email (the answer names it masked), or the request is applied at once for its creator
 * signed in with the platform (`state: 'applied'`).
 */
export function createProfileRequest(body: CreateProfileRequest): Promise<ProfileRequest> {
  return api.post<ProfileRequest>('/profile-requests', body);
}

/** Mutation hook of {@link createProfileRequest}. */
export function useCreateProfileRequest() {
  return useMutation({ mutationFn: createProfileRequest });
}
