import {
  COLLABORATION_STATUSES,
  INVITE_TOKEN_TTL_SECONDS,
  type CollaborationParty,
  type CollaborationStatus,
} from '@shared/constants/collaborations';
import type { CompensationType } from '@shared/constants/campaigns';
import type {
  Collaboration,
  CollaborationDetail,
  CollaborationList,
  ProposeCollaboration,
  UpdateCollaboration,
} from '@shared/schemas/collaborations';
import { formatMoney } from '@shared/format/money';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { CollaborationRow, UserRow } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../errors';
import { findCampaignById } from '../campaigns/campaigns.service';
import { findLinkedAccount } from '../influencer-accounts/influencer-accounts.service';
import { findProfile } from '../influencers/influencers.service';
import { collaborationPromotions } from '../promotions/promotions.service';
import { collaborationTrackingLink } from '../short-links/short-links.service';
import { linkTrackingUrl } from './tracking-link';
import { accessCollaboration, type Caller } from './collaboration-access';
import type { CollaborationGifting } from './collaboration-gifting';
import { invitationMail, type ProposalSummary } from './collaboration.mails';
import { collaborationLink, recordEvent } from './collaboration-notices';
import { readPlace } from '../notifications/notifications.service';
import {
  assertCanPropose,
  assertDeadlineAhead,
  assertMove,
  assertParty,
  type Actor,
} from './collaborations.policy';
import { presentCollaboration, presentDetail } from './collaborations.presenter';
import {
  attachInvitedCollaborations,
  countUnreadCollaborationMessages,
  countUserCollaborations,
  deleteProposedCollaboration,
  findEvents,
  findJoinedCollaboration,
  findReviews,
  findUserCollaborations,
  insertCollaboration,
  insertEvent,
  isLinkedProfile,
  markRead,
  updateCollaborationIf,
} from './collaborations.repository';
import { signInviteToken } from './invite-tokens';
import { hasInfluencerRole } from '@shared/constants/roles';

const OPEN_KEY = 'collaborations_open_key';

/** The collaboration as `viewer` sees it now. */
export async function readCollaboration(
  ctx: AppContext,
  id: string,
  viewer: CollaborationParty,
): Promise<Collaboration> {
  const row = await findJoinedCollaboration(ctx.db, id, viewer);
  if (!row) throw notFound('collaboration');
  return presentCollaboration(row, viewer);
}

/** The detail view for `viewer`: the collaboration, its timeline, posts and reviews. */
export async function readDetail(
  ctx: AppContext,
  id: string,
  viewer: Actor,
): Promise<CollaborationDetail> {
  const [row, events, promotions, reviews, tracking] = await Promise.all([
    findJoinedCollaboration(ctx.db, id, viewer.party),
    findEvents(ctx.db, id),
    collaborationPromotions(ctx.db, id),
    findReviews(ctx.db, id),
    collaborationTrackingLink(ctx, id),
  ]);
  if (!row) throw notFound('collaboration');
  return presentDetail(row, viewer, events, promotions, reviews, tracking);
}

/**
 * Checks a proposal's references: the profile exists and is not the proposer's own, the campaign
 * (when given) is the proposer's and still runs, the deadline is not past.
 * @throws 400 naming `body.influencerId`, `body.campaignId` or `body.deadline`.
 */
async function checkProposal(ctx: AppContext, user: UserRow, input: ProposeCollaboration) {
  const influencer = await findProfile(ctx.db, input.influencerId);
  if (!influencer) throw fieldError('body.influencerId', 'No influencer has this id');
  if (await isLinkedProfile(ctx.db, user.id, influencer.id))
    throw fieldError('body.influencerId', 'This is your own profile');
  const campaign = input.campaignId ? await findCampaignById(ctx.db, input.campaignId) : null;
  if (input.campaignId && (!campaign || campaign.userId !== user.id))
    throw fieldError('body.campaignId', 'No campaign of yours has this id');
  if (campaign && ['completed', 'archived'].includes(campaign.status))
    throw fieldError('body.campaignId', `The campaign is ${campaign.status}`);
  assertDeadlineAhead(input.deadline);
  return { influencer, campaign };
}

/**
 * Proposes a collaboration to an influencer profile, optionally for one of the advertiser's
 * campaigns, with an optional first message and an optional gift from the advertiser's shop
 * (checked and priced by `gifting` first, then stored in the same transaction as the
 * collaboration: a refused gift leaves nothing). The influencer learns of it in their account
 * when one is linked to the profile (a proposal_received notification, emailed by default), or
 * by a mail carrying a signed 30-day link to `inviteEmail` or else the profile's public email;
 * otherwise `reach` is `none`.
 * @throws 403 for influencer-only accounts; 400 for a bad reference (see checkProposal) or gift
 * line (`body.gift.items.<i>.variantId`); 409 when an open collaboration with that profile (and
 * campaign) exists, or a gift without a connected shop.
 */
export async function propose(
  ctx: AppContext,
  user: UserRow,
  input: ProposeCollaboration,
  gifting: CollaborationGifting,
): Promise<Collaboration> {
  assertCanPropose(user);
  const { influencer, campaign } = await checkProposal(ctx, user, input);
  const account = await findLinkedAccount(ctx.db, influencer.id);
  // The gift is the gifts module's row (written below), not a column of the collaboration.
  const { message, inviteEmail: requestedAddress, gift: chosenGift, ...terms } = input;
  const gift = chosenGift ? await gifting.prepareProposalGift(ctx, user.id, chosenGift) : null;
  const address = account ? null : (requestedAddress ?? influencer.email);
  const inviteEmail = address ? address.toLowerCase() : null;
  let row: CollaborationRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const created = await insertCollaboration(tx, {
        ...terms,
        advertiserId: user.id,
        inviteEmail,
      });
      const by = {
        collaborationId: created.id,
        actor: 'advertiser',
        actorUserId: user.id,
      } as const;
      await recordEvent(ctx, tx, created, { ...by, kind: 'proposed' });
      if (message) await insertEvent(tx, { ...by, kind: 'message', body: message });
      if (inviteEmail) await insertEvent(tx, { ...by, kind: 'invite_emailed' });
      if (terms.trackingUrl)
        await linkTrackingUrl(tx, created, terms.trackingUrl, {
          campaignName: campaign?.name ?? null,
          username: influencer.username,
        });
      if (gift) await gift.write(tx, created.id, user.id);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, OPEN_KEY))
      throw conflict(
        `You already have an open collaboration with @${influencer.username}${campaign ? ' for this campaign' : ''}.`,
        [{ path: 'body.influencerId', message: 'An open collaboration exists' }],
      );
    throw error;
  }
  const summary: ProposalSummary = {
    brand: user.company || user.name,
    handle: influencer.username,
    campaign: campaign?.name ?? null,
    compensation: input.compensation as CompensationType,
    amount: input.amount === null ? null : formatMoney(input.amount, input.currency),
    deliverables: input.deliverables,
    deadline: input.deadline,
    gift: gift?.summary ?? null,
    message,
  };
  if (inviteEmail) {
    const token = await signInviteToken(ctx.secret, row.id);
    const link = `${ctx.appUrl}/collaboration-detail/${row.id}?token=${token}`;
    const days = INVITE_TOKEN_TTL_SECONDS / 86_400;
    ctx.mailer.sendLater(invitationMail(inviteEmail, summary, link, days));
  }
  return readCollaboration(ctx, row.id, 'advertiser');
}

/**
 * The user's collaborations on either side, latest activity first (optionally one status or one
 * profile), with counts per status and the unread total.
 */
export async function listCollaborations(
  ctx: AppContext,
  user: UserRow,
  filter: { status?: CollaborationStatus; influencerId?: string },
): Promise<CollaborationList> {
  const [rows, counted] = await Promise.all([
    findUserCollaborations(ctx.db, user.id, filter),
    countUserCollaborations(ctx.db, user.id),
  ]);
  const counts = Object.fromEntries(
    COLLABORATION_STATUSES.map((s) => [s, 0]),
  ) as CollaborationList['counts'];
  for (const { status, n } of counted) counts[status as CollaborationStatus] = n;
  const query = rows.map((r) =>
    presentCollaboration(r, r.collaboration.advertiserId === user.id ? 'advertiser' : 'influencer'),
  );
  // Unfiltered, the rows hold every unread message; filtered, the total needs its own count.
  const filtered = filter.status !== undefined || filter.influencerId !== undefined;
  const unread = filtered
    ? await countUnreadCollaborationMessages(ctx.db, user.id)
    : query.reduce((sum, c) => sum + c.unread, 0);
  return { query, counts, unread };
}

/**
 * The collaboration for a party or link holder, marking the thread read for them; its `unread`
 * is what was unread before this read (so the client can mark new messages and refresh its
 * badge), and a read with nothing unread writes nothing. The caller's notifications of it are read.
 * @throws 404 unless the caller takes part in it.
 */
export async function getCollaboration(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<CollaborationDetail> {
  const { actor } = await accessCollaboration(ctx, caller, id);
  const detail = await readDetail(ctx, id, actor);
  // The mark moves to the newest message shown, not to now: one arriving meanwhile stays unread.
  const newest = detail.events.findLast((e) => e.kind === 'message' && !e.mine);
  if (detail.unread > 0 && newest) await markRead(ctx.db, id, actor.party, newest.id);
  if (actor.userId) await readPlace(ctx.db, actor.userId, collaborationLink(id));
  return detail;
}

/** What the tracking link's `utm_campaign` is named after: the campaign, else the handle. */
async function trackingNames(ctx: AppContext, row: CollaborationRow) {
  const [campaign, influencer] = await Promise.all([
    row.campaignId ? findCampaignById(ctx.db, row.campaignId) : null,
    findProfile(ctx.db, row.influencerId),
  ]);
  return { campaignName: campaign?.name ?? null, username: influencer?.username ?? 'creator' };
}

/** Fields the advertiser may still change after the proposal was accepted. */
const OPERATIONAL_TERMS = new Set(['discountCode', 'trackingUrl']);

/** A readable list of the changed terms, for the timeline ("deadline, amount"). */
const changedTerms = (terms: Omit<UpdateCollaboration, 'status'>) =>
  Object.keys(terms)
    .map((k) => k.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`))
    .join(', ');

async function changeTerms(
  ctx: AppContext,
  row: CollaborationRow,
  actor: Actor,
  terms: Omit<UpdateCollaboration, 'status'>,
) {
  assertParty(actor, 'advertiser', 'change the terms');
  const status = row.status as CollaborationStatus;
  const operationalOnly = Object.keys(terms).every((k) => OPERATIONAL_TERMS.has(k));
  const editable =
    status === 'proposed' ||
    (operationalOnly && ['accepted', 'content_submitted'].includes(status));
  if (!editable) {
    const accepted = status === 'accepted' || status === 'content_submitted';
    const message = accepted
      ? 'The terms were accepted: only the discount code and tracking link can change now.'
      : `A ${status} collaboration can no longer change.`;
    const fixed = Object.keys(terms).filter((k) => !accepted || !OPERATIONAL_TERMS.has(k));
    throw conflict(
      message,
      fixed.map((k) => ({ path: `body.${k}`, message })),
    );
  }
  if (terms.deadline !== undefined) assertDeadlineAhead(terms.deadline);
  if (
    row.shopifyDiscountId &&
    terms.discountCode !== undefined &&
    terms.discountCode !== row.discountCode
  ) {
    // Orders are attributed by this code: another one here would count nothing.
    const message = 'This code was created in your Shopify shop and counts its orders: it stays.';
    throw conflict(message, [{ path: 'body.discountCode', message }]);
  }
  const names = terms.trackingUrl ? await trackingNames(ctx, row) : null;
  const applied = await ctx.db.transaction(async (tx) => {
    if (!(await updateCollaborationIf(tx, row.id, status, terms))) return false;
    if (terms.trackingUrl && names) await linkTrackingUrl(tx, row, terms.trackingUrl, names);
    await recordEvent(ctx, tx, row, {
      collaborationId: row.id,
      kind: 'terms_updated',
      actor: 'advertiser',
      actorUserId: actor.userId,
      body: `Changed: ${changedTerms(terms)}`,
    });
    return true;
  });
  if (!applied) throw conflict('The collaboration changed meanwhile. Reload it and try again.');
}

/**
 * Moves the status, compare-and-set: of two concurrent moves from the same status one wins and
 * the other answers 409 with the moves allowed from the new status. Once an acceptance has
 * committed, `gifting` orders a gift chosen to go on acceptance (its refusal stays on the
 * timeline; the acceptance stands).
 */
async function moveStatus(
  ctx: AppContext,
  row: CollaborationRow,
  actor: Actor,
  to: CollaborationStatus,
  gifting: CollaborationGifting,
) {
  const from = row.status as CollaborationStatus;
  assertMove(from, to, actor.party);
  const moved = await ctx.db.transaction(async (tx) => {
    if (!(await updateCollaborationIf(tx, row.id, from, { status: to }))) return false;
    await recordEvent(ctx, tx, row, {
      collaborationId: row.id,
      kind: to,
      actor: actor.party,
      actorUserId: actor.userId,
    });
    return true;
  });
  if (moved && to === 'accepted') await gifting.afterAccepted(ctx, { ...row, status: to });
  if (moved) return;
  const now = await findJoinedCollaboration(ctx.db, row.id, actor.party);
  if (!now) throw notFound('collaboration');
  assertMove(now.collaboration.status as CollaborationStatus, to, actor.party);
  throw conflict('The collaboration changed meanwhile. Reload it and try again.');
}

/**
 * `PATCH /collaboration/{id}`: a status move by the party allowed to make it (an acceptance
 * orders a gift chosen to go on acceptance, see moveStatus), or new terms by the advertiser (all
 * terms while proposed; discount code and tracking link until completed).
 * @throws 404 unless the caller takes part; 403 for the wrong party; 409 for an illegal move, a
 * collaboration that can no longer change, or another discount code than its Shopify one; 400
 * for a past deadline.
 */
export async function updateCollaboration(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: UpdateCollaboration,
  gifting: CollaborationGifting,
): Promise<CollaborationDetail> {
  const { row, actor } = await accessCollaboration(ctx, caller, id);
  const { status, ...terms } = input;
  if (status) await moveStatus(ctx, row, actor, status, gifting);
  else await changeTerms(ctx, row, actor, terms);
  return readDetail(ctx, id, actor);
}

/**
 * Deletes a proposal (advertiser, only while proposed).
 * @throws 404 unless the caller takes part; 403 for the influencer; 409 once answered.
 */
export async function deleteCollaboration(ctx: AppContext, user: UserRow, id: string) {
  const { row, actor } = await accessCollaboration(ctx, { user }, id);
  assertParty(actor, 'advertiser', 'delete a proposal');
  if (row.status !== 'proposed' || !(await deleteProposedCollaboration(ctx.db, id)))
    throw conflict('Only a proposal that is not answered yet can be deleted. Cancel it instead.');
}

/**
 * At sign-up of an influencer account: collaborations whose link was emailed to the account's
 * (verified) address become the account's, so they stay reachable after the link expires.
 */
export async function attachInvitations(ctx: AppContext, user: UserRow): Promise<void> {
  if (hasInfluencerRole(user.roles) && user.emailVerifiedAt)
    await attachInvitedCollaborations(ctx.db, user.id, user.email);
}

/**
 * The status of the collaboration `id` when `user` takes part in it as the influencer of profile
 * `influencerId` (see accessCollaboration), else null: asked before a post is recorded for it.
 */
export async function influencerCollaborationStatus(
  ctx: AppContext,
  user: UserRow,
  id: string,
  influencerId: string,
): Promise<string | null> {
  const access = await accessCollaboration(ctx, { user }, id).catch(() => null);
  if (access?.actor.party !== 'influencer' || access.row.influencerId !== influencerId) return null;
  return access.row.status;
}

/** How many messages of their collaborations the user has not read yet (the badge). */
export function unreadCollaborationMessages(db: DbOrTx, userId: string): Promise<number> {
  return countUnreadCollaborationMessages(db, userId);
}
