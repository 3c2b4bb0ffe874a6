import type { Db } from '../db/client';
import { findUserCampaigns } from '../modules/campaigns/campaigns.repository';
import {
  countUserCollaborations,
  insertCollaboration,
  insertEvent,
  updateCollaborationIf,
} from '../modules/collaborations/collaborations.repository';
import { findInfluencerAccount } from '../modules/influencer-accounts/influencer-accounts.repository';
import { findUserByEmail } from '../modules/users/users.repository';

/**
 * Gives the demo advertiser an accepted collaboration with the demo influencer's profile, on its
 * active campaign, with a short thread — so both demo accounts open /collaboration to real
 * activity. Runs only when the advertiser has no collaborations and the influencer is linked.
 * @returns how many collaborations it created (0 or 1).
 */
export async function seedDemoCollaborations(
  db: Db,
  accounts: { advertiser: string; influencer: string },
): Promise<number> {
  const [advertiser, influencer] = await Promise.all([
    findUserByEmail(db, accounts.advertiser),
    findUserByEmail(db, accounts.influencer),
  ]);
  if (!advertiser || !influencer) return 0;
  if ((await countUserCollaborations(db, advertiser.id)).length > 0) return 0;
  const influencerId = (await findInfluencerAccount(db, influencer.id))?.influencerId;
  const campaign = (await findUserCampaigns(db, advertiser.id, 'active'))[0];
  if (!influencerId || !campaign) return 0;
  await db.transaction(async (tx) => {
    const row = await insertCollaboration(tx, {
      advertiserId: advertiser.id,
      influencerId,
      campaignId: campaign.id,
      compensation: 'fixed_fee',
      amount: 60_000,
      currency: 'USD',
      deliverables: 'One try-on reel and three stories with the discount link',
      discountCode: 'STRIDE15',
    });
    const brand = {
      collaborationId: row.id,
      actor: 'advertiser',
      actorUserId: advertiser.id,
    } as const;
    const creator = {
      collaborationId: row.id,
      actor: 'influencer',
      actorUserId: influencer.id,
    } as const;
    await insertEvent(tx, { ...brand, kind: 'proposed' });
    await insertEvent(tx, {
      ...brand,
      kind: 'message',
      body: 'Hi! We loved your running content. Would you try the Stride 2 on a 10 km run?',
    });
    await updateCollaborationIf(tx, row.id, 'proposed', { status: 'accepted' });
    await insertEvent(tx, { ...creator, kind: 'accepted' });
    await insertEvent(tx, {
      ...creator,
      kind: 'message',
      body: 'Happy to! I wear a US 9. I can post the reel the week after the shoes arrive.',
    });
  });
  return 1;
}
