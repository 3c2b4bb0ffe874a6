/** Deliverables an influencer publishes a rate for (PRODUCT §11), in display order. */
export const RATE_DELIVERABLES = ['post', 'story', 'reel', 'video'] as const;
/** One of {@link RATE_DELIVERABLES}. */
export type RateDeliverable = (typeof RATE_DELIVERABLES)[number];

/** Labels of the deliverables, for forms and pages. */
export const RATE_DELIVERABLE_LABELS: Record<RateDeliverable, string> = {
  post: 'Feed post',
  story: 'Story',
  reel: 'Reel or short',
  video: 'Video',
};

/** Largest rate per deliverable, in minor units (cents): 10,000,000 units of the currency. */
export const RATE_MAX_CENTS = 1_000_000_000;

/**
 * How an influencer account was linked to its imported profile: automatically because the
 * account's verified email is the profile's public email, by an admin, or by signing in with the
 * platform's own account (OAuth).
 */
export const PROFILE_LINK_METHODS = ['email', 'admin', 'social'] as const;
/** One of {@link PROFILE_LINK_METHODS}. */
export type ProfileLinkMethod = (typeof PROFILE_LINK_METHODS)[number];
