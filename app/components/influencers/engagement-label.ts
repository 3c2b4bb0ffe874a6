import type { EngagementRateBasis } from '@shared/schemas/influencers';

/**
 * How a card names its engagement rate, by what the rate is a percent of (ENGAGEMENT_RATE_BASIS):
 * a short label for the card and the full definition for its tooltip.
 */
export const ENGAGEMENT_LABELS: Record<EngagementRateBasis, { short: string; title: string }> = {
  followers: {
    short: 'Eng. rate',
    title: 'Engagement rate by followers: (average likes + comments) ÷ followers',
  },
  views: {
    short: 'ER by views',
    title: 'Engagement rate by views: (average likes + comments) ÷ average views',
  },
};
