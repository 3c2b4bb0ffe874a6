import { CAMPAIGN_TRANSITIONS, type CampaignStatus } from '@shared/constants/campaigns';

/** The label of each status, for badges and filters. */
export const STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  archived: 'Archived',
};

/** The badge colour of each status. */
export const STATUS_COLORS: Record<CampaignStatus, string> = {
  draft: 'gray',
  active: 'teal',
  paused: 'yellow',
  completed: 'blue',
  archived: 'dark',
};

/** One legal status move, as a button shows it. */
export interface StatusMove {
  to: CampaignStatus;
  /** The button's label: "Activate", "Pause", "Resume", "Complete", "Archive". */
  label: string;
  /** Asked before a move that cannot be undone; null when the move needs no confirmation. */
  confirm: string | null;
}

function moveOf(from: CampaignStatus, to: CampaignStatus): StatusMove {
  switch (to) {
    case 'active':
      return { to, label: from === 'paused' ? 'Resume' : 'Activate', confirm: null };
    case 'paused':
      return { to, label: 'Pause', confirm: null };
    case 'completed':
      return {
        to,
        label: 'Complete',
        confirm:
          'A completed campaign leaves the marketplace and can no longer be edited or reactivated.',
      };
    case 'archived':
      return {
        to,
        label: 'Archive',
        confirm: 'An archived campaign can no longer be edited, reactivated or unarchived.',
      };
    default:
      return { to, label: STATUS_LABELS[to], confirm: null };
  }
}

/** The legal moves from `status` (CAMPAIGN_TRANSITIONS), in the order the buttons show them. */
export function statusMoves(status: CampaignStatus): StatusMove[] {
  return CAMPAIGN_TRANSITIONS[status].map((to) => moveOf(status, to));
}

/** Whether a campaign in `status` can still be edited (not completed, not archived). */
export function isEditable(status: CampaignStatus): boolean {
  return status !== 'completed' && status !== 'archived';
}

/** Whether a campaign in `status` can be deleted (drafts and archived ones). */
export function isDeletable(status: CampaignStatus): boolean {
  return status === 'draft' || status === 'archived';
}

/** The owner's page of a campaign. */
export const campaignPath = (id: string) => `/campaign/${encodeURIComponent(id)}`;

/** The edit page of a campaign. */
export const campaignEditPath = (id: string) => `${campaignPath(id)}/edit`;

/** The public page of an active campaign (no sign-in needed). */
export const publicCampaignPath = (id: string) => `/campaign-detail/${encodeURIComponent(id)}`;
