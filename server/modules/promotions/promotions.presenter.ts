import type { Platform } from '@shared/constants/discovery';
import type { Promotion } from '@shared/schemas/promotions';
import type { PromotionWithAdvertiser } from './promotions.repository';

/** A stored promotion as the API shows it (the brand only when it came from a collaboration). */
export function presentPromotion({ promotion: p, advertiser }: PromotionWithAdvertiser): Promotion {
  return {
    id: p.id,
    influencerId: p.influencerId,
    collaborationId: p.collaborationId,
    platform: p.platform as Platform,
    url: p.url,
    publishedOn: p.publishedOn,
    likes: p.likes,
    comments: p.comments,
    views: p.views,
    advertiser: advertiser?.id ? advertiser : null,
    createdAt: p.createdAt.toISOString(),
  };
}
