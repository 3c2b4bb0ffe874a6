import {
  COLLABORATION_STATUS_LABELS,
  OPEN_COLLABORATION_STATUSES,
  type CollaborationStatus,
} from '@shared/constants/collaborations';
import type { Collaboration } from '@shared/schemas/collaborations';

/** The badge colour of each status. */
export const STATUS_COLORS: Record<CollaborationStatus, string> = {
  proposed: 'yellow',
  accepted: 'teal',
  declined: 'gray',
  withdrawn: 'gray',
  content_submitted: 'blue',
  completed: 'green',
  cancelled: 'red',
};

/** One status move as its button shows it. */
export interface CollaborationMove {
  to: CollaborationStatus;
  /** The button's label: "Accept", "Decline", "Withdraw", "Mark completed", "Cancel collaboration". */
  label: string;
  color: string;
  /** Asked before a move that cannot be undone; null when it needs no confirmation. */
  confirm: { question: string; consequence: string } | null;
}

const MOVES: Partial<Record<CollaborationStatus, Omit<CollaborationMove, 'to'>>> = {
  accepted: { label: 'Accept', color: 'teal', confirm: null },
  declined: {
    label: 'Decline',
    color: 'red',
    confirm: {
      question: 'Decline this proposal?',
      consequence:
        'The brand sees that you declined. A declined proposal cannot be accepted later.',
    },
  },
  withdrawn: {
    label: 'Withdraw',
    color: 'red',
    confirm: {
      question: 'Withdraw this proposal?',
      consequence: 'The influencer can no longer accept it. This cannot be undone.',
    },
  },
  completed: {
    label: 'Mark completed',
    color: 'green',
    confirm: {
      question: 'Mark the collaboration completed?',
      consequence:
        'Do this once the content is live as agreed. The collaboration closes and both of you can leave a review.',
    },
  },
  cancelled: {
    label: 'Cancel collaboration',
    color: 'red',
    confirm: {
      question: 'Cancel the collaboration?',
      consequence: 'The work stops here and the collaboration cannot be reopened.',
    },
  },
};

/** The buttons of the moves the viewer may make now (`allowedMoves`), in the server's order. */
export function collaborationMoves(allowed: readonly CollaborationStatus[]): CollaborationMove[] {
  return allowed.map((to) => ({
    to,
    ...(MOVES[to] ?? { label: COLLABORATION_STATUS_LABELS[to], color: 'brand', confirm: null }),
  }));
}

/** Whether a collaboration in `status` is still under way (proposed, accepted, content submitted). */
function isOpen(status: CollaborationStatus): boolean {
  return (OPEN_COLLABORATION_STATUSES as readonly CollaborationStatus[]).includes(status);
}

/**
 * What the viewer may change in the terms: everything while proposed, only the discount code and
 * tracking link while the work is under way, nothing otherwise (or for the influencer).
 */
export function editableTerms(collaboration: Pick<Collaboration, 'viewer' | 'status'>) {
  if (collaboration.viewer !== 'advertiser' || !isOpen(collaboration.status)) return 'none';
  return collaboration.status === 'proposed' ? 'all' : 'links';
}

/** The signed-in page of a collaboration. */
export const collaborationPath = (id: string) => `/collaboration/${encodeURIComponent(id)}`;

/** The name of the brand: its company, else the advertiser's name. */
export function brandName(advertiser: Collaboration['advertiser']): string {
  return advertiser.company || advertiser.name;
}

/** How many collaborations the counts per status add up to. */
export function totalCount(counts: Partial<Record<CollaborationStatus, number>>): number {
  return Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
}
