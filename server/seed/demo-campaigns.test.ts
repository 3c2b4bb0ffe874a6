import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserCampaigns } from '../modules/campaigns/campaigns.repository';
import { findUserCollaborations } from '../modules/collaborations/collaborations.repository';
import { findInfluencerAccount } from '../modules/influencer-accounts/influencer-accounts.repository';
import { findUserByEmail } from '../modules/users/users.repository';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertInfluencers } from '../test/influencer-factory';
import { DEMO_SEED_ACCOUNTS, seedDemoAccounts } from './demo-accounts';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoCollaborations } from './demo-collaborations';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertInfluencers(t.database.db, 1, 0, {
    platform: 'instagram',
    username: 'real_runner',
    categories: ['fitness'],
    followers: 120_000,
    engagementRate: 3.2,
  });
  await seedDemoAccounts(t.database.db);
});
afterAll(() => t?.close());

describe('seedDemoCampaigns', () => {
  it('gives the demo advertiser campaigns in several states and links the demo influencer, once', async () => {
    const db = t.database.db;
    expect(await seedDemoCampaigns(db, DEMO_SEED_ACCOUNTS)).toEqual({
      campaigns: 3,
      linkedHandle: 'real_runner',
    });
    const advertiser = await findUserByEmail(db, DEMO_SEED_ACCOUNTS.advertiser);
    const statuses = (await findUserCampaigns(db, advertiser!.id)).map((c) => c.status).sort();
    expect(statuses).toEqual(['active', 'draft', 'paused']);
    const influencer = await findUserByEmail(db, DEMO_SEED_ACCOUNTS.influencer);
    expect((await findInfluencerAccount(db, influencer!.id))?.linkedBy).toBe('admin');

    expect(await seedDemoCampaigns(db, DEMO_SEED_ACCOUNTS)).toEqual({
      campaigns: 0,
      linkedHandle: null,
    });
    expect(await findUserCampaigns(db, advertiser!.id)).toHaveLength(3);
  });
});

describe('seedDemoCollaborations', () => {
  it('gives both demo accounts an accepted collaboration with a thread, once', async () => {
    const db = t.database.db;
    await seedDemoCampaigns(db, DEMO_SEED_ACCOUNTS);
    expect(await seedDemoCollaborations(db, DEMO_SEED_ACCOUNTS)).toBe(1);
    expect(await seedDemoCollaborations(db, DEMO_SEED_ACCOUNTS)).toBe(0);
    const influencer = await findUserByEmail(db, DEMO_SEED_ACCOUNTS.influencer);
    const [collaboration] = await findUserCollaborations(db, influencer!.id, {});
    expect(collaboration?.collaboration.status).toBe('accepted');
    expect(collaboration?.campaign?.name).toBe('Summer running shoe launch');
    expect(collaboration?.unread).toBe(1);
  });
});
