import {
  EMAIL_CAMPAIGN_TRANSITIONS,
  type EmailCampaignStatus,
  type EmailMessageStatus,
  type EmailSkipReason,
} from '@shared/constants/email';

/** The label of each campaign status, for badges. */
export const CAMPAIGN_STATUS_LABELS: Record<EmailCampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

/** The badge colour of each campaign status. */
export const CAMPAIGN_STATUS_COLORS: Record<EmailCampaignStatus, string> = {
  draft: 'gray',
  scheduled: 'indigo',
  sending: 'blue',
  paused: 'yellow',
  sent: 'teal',
  cancelled: 'red',
};

/** The label of each recipient (message) status; `pending` reads as "Queued". */
export const MESSAGE_STATUS_LABELS: Record<EmailMessageStatus, string> = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
};

/** The badge colour of each recipient status. */
export const MESSAGE_STATUS_COLORS: Record<EmailMessageStatus, string> = {
  pending: 'gray',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
  skipped: 'yellow',
  cancelled: 'dark',
};

/** Why a recipient was skipped, in words. */
export const SKIP_REASON_LABELS: Record<EmailSkipReason, string> = {
  no_email: 'No email',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  duplicate: 'Duplicate address',
};

/** A status move the campaign page offers as a button. */
export interface CampaignMove {
  to: EmailCampaignStatus;
  /** "Send now", "Schedule", "Unschedule", "Pause", "Resume", "Cancel". */
  label: string;
}

function moveLabel(from: EmailCampaignStatus, to: EmailCampaignStatus): string {
  switch (to) {
    case 'sending':
      return from === 'paused' ? 'Resume' : 'Send now';
    case 'scheduled':
      return 'Schedule';
    case 'draft':
      return 'Unschedule';
    case 'paused':
      return 'Pause';
    case 'cancelled':
      return 'Cancel';
    default:
      return CAMPAIGN_STATUS_LABELS[to];
  }
}

/** The moves a user may ask for from `status` (EMAIL_CAMPAIGN_TRANSITIONS), in button order. */
export function campaignMoves(status: EmailCampaignStatus): CampaignMove[] {
  return EMAIL_CAMPAIGN_TRANSITIONS[status].map((to) => ({ to, label: moveLabel(status, to) }));
}

/** Whether the campaign's name, content and recipients can still be edited (draft, scheduled). */
export function isEditable(status: EmailCampaignStatus): boolean {
  return status === 'draft' || status === 'scheduled';
}

/** Whether the campaign has (or had) per-recipient rows to show: sending began. */
export function hasStarted(status: EmailCampaignStatus): boolean {
  return status === 'sending' || status === 'paused' || status === 'sent' || status === 'cancelled';
}

/** The page of one email campaign. */
export const emailCampaignPath = (id: string) => `/email/campaign/${encodeURIComponent(id)}`;

/** The page that creates an email campaign. */
export const NEW_EMAIL_CAMPAIGN_PATH = '/email/campaign/new';

/** The campaigns tab of the /email page. */
export const EMAIL_CAMPAIGNS_PATH = '/email?tab=campaigns';
