import type { CollaborationEventKind, CollaborationParty } from '@shared/constants/collaborations';
import type { NotificationKind } from '@shared/constants/notifications';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { CollaborationRow } from '../../db/schema';
import { findLinkedAccount } from '../influencer-accounts/influencer-accounts.service';
import { findProfile } from '../influencers/influencers.service';
import { notify } from '../notifications/notifications.service';
import { findUser } from '../users/users.service';
import { insertEvent } from './collaborations.repository';

/** A timeline event as the collaboration services write it. */
export interface CollaborationEventInput {
  collaborationId: string;
  kind: CollaborationEventKind;
  actor: CollaborationParty;
  actorUserId: string | null;
  body?: string | null;
}

/** What each event tells the other party, by event kind; kinds absent here notify nobody. */
const NOTICES: Partial<
  Record<CollaborationEventKind, { kind: NotificationKind; what: (who: string) => string }>
> = {
  message: { kind: 'collaboration_message', what: (who) => `${who} wrote in your collaboration` },
  proposed: { kind: 'proposal_received', what: (who) => `${who} proposes a collaboration` },
  accepted: { kind: 'proposal_accepted', what: (who) => `${who} accepted your proposal` },
  declined: { kind: 'proposal_declined', what: (who) => `${who} declined your proposal` },
  withdrawn: { kind: 'proposal_withdrawn', what: (who) => `${who} withdrew their proposal` },
  terms_updated: { kind: 'terms_changed', what: (who) => `${who} changed the terms` },
  content_submitted: { kind: 'content_submitted', what: (who) => `${who} submitted content` },
  completed: {
    kind: 'collaboration_completed',
    what: (who) => `${who} marked your collaboration completed`,
  },
  cancelled: {
    kind: 'collaboration_cancelled',
    what: (who) => `${who} cancelled your collaboration`,
  },
  review_for_influencer: { kind: 'review_received', what: (who) => `${who} reviewed you` },
  review_for_advertiser: { kind: 'review_received', what: (who) => `${who} reviewed you` },
  order: { kind: 'order_attributed', what: (who) => `An order used ${who}’s discount code` },
};

/** The app path of a collaboration (where its notifications link), for either party. */
export const collaborationLink = (id: string) => `/collaboration/${id}`;

/** The influencer side's account: the one linked to the profile, else the attached one (or null). */
async function influencerUserId(db: DbOrTx, row: CollaborationRow): Promise<string | null> {
  return (await findLinkedAccount(db, row.influencerId))?.userId ?? row.influencerUserId;
}

/** How each side is named to the other: the brand's company (or name), the creator's @handle. */
async function sideNames(db: DbOrTx, row: CollaborationRow) {
  const [advertiser, profile] = await Promise.all([
    findUser(db, row.advertiserId),
    findProfile(db, row.influencerId),
  ]);
  return {
    advertiser: advertiser?.company || advertiser?.name || 'The brand',
    influencer: profile ? `@${profile.username}` : 'The influencer',
  };
}

/**
 * Appends an event to the collaboration's timeline and, in the same transaction `db`, notifies
 * the other party of it (NOTICES; a system event such as an order notifies the advertiser):
 * "@lina accepted your proposal", linking to the collaboration. Returns the event row.
 */
export async function recordEvent(
  ctx: Pick<AppContext, 'jobs'> | null,
  db: DbOrTx,
  row: CollaborationRow,
  event: CollaborationEventInput,
) {
  const stored = await insertEvent(db, event);
  const notice = NOTICES[event.kind];
  if (!notice) return stored;
  const system = event.actorUserId === null && event.kind === 'order';
  const names = await sideNames(db, row);
  const recipient =
    event.actor === 'influencer' || system ? row.advertiserId : await influencerUserId(db, row);
  await notify(ctx, db, {
    userId: recipient,
    kind: notice.kind,
    actorUserId: event.actorUserId,
    title: notice.what(system ? names.influencer : names[event.actor]),
    body: event.body ?? null,
    link: collaborationLink(row.id),
    place: `collaboration:${row.id}`,
  });
  return stored;
}
