/** Collaboration statuses (PRODUCT §7). */
export const COLLABORATION_STATUSES = [
  'proposed',
  'accepted',
  'declined',
  'withdrawn',
  'content_submitted',
  'completed',
  'cancelled',
] as const;
/** One of {@link COLLABORATION_STATUSES}. */
export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];

/** The two parties of a collaboration. */
export const COLLABORATION_PARTIES = ['advertiser', 'influencer'] as const;
/** One of {@link COLLABORATION_PARTIES}. */
export type CollaborationParty = (typeof COLLABORATION_PARTIES)[number];

/**
 * The legal status moves and who may make each (PRODUCT §7): the influencer accepts or declines a
 * proposal and the advertiser withdraws it; accepted work becomes content_submitted when the
 * influencer submits promotion info (`PATCH …/promotion-info`, not a status move); the advertiser
 * completes submitted content; either party cancels accepted or submitted work.
 */
export const COLLABORATION_TRANSITIONS: Record<
  CollaborationStatus,
  Partial<Record<CollaborationStatus, readonly CollaborationParty[]>>
> = {
  proposed: { accepted: ['influencer'], declined: ['influencer'], withdrawn: ['advertiser'] },
  accepted: { cancelled: ['advertiser', 'influencer'] },
  content_submitted: { completed: ['advertiser'], cancelled: ['advertiser', 'influencer'] },
  declined: {},
  withdrawn: {},
  completed: {},
  cancelled: {},
};

/** Statuses in which a collaboration is still under way (one open collaboration per pair and campaign). */
export const OPEN_COLLABORATION_STATUSES = ['proposed', 'accepted', 'content_submitted'] as const;

/** Statuses in which the influencer may submit promotion info (published posts). */
export const PROMOTION_INFO_STATUSES = ['accepted', 'content_submitted'] as const;

/** Labels of the statuses, for boards and badges. */
export const COLLABORATION_STATUS_LABELS: Record<CollaborationStatus, string> = {
  proposed: 'Proposed',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  content_submitted: 'Content submitted',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Kinds of event on a collaboration's activity timeline. Messages are events of kind `message`. */
export const COLLABORATION_EVENT_KINDS = [
  'proposed',
  'terms_updated',
  'accepted',
  'declined',
  'withdrawn',
  'content_submitted',
  'completed',
  'cancelled',
  'message',
  'invite_emailed',
  'review_for_influencer',
  'review_for_advertiser',
  'discount_code_created',
  'order',
  'refund',
  'gift_chosen',
  'gift_address',
  'gift_ordered',
  'gift_shipped',
  'gift_delivered',
  'gift_cancelled',
  'gift_failed',
] as const;
/** One of {@link COLLABORATION_EVENT_KINDS}. */
export type CollaborationEventKind = (typeof COLLABORATION_EVENT_KINDS)[number];

/** Longest message (collaboration thread or in-app), in characters. */
export const MESSAGE_MAX_LENGTH = 5_000;
/** Longest deliverables text and review text, in characters. */
export const DELIVERABLES_MAX_LENGTH = 2_000;
export const REVIEW_MAX_LENGTH = 2_000;
/** Most published posts in one promotion-info submission. */
export const PROMOTION_POSTS_MAX = 20;

/** How long the emailed link of an influencer without an account works, in seconds (30 days). */
export const INVITE_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Header carrying that link's token on API calls (kept out of URLs, so out of access logs). */
export const INVITE_TOKEN_HEADER = 'x-collaboration-token';

/**
 * Hosts a published post may be on, per platform (with or without `www.`/`m.`): the "right
 * platform's domains" of promotion info.
 */
export const PLATFORM_POST_HOSTS: Record<'instagram' | 'youtube' | 'tiktok', readonly string[]> = {
  instagram: ['instagram.com', 'instagr.am'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
};
