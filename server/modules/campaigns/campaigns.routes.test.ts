import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TRANSITIONS,
  type CampaignStatus,
} from '@shared/constants/campaigns';
import type { Campaign, CampaignDetail, PublicCampaign } from '@shared/schemas/campaigns';
import { influencerAccounts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { multipart } from '../../test/multipart';
import { expectValidationProblem } from '../../test/problems';
import sharp from 'sharp';
import { grantPlan } from '../../test/plans';

let t: TestApp;
let owner: string;
let stranger: string;
let influencer: { token: string; userId: string };
let profiles: Awaited<ReturnType<typeof insertInfluencers>>;

beforeAll(async () => {
  t = await buildTestApp();
  profiles = await insertInfluencers(t.database.db, 120);
  const ownerSession = await t.signUp({ name: 'Owner Brand' });
  owner = ownerSession.token;
  // Activates many campaigns across these tests (the Free plan allows one active campaign).
  await grantPlan(t, ownerSession.user.id, 'pro');
  stranger = (await t.signUp()).token;
  const signedUp = await t.signUp({ role: 'influencer', name: 'Ina Influencer' });
  influencer = { token: signedUp.token, userId: signedUp.user.id };
  await t.database.db
    .insert(influencerAccounts)
    .values({ userId: influencer.userId, influencerId: profiles[7]!.id, linkedBy: 'admin' })
    .onConflictDoUpdate({
      target: influencerAccounts.userId,
      set: { influencerId: profiles[7]!.id },
    });
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => t.request({ method, url, token, ...(payload && { payload }) });

async function create(body: object = {}, token = owner): Promise<Campaign> {
  const res = await call('POST', '/api/campaign', token, { name: 'Summer run', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A path of legal moves from draft to each status. */
const PATH_TO: Record<CampaignStatus, CampaignStatus[]> = {
  draft: [],
  active: ['active'],
  paused: ['active', 'paused'],
  completed: ['active', 'completed'],
  archived: ['archived'],
};

async function campaignIn(status: CampaignStatus): Promise<Campaign> {
  const campaign = await create();
  for (const step of PATH_TO[status]) {
    const res = await call('PATCH', `/api/campaign/${campaign.id}/status`, owner, { status: step });
    expect(res.statusCode, res.body).toBe(200);
  }
  return campaign;
}

describe('campaign lifecycle', () => {
  it('creates drafts with defaults and validates the budget and dates, naming the field', async () => {
    const campaign = await create({
      platforms: ['instagram'],
      budgetMin: 10_000,
      budgetMax: 50_000,
    });
    expect(campaign).toMatchObject({ status: 'draft', compensation: 'gifted', currency: 'USD' });
    const bad = await call('POST', '/api/campaign', owner, {
      name: 'x',
      budgetMin: 500,
      budgetMax: 100,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.budgetMax');
    const merged = await call('PATCH', `/api/campaign/${campaign.id}`, owner, {
      budgetMin: 90_000,
    });
    expect(merged.statusCode).toBe(400);
    expect(merged.json().errors[0].path).toBe('body.budgetMax');
  });

  it.each([
    [{ name: 'Summer\u0000run' }, 'body.name'],
    [{ name: 'Summer run', description: 'Brief\u0000' }, 'body.description'],
    [{ name: 'Summer run', deliverables: '\u0000' }, 'body.deliverables'],
    [{ name: 'Summer run', product: 'Soap\u0000' }, 'body.product'],
  ])('answers 400 to a NUL character in %j, naming %s', async (body, path) => {
    expectValidationProblem(await call('POST', '/api/campaign', owner, body), path, /NUL/);
    const { id } = await create();
    expectValidationProblem(await call('PATCH', `/api/campaign/${id}`, owner, body), path, /NUL/);
  });

  it('answers 400 to a date PostgreSQL cannot store (year 0), naming the field', async () => {
    const early = { startsOn: '0000-01-01' };
    expectValidationProblem(
      await call('POST', '/api/campaign', owner, { name: 'Old', ...early }),
      'body.startsOn',
      /0001-01-01/,
    );
    const { id } = await create();
    const res = await call('PATCH', `/api/campaign/${id}`, owner, { endsOn: '0000-12-31' });
    expectValidationProblem(res, 'body.endsOn', /0001-01-01/);
  });

  it('refuses campaigns to influencer-only accounts', async () => {
    const res = await call('POST', '/api/campaign', influencer.token, { name: 'Mine' });
    expect(res.statusCode).toBe(403);
  });

  const pairs = CAMPAIGN_STATUSES.flatMap((from) =>
    CAMPAIGN_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
  );
  it.each(pairs)('moves %s → %s only when the state machine allows it', async (from, to) => {
    const campaign = await campaignIn(from);
    const res = await call('PATCH', `/api/campaign/${campaign.id}/status`, owner, { status: to });
    if (CAMPAIGN_TRANSITIONS[from].includes(to)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(to);
    } else {
      expect(res.statusCode).toBe(409);
      const allowed = CAMPAIGN_TRANSITIONS[from];
      for (const status of allowed) expect(res.json().detail).toContain(status);
      expect(res.json().errors[0].path).toBe('body.status');
    }
  });

  it('lets only one of two concurrent moves from the same status win', async () => {
    const campaign = await campaignIn('active');
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        call('PATCH', `/api/campaign/${campaign.id}/status`, owner, { status: 'completed' }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
  });

  it('deletes drafts and archived campaigns, not active ones', async () => {
    const active = await campaignIn('active');
    expect((await call('DELETE', `/api/campaign/${active.id}`, owner)).statusCode).toBe(409);
    const draft = await create();
    expect((await call('DELETE', `/api/campaign/${draft.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/campaign/${draft.id}`, owner)).statusCode).toBe(404);
  });

  it('lists the owner’s campaigns with counts per status', async () => {
    const res = await call('GET', '/api/campaign/user/self?status=active', owner);
    const body = res.json();
    expect(body.query.every((c: Campaign) => c.status === 'active')).toBe(true);
    expect(body.counts.active).toBe(body.query.length);
    expect(Object.keys(body.counts).sort()).toEqual([...CAMPAIGN_STATUSES].sort());
  });
});

describe('privacy', () => {
  it('answers 404 to another user on every verb', async () => {
    const { id } = await create();
    const attempts = [
      call('GET', `/api/campaign/${id}`, stranger),
      call('PATCH', `/api/campaign/${id}`, stranger, { name: 'Mine now' }),
      call('PATCH', `/api/campaign/${id}/status`, stranger, { status: 'active' }),
      call('DELETE', `/api/campaign/${id}`, stranger),
      call('POST', `/api/campaign/ai-picks/${id}`, stranger),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    expect((await call('GET', `/api/campaign/${id}`, owner)).json().name).toBe('Summer run');
  });

  it('never shows drafts or owner-only fields publicly', async () => {
    const draft = await create({ name: 'Secret draft' });
    expect((await call('GET', `/api/campaign/public/${draft.id}`)).statusCode).toBe(404);
    const active = await campaignIn('active');
    const res = await call('GET', `/api/campaign/public/${active.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('userId');
    expect(body).not.toHaveProperty('interestedCount');
    expect(body.advertiser).toEqual({ id: expect.any(String), name: 'Owner Brand', company: null });
    const page = (await call('GET', `/api/campaign/publicByUserId/${body.advertiser.id}`)).json();
    expect(page.query.map((c: PublicCampaign) => c.name)).not.toContain('Secret draft');
    expect(page.query.some((c: PublicCampaign) => c.id === active.id)).toBe(true);
  });
});

describe('interest', () => {
  it('lets an influencer mark interest in an active campaign, idempotently, and the owner see it', async () => {
    const campaign = await campaignIn('active');
    const url = `/api/campaign/add-interested-influencer/${campaign.id}`;
    expect((await call('PATCH', url, influencer.token)).json().interested).toBe(true);
    expect((await call('PATCH', url, influencer.token)).statusCode).toBe(200);
    const detail: CampaignDetail = (
      await call('GET', `/api/campaign/${campaign.id}`, owner)
    ).json();
    expect(detail.interestedCount).toBe(1);
    expect(detail.interested).toEqual([
      expect.objectContaining({
        name: 'Ina Influencer',
        card: expect.objectContaining({ id: profiles[7]!.id }),
      }),
    ]);
    const active = (await call('GET', '/api/campaign/active', influencer.token)).json();
    expect(active.query.find((c: PublicCampaign) => c.id === campaign.id).interested).toBe(true);

    const remove = `/api/campaign/remove-interested-influencer/${campaign.id}`;
    expect((await call('PATCH', remove, influencer.token)).json().interested).toBe(false);
    expect((await call('PATCH', remove, influencer.token)).statusCode).toBe(200);
  });

  it('refuses advertisers and campaigns that are not active', async () => {
    const active = await campaignIn('active');
    const paused = await campaignIn('paused');
    expect(
      (await call('PATCH', `/api/campaign/add-interested-influencer/${active.id}`, stranger))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'PATCH',
          `/api/campaign/add-interested-influencer/${paused.id}`,
          influencer.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('AI picks', () => {
  it('ranks influencers for the brief, stores them on the campaign and gives the same answer again', async () => {
    const campaign = await create({
      name: 'Running shoes',
      description: 'Fitness coach content about running',
      platforms: ['instagram'],
      categories: ['fitness'],
      budgetMax: 500_000,
    });
    const first = await call('POST', `/api/campaign/ai-picks/${campaign.id}`, owner);
    expect(first.statusCode, first.body).toBe(200);
    const picks = first.json().query;
    expect(picks.length).toBeGreaterThan(0);
    expect(
      picks.every((p: { card: { platform: string } }) => p.card.platform === 'instagram'),
    ).toBe(true);
    // The category with the brief's own word for it.
    expect(picks[0].reasons).toContain('Fitness (“running”)');
    const detail: CampaignDetail = (
      await call('GET', `/api/campaign/${campaign.id}`, owner)
    ).json();
    expect(detail.picks).toEqual(picks);
    const again = await call('POST', `/api/campaign/ai-picks/${campaign.id}`, owner);
    expect(again.json()).toEqual(first.json());
  });
});

describe('image upload', () => {
  const upload = (id: string, data: Buffer, token = owner, filename = 'photo.png') =>
    t.request({
      method: 'POST',
      url: `/api/campaign/image/${id}`,
      token,
      ...multipart([{ name: 'image', filename, contentType: 'image/png', data }]),
    });
  const png = () =>
    sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#5436F5' } })
      .png()
      .toBuffer();

  it('stores a real PNG as a resized WebP and serves it', async () => {
    const campaign = await create();
    const res = await upload(campaign.id, await png());
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/uploads\/campaigns\/.+\.webp$/);
    const served = await t.request({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
  });

  it('rejects a renamed text file (415) and an oversized file (413), keeping no image', async () => {
    const campaign = await create();
    const text = await upload(campaign.id, Buffer.from('not an image at all, just text'));
    expect(text.statusCode).toBe(415);
    expect(text.json().errors[0].path).toBe('body.image');
    const huge = await upload(campaign.id, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect((await call('GET', `/api/campaign/${campaign.id}`, owner)).json().imageUrl).toBeNull();
  });

  it('answers 404 to another user before reading the upload', async () => {
    const campaign = await create();
    expect((await upload(campaign.id, await png(), stranger)).statusCode).toBe(404);
  });
});
