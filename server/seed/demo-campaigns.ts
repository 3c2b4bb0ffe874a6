import type { CampaignStatus } from '@shared/constants/campaigns';
import type { Db } from '../db/client';
import type { NewCampaignRow } from '../db/schema';
import {
  findUserCampaigns,
  insertCampaign,
  moveCampaignStatus,
} from '../modules/campaigns/campaigns.repository';
import {
  ensureInfluencerAccount,
  setLinkedProfile,
} from '../modules/influencer-accounts/influencer-accounts.repository';
import { findUserByEmail } from '../modules/users/users.repository';
import { findDemoProfile } from './demo-campaigns.repository';

/** The demo advertiser's campaigns: one of each common state, with real briefs. */
const DEMO_CAMPAIGNS: (Omit<NewCampaignRow, 'userId'> & { path: CampaignStatus[] })[] = [
  {
    name: 'Summer running shoe launch',
    description:
      'We are launching the Stride 2 running shoe in June. We are looking for fitness and running ' +
      'creators to post a try-on reel and a 10 km run review with their honest take on comfort and ' +
      'grip. Shoes are shipped in your size before the shoot.',
    product: 'Stride 2 running shoe',
    platforms: ['instagram', 'youtube'],
    categories: ['fitness', 'sports', 'health'],
    countries: ['US', 'GB', 'CA'],
    compensation: 'fixed_fee',
    budgetMin: 20_000,
    budgetMax: 150_000,
    currency: 'USD',
    deliverables: 'One reel and three stories with the discount link',
    deliverablesCount: 4,
    startsOn: '2027-06-01',
    endsOn: '2027-07-31',
    path: ['active'],
  },
  {
    name: 'Healthy breakfast recipes',
    description:
      'Share a breakfast recipe made with our oat granola, with the recipe in the caption. Gifted ' +
      'box of six flavours; a discount code for your audience.',
    product: 'Oat granola tasting box',
    platforms: ['instagram'],
    categories: ['food', 'health'],
    countries: ['US'],
    compensation: 'gifted',
    budgetMin: null,
    budgetMax: null,
    currency: 'USD',
    deliverables: 'One feed post with the recipe',
    deliverablesCount: 1,
    startsOn: null,
    endsOn: null,
    path: ['active', 'paused'],
  },
  {
    name: 'Autumn hiking gear (draft)',
    description: 'Draft brief for the autumn collection: jackets and packs for day hikes.',
    product: null,
    platforms: ['youtube'],
    categories: ['travel', 'sports'],
    countries: [],
    compensation: 'commission',
    budgetMin: 50_000,
    budgetMax: 300_000,
    currency: 'EUR',
    deliverables: 'A dedicated video review',
    deliverablesCount: 1,
    startsOn: null,
    endsOn: null,
    path: [],
  },
];

/**
 * Gives the demo advertiser its campaigns (when it has none) and links the demo influencer to a
 * real imported profile (when unlinked). Safe to run at every start.
 * @returns what was done, for the start-up log: campaigns created and the linked handle.
 */
export async function seedDemoCampaigns(
  db: Db,
  accounts: { advertiser: string; influencer: string },
): Promise<{ campaigns: number; linkedHandle: string | null }> {
  let campaigns = 0;
  const advertiser = await findUserByEmail(db, accounts.advertiser);
  if (advertiser && (await findUserCampaigns(db, advertiser.id)).length === 0) {
    for (const { path, ...values } of DEMO_CAMPAIGNS) {
      const row = await insertCampaign(db, { ...values, userId: advertiser.id });
      let from: CampaignStatus = 'draft';
      for (const to of path) {
        await moveCampaignStatus(db, row.id, from, to);
        from = to;
      }
      campaigns += 1;
    }
  }
  let linkedHandle: string | null = null;
  const influencer = await findUserByEmail(db, accounts.influencer);
  if (influencer) {
    const account = await ensureInfluencerAccount(db, influencer.id);
    const profile = account.influencerId ? null : await findDemoProfile(db);
    if (profile) {
      await setLinkedProfile(db, influencer.id, profile.id, 'admin');
      linkedHandle = profile.username;
    }
  }
  return { campaigns, linkedHandle };
}
