/** Campaign statuses (PRODUCT §6). */
export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'completed', 'archived'] as const;
/** One of {@link CAMPAIGN_STATUSES}. */
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * The legal status moves: draft → active ⇄ paused → completed, and any status → archived.
 * Completed campaigns can only be archived; archived ones stay archived.
 */
export const CAMPAIGN_TRANSITIONS: Record<CampaignStatus, readonly CampaignStatus[]> = {
  draft: ['active', 'archived'],
  active: ['paused', 'completed', 'archived'],
  paused: ['active', 'completed', 'archived'],
  completed: ['archived'],
  archived: [],
};

/** How influencers are paid for a campaign. */
export const COMPENSATION_TYPES = ['gifted', 'fixed_fee', 'commission', 'discount_code'] as const;
/** One of {@link COMPENSATION_TYPES}. */
export type CompensationType = (typeof COMPENSATION_TYPES)[number];

/** Labels of the compensation types, for forms and pages. */
export const COMPENSATION_LABELS: Record<CompensationType, string> = {
  gifted: 'Gifted product',
  fixed_fee: 'Fixed fee',
  commission: 'Commission',
  discount_code: 'Discount code',
};

/** Currencies a budget can be in (ISO 4217); amounts are stored in minor units (cents). */
export const CAMPAIGN_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
/** One of {@link CAMPAIGN_CURRENCIES}. */
export type CampaignCurrency = (typeof CAMPAIGN_CURRENCIES)[number];

/** Longest campaign name and brief, in characters. */
export const CAMPAIGN_NAME_MAX_LENGTH = 120;
export const CAMPAIGN_BRIEF_MAX_LENGTH = 5_000;

/** Largest campaign image upload, in bytes (5 MB). */
export const CAMPAIGN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** How many AI picks are kept per campaign. */
export const CAMPAIGN_PICKS = 24;
