import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionList } from '@shared/schemas/promotions';
import { api } from '@app/lib/api-client';

/** Query key of everything about promotions; submitting promotion info should invalidate it. */
export const promotionsQueryKey = ['promotions'] as const;

/**
 * An influencer profile's published promotions, newest first (`GET
 * /api/promotion/influencer/{influencer}`, public).
 */
export function getInfluencerPromotions(
  influencerId: string,
  signal?: AbortSignal,
): Promise<PromotionList> {
  return api.get<PromotionList>(`/promotion/influencer/${encodeURIComponent(influencerId)}`, {
    signal,
  });
}

/** Query options of one profile's published promotions. */
export function influencerPromotionsQueryOptions(influencerId: string) {
  return queryOptions({
    queryKey: [...promotionsQueryKey, 'influencer', influencerId] as const,
    queryFn: ({ signal }) => getInfluencerPromotions(influencerId, signal),
  });
}

/** One profile's published promotions. */
export function useInfluencerPromotions(influencerId: string) {
  return useQuery(influencerPromotionsQueryOptions(influencerId));
}
