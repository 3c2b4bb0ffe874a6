/** Email campaign statuses (PRODUCT §5): draft → scheduled → sending → sent, with paused and cancelled. */
export const EMAIL_CAMPAIGN_STATUSES = [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'sent',
  'cancelled',
] as const;
/** One of {@link EMAIL_CAMPAIGN_STATUSES}. */
export type EmailCampaignStatus = (typeof EMAIL_CAMPAIGN_STATUSES)[number];

/**
 * The status moves a user may ask for with `PATCH /api/email-campaign/{id} {status}`. `sending` →
 * `sent` is the sender's own move once no recipient is left; `sending` from `sending` is an
 * idempotent no-op (starting twice never sends twice).
 */
export const EMAIL_CAMPAIGN_TRANSITIONS: Record<
  EmailCampaignStatus,
  readonly EmailCampaignStatus[]
> = {
  draft: ['scheduled', 'sending'],
  scheduled: ['draft', 'sending', 'cancelled'],
  sending: ['paused', 'cancelled'],
  paused: ['sending', 'cancelled'],
  sent: [],
  cancelled: [],
};

/** Campaign statuses whose content, subject and recipients can still be edited. */
export const EDITABLE_EMAIL_CAMPAIGN_STATUSES = ['draft', 'scheduled'] as const;

/**
 * Status of one outgoing email (a campaign recipient or a single mail). `pending` is "queued";
 * `sending` means a worker holds it; `cancelled` recipients belonged to a cancelled campaign.
 */
export const EMAIL_MESSAGE_STATUSES = [
  'pending',
  'sending',
  'sent',
  'failed',
  'skipped',
  'cancelled',
] as const;
/** One of {@link EMAIL_MESSAGE_STATUSES}. */
export type EmailMessageStatus = (typeof EMAIL_MESSAGE_STATUSES)[number];

/** Why a recipient was skipped without sending. */
export const EMAIL_SKIP_REASONS = ['no_email', 'unsubscribed', 'bounced', 'duplicate'] as const;
/** One of {@link EMAIL_SKIP_REASONS}. */
export type EmailSkipReason = (typeof EMAIL_SKIP_REASONS)[number];

/**
 * A campaign pauses itself when more than this share of the recipients its mail reached bounced
 * hard (the address does not exist) — mailbox providers start filtering a sender around 2–5 %,
 * so a list this stale would harm every later campaign.
 */
export const BOUNCE_PAUSE_RATE = 0.05;
/** …counted once at least this many recipients were reached (a few early bounces are noise). */
export const BOUNCE_PAUSE_MIN_REACHED = 20;
/** Soft (temporary) bounces after which a message is given up, failed but not suppressed. */
export const SOFT_BOUNCE_BUDGET = 3;

/** Why an address is on a sender's suppression list. */
export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced', 'manual'] as const;
/** One of {@link SUPPRESSION_REASONS}. */
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/**
 * The Liquid variables a template may use (PRODUCT §5). Anything else is reported as unknown
 * rather than rendered blank.
 */
export const TEMPLATE_VARIABLES = [
  'influencer.name',
  'influencer.username',
  'sender.name',
  'campaign.name',
  'discount_code',
  'unsubscribe_url',
] as const;
/** One of {@link TEMPLATE_VARIABLES}. */
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** Longest template or campaign body, in characters of HTML. */
export const EMAIL_CONTENT_MAX_LENGTH = 100_000;
/** Longest subject line, in characters. */
export const EMAIL_SUBJECT_MAX_LENGTH = 200;
/** Most recipients one campaign may have. */
export const EMAIL_CAMPAIGN_MAX_RECIPIENTS = 50_000;
/** How many of a campaign's recipients without an address its reach lists (the composer asks for theirs). */
export const EMAIL_REACH_LISTED = 50;

/**
 * How a sender's outreach goes out: through Collabify's mail server (From "<name> via Collabify",
 * Reply-To the verified address) or through the user's connected Gmail (the Gmail API as that
 * account, integrations.md §6).
 */
export const SEND_VIA_OPTIONS = ['collabify', 'gmail'] as const;
/** One of {@link SEND_VIA_OPTIONS}. */
export type SendVia = (typeof SEND_VIA_OPTIONS)[number];

/**
 * Messages a Gmail account may send in any rolling 24 hours, as Google publishes them (about
 * 500 for consumer Gmail, 2,000 for Google Workspace; integrations.md §6 marks the figures
 * unconfirmed). Taken from the ID token's `hd` claim (present for Workspace) when Gmail is
 * connected.
 */
export const GMAIL_DAILY_SEND_LIMITS = { consumer: 500, workspace: 2_000 } as const;
