import {
  COLLABORATION_STATUS_LABELS,
  COLLABORATION_TRANSITIONS,
  type CollaborationParty,
  type CollaborationStatus,
} from '@shared/constants/collaborations';
import type { UserRow } from '../../db/schema';
import { conflict, fieldError, forbidden } from '../../errors';
import { actsAsBrand } from '@shared/constants/roles';

/**
 * Who acts on a collaboration: a party, and the account (null for the holder of an emailed link).
 * `verified` is whether the actor is known to be who they say: always for the advertiser; for the
 * influencer side, an account linked to the profile, or a link (or attached account) whose
 * invitation went to the profile's own public email — not to an address the brand typed.
 */
export interface Actor {
  party: CollaborationParty;
  userId: string | null;
  verified: boolean;
}

/**
 * Published posts and reviews speak for the profile in public: only a verified influencer side
 * may add them. @throws 403 otherwise.
 */
export function assertVerifiedInfluencer(actor: Actor, what: string): void {
  if (!actor.verified)
    throw forbidden(
      `The invitation went to an address the brand gave, not the profile's own, so you can read, answer and message but not ${what}. Sign up with the profile's public email, or ask us to link your account to the profile.`,
    );
}

/** The status moves `party` may make from `from`. */
export function allowedMoves(from: CollaborationStatus, party: CollaborationParty) {
  return (
    Object.entries(COLLABORATION_TRANSITIONS[from]) as [
      CollaborationStatus,
      readonly CollaborationParty[],
    ][]
  )
    .filter(([, parties]) => parties.includes(party))
    .map(([to]) => to);
}

/**
 * Checks a status move against COLLABORATION_TRANSITIONS for the acting party.
 * @throws 409 when the move is illegal from `from`, naming the allowed moves and who makes them
 * (field `body.status`); 403 when it is legal but belongs to the other party.
 */
export function assertMove(
  from: CollaborationStatus,
  to: CollaborationStatus,
  party: CollaborationParty,
): void {
  const moves = COLLABORATION_TRANSITIONS[from];
  const parties = moves[to];
  if (!parties) {
    const options = Object.entries(moves).map(([s, p]) => `${s} (${p.join(' or ')})`);
    const hint = to === 'content_submitted' ? ' Content is submitted with promotion info.' : '';
    const message = `A ${COLLABORATION_STATUS_LABELS[from].toLowerCase()} collaboration cannot become ${to}. ${
      options.length ? `Allowed: ${options.join(', ')}.` : 'No move is allowed.'
    }${hint}`;
    throw conflict(message, [{ path: 'body.status', message }]);
  }
  if (!parties.includes(party))
    throw forbidden(`Only the ${parties.join(' or ')} can make a collaboration ${to}.`);
}

/** @throws 403 unless the actor is `party` (`what` completes "Only the … can …"). */
export function assertParty(actor: Actor, party: CollaborationParty, what: string): void {
  if (actor.party !== party) throw forbidden(`Only the ${party} can ${what}.`);
}

/** Whether an account may propose collaborations: advertisers and admins. @throws 403 otherwise. */
export function assertCanPropose(user: UserRow): void {
  if (!actsAsBrand(user.roles)) throw forbidden('Only advertiser accounts propose collaborations.');
}

/** @throws 400 naming `body.deadline` when `deadline` (YYYY-MM-DD) is before today (UTC). */
export function assertDeadlineAhead(deadline: string | null | undefined): void {
  if (!deadline) return;
  const today = new Date().toISOString().slice(0, 10);
  if (deadline < today) {
    throw fieldError('body.deadline', 'The deadline is in the past');
  }
}
