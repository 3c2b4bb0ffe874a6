import type {
  CollaborationParty,
  CollaborationEventKind,
  CollaborationStatus,
} from '@shared/constants/collaborations';
import type { CampaignCurrency, CompensationType } from '@shared/constants/campaigns';
import type { Platform } from '@shared/constants/discovery';
import type {
  Collaboration,
  CollaborationDetail,
  CollaborationEvent,
  Review,
} from '@shared/schemas/collaborations';
import type { Promotion } from '@shared/schemas/promotions';
import type { CollaborationEventRow, CollaborationReviewRow } from '../../db/schema';
import type { TrackingLink } from '../short-links/short-links.service';
import { allowedMoves, type Actor } from './collaborations.policy';
import type { JoinedCollaboration } from './collaborations.repository';

/** How the influencer learns of a proposal: their account, the emailed link, or neither. */
function reachOf(row: JoinedCollaboration): Collaboration['reach'] {
  if (row.profileHasAccount || row.collaboration.influencerUserId) return 'account';
  return row.collaboration.inviteEmail ? 'email' : 'none';
}

/** A collaboration as `viewer` sees it (`reach` for the advertiser only). */
export function presentCollaboration(
  row: JoinedCollaboration,
  viewer: CollaborationParty,
): Collaboration {
  const c = row.collaboration;
  const status = c.status as CollaborationStatus;
  return {
    id: c.id,
    status,
    viewer,
    allowedMoves: allowedMoves(status, viewer),
    advertiser: row.advertiser,
    influencer: {
      id: row.influencer.id,
      platform: row.influencer.platform as Platform,
      username: row.influencer.username,
      name: row.influencer.name,
      avatarUrl: row.influencer.avatarUrl,
      followers: row.influencer.followers,
    },
    campaign: row.campaign?.id ? { id: row.campaign.id, name: row.campaign.name } : null,
    compensation: c.compensation as CompensationType,
    amount: c.amount,
    currency: c.currency as CampaignCurrency,
    deliverables: c.deliverables,
    deadline: c.deadline,
    discountCode: c.discountCode,
    trackingUrl: c.trackingUrl,
    sales:
      c.shopifyDiscountId && c.salesCurrency
        ? { orders: c.salesOrders, revenue: c.salesRevenue, currencyCode: c.salesCurrency }
        : null,
    unread: row.unread,
    reach: viewer === 'advertiser' ? reachOf(row) : null,
    lastActivityAt: c.lastActivityAt.toISOString(),
    statusChangedAt: c.statusChangedAt.toISOString(),
    createdAt: c.createdAt.toISOString(),
  };
}

/** A timeline event as `viewer` sees it (deleted messages keep their place without text). */
export function presentEvent(
  event: CollaborationEventRow,
  viewer: CollaborationParty,
): CollaborationEvent {
  return {
    id: event.id,
    kind: event.kind as CollaborationEventKind,
    actor: event.actor as CollaborationParty,
    mine: event.actor === viewer,
    message: event.deletedAt ? null : event.body,
    deleted: event.deletedAt !== null,
    createdAt: event.createdAt.toISOString(),
  };
}

const presentReview = (row: CollaborationReviewRow | undefined): Review | null =>
  row ? { rating: row.rating, text: row.text, createdAt: row.createdAt.toISOString() } : null;

/**
 * The detail view: the collaboration, its timeline, published posts, both reviews and the
 * tracking short link with its clicks (shown while a tracking URL is set).
 */
export function presentDetail(
  row: JoinedCollaboration,
  viewer: Actor,
  events: CollaborationEventRow[],
  promotions: Promotion[],
  reviews: CollaborationReviewRow[],
  tracking: TrackingLink | null,
): CollaborationDetail {
  return {
    ...presentCollaboration(row, viewer.party),
    viewerVerified: viewer.verified,
    trackingShortUrl: row.collaboration.trackingUrl ? (tracking?.shortUrl ?? null) : null,
    trackingClicks: tracking?.clicks ?? 0,
    events: events.map((e) => presentEvent(e, viewer.party)),
    promotions,
    reviewForInfluencer: presentReview(reviews.find((r) => r.direction === 'for_influencer')),
    reviewForAdvertiser: presentReview(reviews.find((r) => r.direction === 'for_advertiser')),
  };
}
