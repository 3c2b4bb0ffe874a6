import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfluencerData, UpdateInfluencerAccount } from '@shared/schemas/influencer-accounts';
import { api } from '@app/lib/api-client';
import { influencerDataQueryKey } from './get-influencer-data';

/**
 * Saves the signed-in influencer's contact email, rates (in cents) and currency
 * (`PATCH /api/influencer/me`); answers with their data.
 */
export function updateInfluencerAccount(body: UpdateInfluencerAccount): Promise<InfluencerData> {
  return api.patch<InfluencerData>('/influencer/me', body);
}

/** Mutation hook for {@link updateInfluencerAccount}; stores the answer as the influencer's data. */
export function useUpdateInfluencerAccount(
  options?: Omit<UseMutationOptions<InfluencerData, Error, UpdateInfluencerAccount>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInfluencerAccount,
    ...options,
    onSuccess: (data, ...rest) => {
      queryClient.setQueryData(influencerDataQueryKey, data);
      return options?.onSuccess?.(data, ...rest);
    },
  });
}
