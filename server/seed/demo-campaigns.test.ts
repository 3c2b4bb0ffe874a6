import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserCampaigns } from '../modules/campaigns/campaigns.repository';
import { findUserCollaborations } from '../modules/collaborations/collaborations.repository';
import { findInfluencerAccount } from '../modules/influencer-accounts/influencer-accounts.repository';
import { findUserByEmail } from '../modules/users/users.repository';
import { buildTestApp, uniqueIp, type TestApp } from '../test/build-test-app';
import { insertInfluencers } from '../test/influencer-factory';
import type { Billing } from '@shared/schemas/billing';
import type { Campaign, OwnCampaigns } from '@shared/schemas/campaigns';
import { DEMO_PASSWORD, DEMO_SEED_ACCOUNTS, seedDemoAccounts } from './demo-accounts';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoCollaborations } from './demo-collaborations';
import { seedDemoPlan } from './demo-plan';

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

describe('seedDemoPlan', () => {
  /** Signs the demo brand in with its published password. */
  async function demoBrandToken(): Promise<string> {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      ip: uniqueIp(),
      payload: { email: DEMO_SEED_ACCOUNTS.advertiser, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  }

  it('puts the demo brand on the Demo plan (Pro limits), once, so it can activate a second campaign', async () => {
    const db = t.database.db;
    await seedDemoCampaigns(db, DEMO_SEED_ACCOUNTS);
    const token = await demoBrandToken();
    // A demo data directory from before the grant: Free, its one active campaign used.
    const before = (await t.call(token, 'GET', '/api/billing')).json<Billing>();
    expect(before).toMatchObject({ plan: 'free', planName: 'Free', planSource: 'free' });

    expect(await seedDemoPlan(db, DEMO_SEED_ACCOUNTS)).toBe(true);
    expect(await seedDemoPlan(db, DEMO_SEED_ACCOUNTS)).toBe(false);

    const billing = (await t.call(token, 'GET', '/api/billing')).json<Billing>();
    expect(billing).toMatchObject({
      plan: 'pro',
      planName: 'Demo plan',
      planSource: 'grant',
      subscription: null,
    });
    expect(billing.usage.find((m) => m.metric === 'activeCampaigns')).toEqual({
      metric: 'activeCampaigns',
      used: 1,
      limit: 50,
    });

    const own = (await t.call(token, 'GET', '/api/campaign/user/self')).json<OwnCampaigns>();
    const draft = own.query.find((c) => c.status === 'draft')!;
    const res = await t.call(token, 'PATCH', `/api/campaign/${draft.id}/status`, {
      status: 'active',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Campaign>().status).toBe('active');
  });

  it('grants nothing without the demo brand, and only to it', async () => {
    expect(await seedDemoPlan(t.database.db, { advertiser: 'nobody@collabify.test' })).toBe(false);
    const other = await t.signUp();
    const billing = (await t.call(other.token, 'GET', '/api/billing')).json<Billing>();
    expect(billing).toMatchObject({ plan: 'free', planSource: 'free' });
  });
});
