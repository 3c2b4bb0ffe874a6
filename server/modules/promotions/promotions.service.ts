import { PROMOTION_INFO_STATUSES } from '@shared/constants/collaborations';
import type { Platform } from '@shared/constants/discovery';
import type { CreatePromotion, Promotion, PromotionList } from '@shared/schemas/promotions';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { conflict, fieldError, forbidden, notFound } from '../../errors';
import { accessCollaboration } from '../collaborations/collaboration-access';
import { assertPostsFree, assertPostUrls } from '../collaborations/collaborations.policy';
import { findInfluencerAccount } from '../influencer-accounts/influencer-accounts.repository';
import { findInfluencer } from '../influencers/influencers.repository';
import { presentPromotion } from './promotions.presenter';
import {
  findInfluencerPromotions,
  findPromotion,
  findUrlsOfOtherCollaborations,
  upsertPromotions,
} from './promotions.repository';
import { hasInfluencerRole } from '@shared/constants/roles';

/** A profile's published promotions, newest first (public). @throws 404 for an unknown profile. */
export async function listInfluencerPromotions(
  ctx: AppContext,
  influencerId: string,
): Promise<PromotionList> {
  if (!(await findInfluencer(ctx.db, influencerId))) throw notFound('influencer');
  const rows = await findInfluencerPromotions(ctx.db, influencerId);
  return { query: rows.map(presentPromotion) };
}

/**
 * The signed-in influencer records a post they published on their linked profile, optionally for
 * one of their collaborations (a URL already recorded gets the new date and counts).
 * @throws 403 for non-influencer accounts; 409 without a linked profile, for a collaboration not
 * accepted yet or over, or a URL recorded for another collaboration; 400 naming
 * `body.collaborationId` (not theirs, or for another profile) or `body.url` (another platform).
 */
export async function createPromotion(
  ctx: AppContext,
  user: UserRow,
  input: CreatePromotion,
): Promise<Promotion> {
  if (!hasInfluencerRole(user.roles))
    throw forbidden('Only influencer accounts record promotions.');
  const influencerId = (await findInfluencerAccount(ctx.db, user.id))?.influencerId;
  if (!influencerId) throw conflict('Link your profile to your account before adding promotions.');
  if (input.collaborationId) {
    const access = await accessCollaboration(ctx, { user }, input.collaborationId).catch(
      () => null,
    );
    if (access?.actor.party !== 'influencer' || access.row.influencerId !== influencerId)
      throw fieldError('body.collaborationId', 'No collaboration of yours has this id');
    const { status } = access.row;
    if (!(PROMOTION_INFO_STATUSES as readonly string[]).includes(status))
      throw conflict(`Posts are added once the collaboration is accepted (it is ${status}).`, [
        { path: 'body.collaborationId', message: `The collaboration is ${status}` },
      ]);
  }
  const profile = (await findInfluencer(ctx.db, influencerId))!;
  const platform = profile.platform as Platform;
  assertPostUrls([input], platform, () => 'body.url');
  const taken = await findUrlsOfOtherCollaborations(
    ctx.db,
    influencerId,
    [input.url],
    input.collaborationId,
  );
  assertPostsFree([input], taken, () => 'body.url');
  const [stored] = await upsertPromotions(ctx.db, [
    { ...input, influencerId, createdByUserId: user.id, platform },
  ]);
  return presentPromotion((await findPromotion(ctx.db, stored!.id))!);
}
