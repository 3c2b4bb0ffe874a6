import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLANS } from '@shared/constants/plans';
import type { AdminBilling, Billing, PlanLimitProblem } from '@shared/schemas/billing';
import type { Campaign } from '@shared/schemas/campaigns';
import type { EmailCampaign } from '@shared/schemas/email';
import type { Lists } from '@shared/schemas/lists';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { signUpWithVerifiedSender } from '../../test/verified-sender';

/**
 * Plan limits (PRODUCT §9, issue 17): each limit refuses exactly its limit + 1 with a 402 that
 * carries the limit, the usage and the upgrade link, writing nothing; monthly limits reset when the
 * usage period turns; a downgrade deletes nothing.
 */

let t: TestApp;
let admin: string;
/** Influencer ids; every fourth (0, 4, 8…) has a public email. */
let ids: string[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.signUp({ email: 'admin@example.com' })).token;
  ids = (await insertInfluencers(t.database.db, 220)).map((r) => r.id);
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const call: TestApp['call'] = (...args) => t.call(...args);

/** Asserts a 402 plan-limit problem with these members. */
function expectLimit(
  res: Awaited<ReturnType<typeof call>>,
  expected: Pick<PlanLimitProblem, 'metric' | 'limit' | 'usage' | 'requested'>,
) {
  expect(res.statusCode, res.body).toBe(402);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json()).toMatchObject({
    type: 'urn:collabify:problem:plan-limit',
    status: 402,
    plan: 'free',
    upgradeUrl: '/pricing',
    ...expected,
  });
  expect(res.json().detail).toContain(`includes ${expected.limit}`);
}

async function lists(token: string) {
  return (await call(token, 'GET', '/api/list')).json<Lists>().lists;
}

async function billing(token: string): Promise<Billing> {
  const res = await call(token, 'GET', '/api/billing');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const meter = (b: Billing, metric: string) => b.usage.find((u) => u.metric === metric);

async function setPlan(userId: string, plan: string | null) {
  const res = await call(admin, 'PUT', `/api/admin/billing/${userId}/plan`, {
    plan,
    reason: 'Support case 1234',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminBilling>();
}

describe('Free plan limits: limit + 1 answers 402 and writes nothing', () => {
  it('lists: the fourth list besides Favorites', async () => {
    const { token } = await t.signUp();
    for (const name of ['One', 'Two', 'Three']) {
      expect((await call(token, 'POST', '/api/list', { name })).statusCode).toBe(201);
    }
    expectLimit(await call(token, 'POST', '/api/list', { name: 'Four', influencers: [ids[1]] }), {
      metric: 'lists',
      limit: 3,
      usage: 3,
      requested: 1,
    });
    expect((await lists(token)).map((l) => l.name)).toEqual(['One', 'Two', 'Three']);
    // Favorites is everyone's and never counts.
    expect((await call(token, 'POST', '/api/list', { name: 'Favorites' })).statusCode).toBe(201);
    expect(meter(await billing(token), 'lists')).toEqual({ metric: 'lists', used: 3, limit: 3 });
  });

  it('saved influencers: the 51st distinct influencer, counted across lists', async () => {
    const { token } = await t.signUp();
    const first = await call(token, 'POST', '/api/list', {
      name: 'Fifty',
      influencers: ids.slice(0, 50),
    });
    expect(first.statusCode, first.body).toBe(201);
    // Saving the same influencers in another list adds none to the total.
    const again = await call(token, 'POST', '/api/list', {
      name: 'Same',
      influencers: ids.slice(0, 10),
    });
    expect(again.statusCode, again.body).toBe(201);
    const sameId = again.json<{ id: string }>().id;

    const res = await call(token, 'PATCH', `/api/list/${sameId}/influencers`, {
      addInfluencers: [ids[0], ids[50]],
    });
    expectLimit(res, { metric: 'savedInfluencers', limit: 50, usage: 50, requested: 1 });
    const same = (await lists(token)).find((l) => l.id === sameId)!;
    expect(same.count).toBe(10);
    expectLimit(
      await call(token, 'POST', '/api/list', { name: 'More', influencers: ids.slice(45, 60) }),
      { metric: 'savedInfluencers', limit: 50, usage: 50, requested: 10 },
    );
    expect((await lists(token)).map((l) => l.name)).toEqual(['Fifty', 'Same']);
  });

  it('active campaigns: the second active campaign stays a draft', async () => {
    const { token } = await t.signUp();
    const create = async (name: string) =>
      (await call(token, 'POST', '/api/campaign', { name })).json<Campaign>();
    const [a, b] = [await create('First'), await create('Second')];
    const activate = (id: string) =>
      call(token, 'PATCH', `/api/campaign/${id}/status`, { status: 'active' });
    expect((await activate(a.id)).statusCode).toBe(200);
    expectLimit(await activate(b.id), {
      metric: 'activeCampaigns',
      limit: 1,
      usage: 1,
      requested: 1,
    });
    const after = await call(token, 'GET', `/api/campaign/${b.id}`);
    expect(after.json<{ status: string }>().status).toBe('draft');
    // Pausing the first frees its place.
    await call(token, 'PATCH', `/api/campaign/${a.id}/status`, { status: 'paused' });
    expect((await activate(b.id)).statusCode).toBe(200);
  });

  it('AI picks: the sixth run this period, keyword and campaign picks alike', async () => {
    const { token } = await t.signUp();
    const campaign = (
      await call(token, 'POST', '/api/campaign', { name: 'Picks', description: 'running shoes' })
    ).json<Campaign>();
    for (let run = 0; run < 4; run++) {
      const res = await call(token, 'POST', '/api/list/ai-picks', { keywords: 'fitness coach' });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(
      (await call(token, 'POST', `/api/campaign/ai-picks/${campaign.id}`, {})).statusCode,
    ).toBe(200);
    expect(meter(await billing(token), 'aiPicksPerMonth')).toEqual({
      metric: 'aiPicksPerMonth',
      used: 5,
      limit: 5,
    });
    expectLimit(await call(token, 'POST', '/api/list/ai-picks', { keywords: 'fitness coach' }), {
      metric: 'aiPicksPerMonth',
      limit: 5,
      usage: 5,
      requested: 1,
    });
    expectLimit(await call(token, 'POST', `/api/campaign/ai-picks/${campaign.id}`, {}), {
      metric: 'aiPicksPerMonth',
      limit: 5,
      usage: 5,
      requested: 1,
    });
    expect(meter(await billing(token), 'aiPicksPerMonth')?.used).toBe(5);
  });

  it('outreach emails: a campaign larger than what is left is refused before sending starts, and the 51st email too', async () => {
    const session = await signUpWithVerifiedSender(t, 'Limit Brand', {
      email: 'limits@brand.example',
      name: 'Limits at Brand',
    });
    const { token } = session;
    const withEmail = ids.filter((_, i) => i % 4 === 0); // 55 profiles with an address
    const draft = async (influencerIds: string[]) => {
      const res = await call(token, 'POST', '/api/email-campaign', {
        name: 'Hello',
        subject: 'Hi',
        content: '<p>Hello</p>',
        influencerIds,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<EmailCampaign>().id;
    };
    const big = await draft(withEmail.slice(0, 51));
    const res = await call(token, 'PATCH', `/api/email-campaign/${big}`, { status: 'sending' });
    expectLimit(res, { metric: 'emailsPerMonth', limit: 50, usage: 0, requested: 51 });
    const recipients = await call(token, 'GET', `/api/email-campaign/${big}/recipients`);
    expect(recipients.json<{ total: number }>().total).toBe(0);
    expect((await call(token, 'GET', `/api/email-campaign/${big}`)).json().status).toBe('draft');
    // Scheduling is refused up front too.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expectLimit(
      await call(token, 'PATCH', `/api/email-campaign/${big}`, {
        status: 'scheduled',
        scheduledAt: later,
      }),
      { metric: 'emailsPerMonth', limit: 50, usage: 0, requested: 51 },
    );

    const fits = await draft(withEmail.slice(0, 50));
    const sent = await call(token, 'PATCH', `/api/email-campaign/${fits}`, { status: 'sending' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(meter(await billing(token), 'emailsPerMonth')?.used).toBe(50);

    const single = await call(token, 'POST', '/api/mail', {
      influencerId: withEmail[52],
      subject: 'One more',
      content: '<p>Hi</p>',
    });
    expectLimit(single, { metric: 'emailsPerMonth', limit: 50, usage: 50, requested: 1 });
    const mails = await call(token, 'GET', '/api/mail/user/self');
    expect(mails.json<{ total: number }>().total).toBe(0);
  });
});

describe('monthly limits reset on the usage period, not the calendar', () => {
  it('counts AI picks again once the account’s monthly anniversary passes', async () => {
    const session = await t.signUp();
    const createdAt = new Date(session.user.createdAt);
    const pick = (token: string) =>
      call(token, 'POST', '/api/list/ai-picks', { keywords: 'travel food' });
    for (let run = 0; run < PLANS.free.limits.aiPicksPerMonth!; run++) {
      expect((await pick(session.token)).statusCode).toBe(200);
    }
    expect((await pick(session.token)).statusCode).toBe(402);
    const period = (await billing(session.token)).period;
    expect(period.start).toBe(createdAt.toISOString());

    // One second before the period ends: still used up. At its end: a new period, nothing used.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(period.end).getTime() - 1_000 });
    const signIn = async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: session.user.email, password: session.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ token: string }>().token;
    };
    expect((await pick(await signIn())).statusCode).toBe(402);
    vi.setSystemTime(new Date(period.end).getTime());
    const token = await signIn();
    const next = await billing(token);
    expect(next.period.start).toBe(period.end);
    expect(meter(next, 'aiPicksPerMonth')?.used).toBe(0);
    expect((await pick(token)).statusCode).toBe(200);
  });
});

describe('a downgrade deletes nothing', () => {
  it('keeps lists over the lower limit readable and refuses new ones until under it', async () => {
    const { token, user } = await t.signUp();
    await setPlan(user.id, 'starter');
    for (let n = 1; n <= 5; n++) {
      expect((await call(token, 'POST', '/api/list', { name: `List ${n}` })).statusCode).toBe(201);
    }
    const back = await setPlan(user.id, null);
    expect(back.billing.plan).toBe('free');

    const kept = await lists(token);
    expect(kept).toHaveLength(5);
    for (const list of kept) {
      expect((await call(token, 'GET', `/api/list/${list.id}`)).statusCode).toBe(200);
    }
    expect(meter(await billing(token), 'lists')).toEqual({ metric: 'lists', used: 5, limit: 3 });
    expectLimit(await call(token, 'POST', '/api/list', { name: 'Six' }), {
      metric: 'lists',
      limit: 3,
      usage: 5,
      requested: 1,
    });
    for (const list of kept.slice(0, 3)) {
      await call(token, 'DELETE', `/api/list/${list.id}`);
    }
    expect((await call(token, 'POST', '/api/list', { name: 'Six' })).statusCode).toBe(201);
  });
});

describe('plans set by hand', () => {
  it('keeps who set which plan, when and why; admins only; unknown accounts 404', async () => {
    const { token, user } = await t.signUp();
    const granted = await setPlan(user.id, 'pro');
    expect(granted.billing).toMatchObject({ plan: 'pro', planSource: 'admin' });
    expect(granted.history).toHaveLength(1);
    expect(granted.history[0]).toMatchObject({
      plan: 'pro',
      previousPlan: 'free',
      reason: 'Support case 1234',
      setBy: { email: 'admin@example.com' },
    });
    expect((await billing(token)).plan).toBe('pro');

    const found = await call(admin, 'GET', `/api/admin/billing?email=${user.email.toUpperCase()}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<AdminBilling>().user.id).toBe(user.id);

    expect(
      (
        await call(token, 'PUT', `/api/admin/billing/${user.id}/plan`, {
          plan: 'pro',
          reason: 'x y z',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(token, 'GET', `/api/admin/billing?email=${user.email}`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(admin, 'GET', '/api/admin/billing?email=nobody@example.com')).statusCode,
    ).toBe(404);
    const unknown = await call(
      admin,
      'PUT',
      '/api/admin/billing/00000000-0000-4000-8000-000000000000/plan',
      { plan: 'pro', reason: 'Support' },
    );
    expect(unknown.statusCode).toBe(404);
    const noReason = await call(admin, 'PUT', `/api/admin/billing/${user.id}/plan`, {
      plan: 'pro',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].path).toBe('body.reason');
  });
});
