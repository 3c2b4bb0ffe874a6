import {
  PROMOTION_INFO_STATUSES,
  type CollaborationStatus,
} from '@shared/constants/collaborations';
import type { Platform } from '@shared/constants/discovery';
import type {
  CollaborationDetail,
  CollaborationEvent,
  PromotionInfo,
  ReviewBody,
} from '@shared/schemas/collaborations';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../errors';
import { findProfile } from '../influencers/influencers.service';
import { checkPosts, recordPosts } from '../promotions/promotions.service';
import { accessCollaboration, type Caller } from './collaboration-access';
import { assertParty, assertVerifiedInfluencer } from './collaborations.policy';
import { presentEvent } from './collaborations.presenter';
import {
  findEvent,
  insertReviewOnce,
  softDeleteMessage,
  updateCollaborationIf,
} from './collaborations.repository';
import { readDetail } from './collaborations.service';
import { recordEvent } from './collaboration-notices';

/**
 * Appends a message to the thread (either party, any status). It leaves the author's read mark
 * alone: the other party's messages they have not seen stay unread.
 * @throws 404 unless the caller takes part. @returns the message event (201).
 */
export async function appendMessage(
  ctx: AppContext,
  caller: Caller,
  id: string,
  message: string,
): Promise<CollaborationEvent> {
  const { row, actor } = await accessCollaboration(ctx, caller, id);
  const event = await ctx.db.transaction((tx) =>
    recordEvent(ctx, tx, row, {
      collaborationId: id,
      kind: 'message',
      actor: actor.party,
      actorUserId: actor.userId,
      body: message,
    }),
  );
  return presentEvent(event, actor.party);
}

/**
 * Deletes one of the caller's party's own messages: it stays in the thread as "deleted", without
 * its text. @throws 404 unless the caller takes part or for an unknown message; 403 for the other
 * party's message; 409 when already deleted.
 */
export async function deleteMessage(
  ctx: AppContext,
  caller: Caller,
  id: string,
  messageId: string,
): Promise<void> {
  const { actor } = await accessCollaboration(ctx, caller, id);
  const event = await findEvent(ctx.db, id, messageId);
  if (!event || event.kind !== 'message') throw notFound('message');
  if (event.actor !== actor.party) throw forbidden('You can only delete your own messages.');
  if (!(await softDeleteMessage(ctx.db, messageId)))
    throw conflict('This message is already deleted.');
}

/**
 * The influencer submits published posts: each URL must be on the profile's platform; posts are
 * stored as promotions (a URL already stored gets the new date and counts), and an accepted
 * collaboration becomes content_submitted.
 * @throws 404 unless the caller takes part; 403 for the advertiser; 409 unless accepted or
 * content_submitted; 400 naming `body.posts.N.url` for a post on another platform.
 */
export async function submitPromotionInfo(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: PromotionInfo,
): Promise<CollaborationDetail> {
  const { row, actor } = await accessCollaboration(ctx, caller, id);
  assertParty(actor, 'influencer', 'submit promotion info');
  assertVerifiedInfluencer(actor, 'add published posts to the profile');
  const status = row.status as CollaborationStatus;
  if (!(PROMOTION_INFO_STATUSES as readonly string[]).includes(status))
    throw conflict(
      `Promotion info is submitted once the collaboration is accepted (it is ${status}).`,
    );
  const profile = await findProfile(ctx.db, row.influencerId);
  if (!profile) throw notFound('collaboration');
  const platform = profile.platform as Platform;
  const pathOf = (i: number) => `body.posts.${i}.url`;
  await checkPosts(ctx.db, row.influencerId, platform, input.posts, id, pathOf);
  const applied = await ctx.db.transaction(async (tx) => {
    // Compare-and-set on the status: a cancel that wins the race rejects the submission.
    const patch = status === 'accepted' ? { status: 'content_submitted' as const } : {};
    if (!(await updateCollaborationIf(tx, id, status, patch))) return false;
    await recordPosts(
      tx,
      input.posts.map((post) => ({
        ...post,
        influencerId: row.influencerId,
        collaborationId: id,
        createdByUserId: actor.userId,
        platform,
      })),
    );
    await recordEvent(ctx, tx, row, {
      collaborationId: id,
      kind: 'content_submitted',
      actor: 'influencer',
      actorUserId: actor.userId,
      body: `${input.posts.length} ${input.posts.length === 1 ? 'post' : 'posts'}`,
    });
    return true;
  });
  if (!applied) throw conflict('The collaboration changed meanwhile. Reload it and try again.');
  return readDetail(ctx, id, actor);
}

const REVIEWS = {
  for_influencer: { writer: 'advertiser', event: 'review_for_influencer', whom: 'influencer' },
  for_advertiser: { writer: 'influencer', event: 'review_for_advertiser', whom: 'advertiser' },
} as const;

/**
 * One party reviews the other once the collaboration is completed: `for_influencer` by the
 * advertiser, `for_advertiser` by the influencer; once each.
 * @throws 404 unless the caller takes part; 403 for the wrong party; 409 before completion or
 * when that review exists.
 */
export async function review(
  ctx: AppContext,
  caller: Caller,
  id: string,
  direction: keyof typeof REVIEWS,
  input: ReviewBody,
): Promise<CollaborationDetail> {
  const { row, actor } = await accessCollaboration(ctx, caller, id);
  const { writer, event, whom } = REVIEWS[direction];
  assertParty(actor, writer, `review the ${whom}`);
  if (writer === 'influencer') assertVerifiedInfluencer(actor, 'review the brand');
  if (row.status !== 'completed')
    throw conflict(`Reviews are left once the collaboration is completed (it is ${row.status}).`);
  const stored = await ctx.db.transaction(async (tx) => {
    if (!(await insertReviewOnce(tx, { collaborationId: id, direction, ...input }))) return false;
    await recordEvent(ctx, tx, row, {
      collaborationId: id,
      kind: event,
      actor: writer,
      actorUserId: actor.userId,
    });
    return true;
  });
  if (!stored) throw conflict(`You already reviewed the ${whom} of this collaboration.`);
  return readDetail(ctx, id, actor);
}
