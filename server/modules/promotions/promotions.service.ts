import { PROMOTION_INFO_STATUSES } from '@shared/constants/collaborations';
import type { Platform } from '@shared/constants/discovery';
import type { PublishedPost } from '@shared/schemas/collaborations';
import type { CreatePromotion, Promotion, PromotionList } from '@shared/schemas/promotions';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { conflict, fieldError, forbidden, notFound } from '../../errors';
import { linkedProfileId } from '../influencer-accounts/influencer-accounts.service';
import { findProfile } from '../influencers/influencers.service';
import { assertPostsFree, assertPostUrls } from './promotions.policy';
import { presentPromotion } from './promotions.presenter';
import {
  findCollaborationPromotions,
  findInfluencerPromotions,
  findPromotion,
  findUrlsOfOtherCollaborations,
  upsertPromotions,
  type NewPromotion,
} from './promotions.repository';
import { hasInfluencerRole } from '@shared/constants/roles';

/**
 * The status of the collaboration `collaborationId` when `user` takes part in it as the
 * influencer of profile `influencerId`, else null. The app passes in the collaborations module's
 * answer: collaborations records its posts through this module, which therefore never imports it.
 */
export type CollaborationStatusOf = (
  ctx: AppContext,
  user: UserRow,
  collaborationId: string,
  influencerId: string,
) => Promise<string | null>;

/** A profile's published promotions, newest first (public). @throws 404 for an unknown profile. */
export async function listInfluencerPromotions(
  ctx: AppContext,
  influencerId: string,
): Promise<PromotionList> {
  if (!(await findProfile(ctx.db, influencerId))) throw notFound('influencer');
  const rows = await findInfluencerPromotions(ctx.db, influencerId);
  return { query: rows.map(presentPromotion) };
}

/**
 * Checks posts the profile is to record: each is on its platform, and none is recorded for a
 * collaboration other than `collaborationId`.
 * @throws 400 (wrong platform) or 409 (another collaboration's), naming each such post's field,
 * `pathOf(index)`.
 */
export async function checkPosts(
  db: DbOrTx,
  influencerId: string,
  platform: Platform,
  posts: readonly Pick<PublishedPost, 'url'>[],
  collaborationId: string | null,
  pathOf: (index: number) => string,
): Promise<void> {
  assertPostUrls(posts, platform, pathOf);
  const urls = posts.map((p) => p.url);
  const taken = await findUrlsOfOtherCollaborations(db, influencerId, urls, collaborationId);
  assertPostsFree(posts, taken, pathOf);
}

/**
 * Stores checked posts (see {@link checkPosts}), one per profile and URL: a URL already stored
 * for the profile gets the new date, counts and collaboration. @returns the stored ids.
 */
export function recordPosts(db: DbOrTx, posts: NewPromotion[]) {
  return upsertPromotions(db, posts);
}

/** The promotions of one collaboration, newest first. */
export async function collaborationPromotions(
  db: DbOrTx,
  collaborationId: string,
): Promise<Promotion[]> {
  return (await findCollaborationPromotions(db, collaborationId)).map(presentPromotion);
}

/**
 * The signed-in influencer records a post they published on their linked profile, optionally for
 * one of their collaborations (a URL already recorded gets the new date and counts).
 * `collaborationStatus` answers for the collaboration named.
 * @throws 403 for non-influencer accounts; 409 without a linked profile, for a collaboration not
 * accepted yet or over, or a URL recorded for another collaboration; 400 naming
 * `body.collaborationId` (not theirs, or for another profile) or `body.url` (another platform).
 */
export async function createPromotion(
  ctx: AppContext,
  user: UserRow,
  input: CreatePromotion,
  collaborationStatus: CollaborationStatusOf,
): Promise<Promotion> {
  if (!hasInfluencerRole(user.roles))
    throw forbidden('Only influencer accounts record promotions.');
  const influencerId = await linkedProfileId(ctx.db, user.id);
  if (!influencerId) throw conflict('Link your profile to your account before adding promotions.');
  if (input.collaborationId) {
    const status = await collaborationStatus(ctx, user, input.collaborationId, influencerId);
    if (status === null)
      throw fieldError('body.collaborationId', 'No collaboration of yours has this id');
    if (!(PROMOTION_INFO_STATUSES as readonly string[]).includes(status))
      throw conflict(`Posts are added once the collaboration is accepted (it is ${status}).`, [
        { path: 'body.collaborationId', message: `The collaboration is ${status}` },
      ]);
  }
  const profile = (await findProfile(ctx.db, influencerId))!;
  const platform = profile.platform as Platform;
  await checkPosts(
    ctx.db,
    influencerId,
    platform,
    [input],
    input.collaborationId,
    () => 'body.url',
  );
  const [stored] = await recordPosts(ctx.db, [
    { ...input, influencerId, createdByUserId: user.id, platform },
  ]);
  return presentPromotion((await findPromotion(ctx.db, stored!.id))!);
}
