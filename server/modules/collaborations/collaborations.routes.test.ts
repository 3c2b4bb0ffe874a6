import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_TOKEN_HEADER } from '@shared/constants/collaborations';
import type {
  Collaboration,
  CollaborationDetail,
  CollaborationList,
} from '@shared/schemas/collaborations';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { errorPaths, expectValidationProblem } from '../../test/problems';
import { signInviteToken } from './invite-tokens';

let t: TestApp;
let nextProfile = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** Calls the API with a session token and/or an invitation token. */
const call = (
  auth: { token?: string; invite?: string } | undefined,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) =>
  t.request({
    method,
    url,
    token: auth?.token,
    ...(auth?.invite && { headers: { [INVITE_TOKEN_HEADER]: auth.invite } }),
    ...(payload && { payload }),
  });

/** Inserts an Instagram profile with this public email and returns its id and handle. */
async function insertProfile(email: string | null = null) {
  const [row] = await insertInfluencers(t.database.db, 1, 10_000 + ++nextProfile, {
    email,
    platform: 'instagram',
  });
  return { id: row!.id, username: row!.username };
}

/** An advertiser, an influencer account linked to its profile (by email), and an outsider. */
async function cast() {
  const influencerEmail = uniqueEmail('creator');
  const profile = await insertProfile(influencerEmail);
  const [advertiser, influencer, outsider] = await Promise.all([
    t.signUp({ name: 'Brand Owner' }),
    t.signUp({ email: influencerEmail, role: 'influencer', name: 'Casey Creator' }),
    t.signUp({ name: 'Someone Else' }),
  ]);
  return {
    profile,
    advertiser: { token: advertiser.token },
    influencer: { token: influencer.token },
    outsider: { token: outsider.token },
  };
}

async function proposeTo(
  advertiser: { token: string },
  influencerId: string,
  extra: object = {},
): Promise<Collaboration> {
  const res = await call(advertiser, 'POST', '/api/collaboration', {
    influencerId,
    compensation: 'fixed_fee',
    amount: 50_000,
    deliverables: '1 reel and 2 stories',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const move = (auth: object, id: string, status: string) =>
  call(auth, 'PATCH', `/api/collaboration/${id}`, { status });

const submitPosts = (auth: object, id: string, url = 'https://www.instagram.com/p/Cabc123/') =>
  call(auth, 'PATCH', `/api/collaboration/${id}/promotion-info`, {
    posts: [{ url, publishedOn: '2026-11-20', likes: 1200, comments: 40 }],
  });

describe('proposing', () => {
  it('creates a proposal the influencer account sees, with the first message unread', async () => {
    const { profile, advertiser, influencer } = await cast();
    const created = await proposeTo(advertiser, profile.id, { message: 'Love your reels!' });
    expect(created).toMatchObject({
      status: 'proposed',
      viewer: 'advertiser',
      allowedMoves: ['withdrawn'],
      reach: 'account',
      amount: 50_000,
      influencer: { id: profile.id, username: profile.username },
    });

    const list: CollaborationList = (await call(influencer, 'GET', '/api/collaboration')).json();
    expect(list.query.map((c) => c.id)).toEqual([created.id]);
    expect(list.query[0]).toMatchObject({
      viewer: 'influencer',
      allowedMoves: ['accepted', 'declined'],
      unread: 1,
      reach: null,
    });
    expect(list.counts.proposed).toBe(1);
    expect(list.unread).toBe(1);

    const detail: CollaborationDetail = (
      await call(influencer, 'GET', `/api/collaboration/${created.id}`)
    ).json();
    expect(detail.events.map((e) => e.kind)).toEqual(['proposed', 'message']);
    expect(detail.unread).toBe(1);
    expect(detail.events[1]).toMatchObject({ message: 'Love your reels!', mine: false });
    // Reading the detail marks the thread read.
    const after: CollaborationList = (await call(influencer, 'GET', '/api/collaboration')).json();
    expect(after.unread).toBe(0);
  });

  it('names the bad field: deliverables, past deadline, unknown profile, foreign campaign', async () => {
    const { profile, advertiser, outsider } = await cast();
    const body = { influencerId: profile.id, deliverables: '1 post' };
    const cases: [object, string][] = [
      [{ influencerId: profile.id }, 'body.deliverables'],
      [{ ...body, deadline: '2020-01-01' }, 'body.deadline'],
      [{ ...body, influencerId: '00000000-0000-4000-8000-000000000000' }, 'body.influencerId'],
      [{ ...body, trackingUrl: 'javascript:alert(1)' }, 'body.trackingUrl'],
    ];
    const campaign = await call(outsider, 'POST', '/api/campaign', { name: 'Not yours' });
    cases.push([{ ...body, campaignId: campaign.json().id }, 'body.campaignId']);
    for (const [payload, path] of cases) {
      const res = await call(advertiser, 'POST', '/api/collaboration', payload);
      expect(res.statusCode, path).toBe(400);
      expect(errorPaths(res.json()), path).toContain(path);
    }
  });

  it('answers 400 to a NUL character in the terms, the first message and a later message', async () => {
    const { profile, advertiser } = await cast();
    const body = { influencerId: profile.id, deliverables: '1 post' };
    const propose = (extra: object) => call(advertiser, 'POST', '/api/collaboration', extra);
    const nul = /NUL/;
    expectValidationProblem(
      await propose({ ...body, deliverables: '1\u0000' }),
      'body.deliverables',
      nul,
    );
    expectValidationProblem(await propose({ ...body, message: 'Hi\u0000' }), 'body.message', nul);
    const { id } = await proposeTo(advertiser, profile.id);
    const res = await call(advertiser, 'PATCH', `/api/collaboration/${id}/message`, {
      message: 'Hi\u0000',
    });
    expectValidationProblem(res, 'body.message', nul);
  });

  it('refuses influencer accounts (403) and a second open proposal to the same profile (409)', async () => {
    const { profile, advertiser, influencer } = await cast();
    const other = await insertProfile();
    const res = await call(influencer, 'POST', '/api/collaboration', {
      influencerId: other.id,
      deliverables: '1 post',
    });
    expect(res.statusCode).toBe(403);
    const first = await proposeTo(advertiser, profile.id);
    const again = await call(advertiser, 'POST', '/api/collaboration', {
      influencerId: profile.id,
      deliverables: 'again',
    });
    expect(again.statusCode).toBe(409);
    // Once the first one is closed, a new proposal is fine.
    expect((await move(advertiser, first.id, 'withdrawn')).statusCode).toBe(200);
    await proposeTo(advertiser, profile.id);
  });
});

describe('the state machine', () => {
  it('runs proposed → accepted → content_submitted → completed, each move by its party only', async () => {
    const { profile, advertiser, influencer } = await cast();
    const { id } = await proposeTo(advertiser, profile.id);

    expect((await move(advertiser, id, 'accepted')).statusCode).toBe(403);
    expect((await move(influencer, id, 'withdrawn')).statusCode).toBe(403);
    const accepted = await move(influencer, id, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', allowedMoves: ['cancelled'] });

    const illegal = await move(advertiser, id, 'withdrawn');
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().detail).toMatch(/Allowed: cancelled \(advertiser or influencer\)/);
    expect((await move(influencer, id, 'content_submitted')).statusCode).toBe(409);

    expect((await submitPosts(advertiser, id)).statusCode).toBe(403);
    const wrongPlatform = await submitPosts(influencer, id, 'https://www.youtube.com/watch?v=x');
    expect(wrongPlatform.statusCode).toBe(400);
    expect(errorPaths(wrongPlatform.json())).toEqual(['body.posts.0.url']);
    const submitted = await submitPosts(influencer, id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'content_submitted',
      promotions: [{ url: 'https://www.instagram.com/p/Cabc123/', likes: 1200 }],
    });

    expect((await move(influencer, id, 'completed')).statusCode).toBe(403);
    const completed = await move(advertiser, id, 'completed');
    expect(completed.json()).toMatchObject({ status: 'completed', allowedMoves: [] });
    expect((await move(advertiser, id, 'cancelled')).statusCode).toBe(409);

    const detail: CollaborationDetail = completed.json();
    expect(detail.events.map((e) => e.kind)).toEqual([
      'proposed',
      'accepted',
      'content_submitted',
      'completed',
    ]);
  });

  it('lets the influencer decline, the advertiser withdraw, and either party cancel', async () => {
    const { profile, advertiser, influencer } = await cast();
    const declined = await proposeTo(advertiser, profile.id);
    expect((await move(influencer, declined.id, 'declined')).json().status).toBe('declined');
    const withdrawn = await proposeTo(advertiser, profile.id);
    expect((await move(advertiser, withdrawn.id, 'withdrawn')).json().status).toBe('withdrawn');
    for (const who of [influencer, advertiser]) {
      const { id } = await proposeTo(advertiser, profile.id);
      await move(influencer, id, 'accepted');
      expect((await move(who, id, 'cancelled')).json().status).toBe('cancelled');
    }
  });

  it('lets only one of two concurrent answers win', async () => {
    const { profile, advertiser, influencer } = await cast();
    const { id } = await proposeTo(advertiser, profile.id);
    const answers = await Promise.all([
      move(influencer, id, 'accepted'),
      move(influencer, id, 'accepted'),
      move(influencer, id, 'declined'),
      move(advertiser, id, 'withdrawn'),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    const detail: CollaborationDetail = (
      await call(advertiser, 'GET', `/api/collaboration/${id}`)
    ).json();
    expect(detail.events.filter((e) => e.kind !== 'proposed')).toHaveLength(1);
  });
});

describe('terms and deletion', () => {
  it('lets the advertiser change terms while proposed, then only the code and link', async () => {
    const { profile, advertiser, influencer } = await cast();
    const { id } = await proposeTo(advertiser, profile.id);
    expect(
      (await call(influencer, 'PATCH', `/api/collaboration/${id}`, { amount: 1 })).statusCode,
    ).toBe(403);
    const changed = await call(advertiser, 'PATCH', `/api/collaboration/${id}`, {
      amount: 75_000,
      deadline: '2099-01-31',
    });
    expect(changed.json()).toMatchObject({ amount: 75_000, deadline: '2099-01-31' });
    expect(changed.json().events.at(-1)).toMatchObject({
      kind: 'terms_updated',
      message: 'Changed: amount, deadline',
    });
    const both = await call(advertiser, 'PATCH', `/api/collaboration/${id}`, {
      status: 'withdrawn',
      amount: 1,
    });
    expect(both.statusCode).toBe(400);

    await move(influencer, id, 'accepted');
    const fixed = await call(advertiser, 'PATCH', `/api/collaboration/${id}`, { amount: 1 });
    expect(fixed.statusCode).toBe(409);
    expect(errorPaths(fixed.json())).toEqual(['body.amount']);
    const code = await call(advertiser, 'PATCH', `/api/collaboration/${id}`, {
      discountCode: 'CASEY15',
    });
    expect(code.json().discountCode).toBe('CASEY15');
  });

  it('deletes only a proposal, only by the advertiser', async () => {
    const { profile, advertiser, influencer } = await cast();
    const { id } = await proposeTo(advertiser, profile.id);
    expect((await call(influencer, 'DELETE', `/api/collaboration/${id}`)).statusCode).toBe(403);
    await move(influencer, id, 'accepted');
    expect((await call(advertiser, 'DELETE', `/api/collaboration/${id}`)).statusCode).toBe(409);
    const other = await proposeTo(advertiser, (await insertProfile()).id);
    expect((await call(advertiser, 'DELETE', `/api/collaboration/${other.id}`)).statusCode).toBe(
      204,
    );
    expect((await call(advertiser, 'GET', `/api/collaboration/${other.id}`)).statusCode).toBe(404);
  });
});

describe('the thread', () => {
  it('appends messages both ways, counts unread, and deletes only the author’s own', async () => {
    const { profile, advertiser, influencer } = await cast();
    const { id } = await proposeTo(advertiser, profile.id);
    const sent = await call(influencer, 'PATCH', `/api/collaboration/${id}/message`, {
      message: 'Hi! Dates?',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ kind: 'message', actor: 'influencer', mine: true });
    const unread: CollaborationList = (
      await call(advertiser, 'GET', '/api/collaboration/user/self')
    ).json();
    expect(unread.query.find((c) => c.id === id)?.unread).toBe(1);
    // The total counts every collaboration, whichever status the list is filtered to.
    const filtered: CollaborationList = (
      await call(advertiser, 'GET', '/api/collaboration?status=accepted')
    ).json();
    expect(filtered.query).toEqual([]);
    expect(filtered.unread).toBe(unread.unread);

    const messageId = sent.json().id as string;
    const url = `/api/collaboration/${id}/message/${messageId}`;
    expect((await call(advertiser, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(influencer, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(influencer, 'DELETE', url)).statusCode).toBe(409);
    const detail: CollaborationDetail = (
      await call(advertiser, 'GET', `/api/collaboration/${id}`)
    ).json();
    expect(detail.events.find((e) => e.id === messageId)).toMatchObject({
      deleted: true,
      message: null,
    });

    const empty = await call(advertiser, 'PATCH', `/api/collaboration/${id}/message`, {
      message: '  ',
    });
    expect(errorPaths(empty.json())).toEqual(['body.message']);
  });
});

describe('reviews', () => {
  it('are left once each, only when completed, by the right party, and summarised publicly', async () => {
    const { profile, advertiser, influencer } = await cast();
    const { id } = await proposeTo(advertiser, profile.id);
    const forInfluencer = `/api/collaboration/${id}/review-for-influencer`;
    const forAdvertiser = `/api/collaboration/${id}/review-for-advertiser`;
    expect((await call(advertiser, 'PATCH', forInfluencer, { rating: 5 })).statusCode).toBe(409);
    await move(influencer, id, 'accepted');
    await submitPosts(influencer, id);
    await move(advertiser, id, 'completed');

    expect((await call(influencer, 'PATCH', forInfluencer, { rating: 5 })).statusCode).toBe(403);
    expect((await call(advertiser, 'PATCH', forAdvertiser, { rating: 5 })).statusCode).toBe(403);
    expect((await call(advertiser, 'PATCH', forInfluencer, { rating: 6 })).statusCode).toBe(400);
    const nul = await call(advertiser, 'PATCH', forInfluencer, { rating: 4, text: 'On\u0000' });
    expectValidationProblem(nul, 'body.text', /NUL/);
    const reviewed = await call(advertiser, 'PATCH', forInfluencer, { rating: 4, text: 'On time' });
    expect(reviewed.json().reviewForInfluencer).toMatchObject({ rating: 4, text: 'On time' });
    expect((await call(advertiser, 'PATCH', forInfluencer, { rating: 5 })).statusCode).toBe(409);
    const back = await call(influencer, 'PATCH', forAdvertiser, { rating: 5, text: 'Clear brief' });
    expect(back.json().reviewForAdvertiser).toMatchObject({ rating: 5 });

    const summary = await call(undefined, 'GET', `/api/review/influencer/${profile.id}`);
    expect(summary.json()).toMatchObject({
      average: 4,
      count: 1,
      recent: [{ text: 'On time', by: 'Brand Owner' }],
    });
    const advertiserId = reviewed.json().advertiser.id as string;
    const theirs = await call(undefined, 'GET', `/api/review/advertiser/${advertiserId}`);
    expect(theirs.json()).toMatchObject({
      average: 5,
      count: 1,
      recent: [{ by: `@${profile.username}` }],
    });
  });
});

describe('privacy', () => {
  it('answers 404 to a third user and to visitors on every call', async () => {
    const { profile, advertiser, influencer, outsider } = await cast();
    const { id } = await proposeTo(advertiser, profile.id, { message: 'secret terms' });
    const message = (
      await call(influencer, 'PATCH', `/api/collaboration/${id}/message`, { message: 'x' })
    ).json();
    const calls: [InjectOptions['method'], string, object?][] = [
      ['GET', `/api/collaboration/${id}`],
      ['PATCH', `/api/collaboration/${id}`, { status: 'accepted' }],
      ['PATCH', `/api/collaboration/${id}`, { amount: 1 }],
      ['DELETE', `/api/collaboration/${id}`],
      ['PATCH', `/api/collaboration/${id}/message`, { message: 'hello' }],
      ['DELETE', `/api/collaboration/${id}/message/${message.id}`],
      [
        'PATCH',
        `/api/collaboration/${id}/promotion-info`,
        { posts: [{ url: 'https://instagram.com/p/1', publishedOn: '2026-11-01' }] },
      ],
      ['PATCH', `/api/collaboration/${id}/review-for-influencer`, { rating: 1 }],
      ['PATCH', `/api/collaboration/${id}/review-for-advertiser`, { rating: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(outsider, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      const visitor = (await call(undefined, method, url, payload)).statusCode;
      expect([401, 404], `visitor ${method} ${url}`).toContain(visitor);
    }
    const theirs: CollaborationList = (await call(outsider, 'GET', '/api/collaboration')).json();
    expect(theirs.query).toEqual([]);
    const byProfile: CollaborationList = (
      await call(outsider, 'GET', `/api/collaboration/user/self/${profile.id}`)
    ).json();
    expect(byProfile.query).toEqual([]);
  });
});

describe('influencers without an account', () => {
  /** Proposes to a profile that has a public email and no account; returns the emailed token. */
  async function invite() {
    const email = uniqueEmail('no-account');
    const profile = await insertProfile(email);
    const advertiser = { token: (await t.signUp({ name: 'Brand Owner' })).token };
    const created = await proposeTo(advertiser, profile.id, { message: 'Interested?' });
    expect(created.reach).toBe('email');
    const mail = await t.smtp.waitFor(email);
    const link = /https?:\/\/\S+\/collaboration-detail\/(\S+)\?token=(\S+)/.exec(
      mail.email.text ?? '',
    );
    expect(link?.[1]).toBe(created.id);
    return { email, profile, advertiser, id: created.id, token: link![2]! };
  }

  it('reads, accepts and messages through the emailed link, which grants that collaboration only', async () => {
    const first = await invite();
    const second = await invite();
    const holder = { invite: first.token };
    const read = await call(holder, 'GET', `/api/collaboration/${first.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      viewer: 'influencer',
      viewerVerified: true,
      allowedMoves: ['accepted', 'declined'],
    });

    expect((await call(holder, 'GET', `/api/collaboration/${second.id}`)).statusCode).toBe(404);
    expect((await move(holder, second.id, 'accepted')).statusCode).toBe(404);
    // The link acts for the influencer only: no withdrawing, no deleting (needs a session).
    expect((await move(holder, first.id, 'withdrawn')).statusCode).toBe(403);
    expect((await call(holder, 'DELETE', `/api/collaboration/${first.id}`)).statusCode).toBe(401);
    // Neither is it a session token, nor is a session token an invitation.
    expect((await call({ token: first.token }, 'GET', '/api/collaboration')).statusCode).toBe(401);
    expect(
      (await call({ invite: first.advertiser.token }, 'GET', `/api/collaboration/${second.id}`))
        .statusCode,
    ).toBe(404);

    expect((await move(holder, first.id, 'accepted')).json().status).toBe('accepted');
    const reply = await call(holder, 'PATCH', `/api/collaboration/${first.id}/message`, {
      message: 'Yes!',
    });
    expect(reply.statusCode).toBe(201);
    const seen: CollaborationDetail = (
      await call(first.advertiser, 'GET', `/api/collaboration/${first.id}`)
    ).json();
    expect(seen.events.map((e) => e.kind)).toEqual([
      'proposed',
      'message',
      'invite_emailed',
      'accepted',
      'message',
    ]);
  });

  it('goes to the address the advertiser gives when the profile publishes none, else reaches nobody', async () => {
    const advertiser = { token: (await t.signUp({ name: 'Brand Owner' })).token };
    const silent = await insertProfile(null);
    expect((await proposeTo(advertiser, silent.id)).reach).toBe('none');
    const other = await insertProfile(null);
    const address = uniqueEmail('given');
    const created = await proposeTo(advertiser, other.id, { inviteEmail: address });
    expect(created.reach).toBe('email');
    const mail = await t.smtp.waitFor(address);
    expect(mail.email.text).toContain(`/collaboration-detail/${created.id}?token=`);
  });

  it('lets a link sent to an address the brand typed answer, but not speak for the profile', async () => {
    const advertiser = { token: (await t.signUp({ name: 'Brand Owner' })).token };
    const profile = await insertProfile(null);
    const address = uniqueEmail('typed');
    const { id } = await proposeTo(advertiser, profile.id, { inviteEmail: address });
    const mail = await t.smtp.waitFor(address);
    const holder = { invite: /\?token=(\S+)/.exec(mail.email.text ?? '')![1]! };
    const accepted = await move(holder, id, 'accepted');
    expect(accepted.json()).toMatchObject({ status: 'accepted', viewerVerified: false });
    expect(
      (await call(holder, 'PATCH', `/api/collaboration/${id}/message`, { message: 'Hi' }))
        .statusCode,
    ).toBe(201);
    // Posts and reviews would appear on the profile's public page: not from an unverified side.
    expect((await submitPosts(holder, id)).statusCode).toBe(403);
    const promotions = await call(undefined, 'GET', `/api/promotion/influencer/${profile.id}`);
    expect(promotions.json().query).toEqual([]);
  });

  it('stops working after expiry', async () => {
    const { id } = await invite();
    const expired = await signInviteToken(t.ctx.secret, id, -60);
    expect((await call({ invite: expired }, 'GET', `/api/collaboration/${id}`)).statusCode).toBe(
      404,
    );
    const forged = await signInviteToken('another-secret-of-at-least-32-characters!!', id);
    expect((await call({ invite: forged }, 'GET', `/api/collaboration/${id}`)).statusCode).toBe(
      404,
    );
  });

  it('attaches the collaboration to an account signed up later with that email', async () => {
    const { email, id } = await invite();
    // A second profile publishing the same address: the email link to a profile is ambiguous,
    // so only the invitation attaches the collaboration.
    await insertProfile(email);
    const account = await t.signUp({ email, role: 'influencer' });
    const list: CollaborationList = (
      await call({ token: account.token }, 'GET', '/api/collaboration')
    ).json();
    expect(list.query.map((c) => c.id)).toEqual([id]);
    expect((await move({ token: account.token }, id, 'accepted')).statusCode).toBe(200);
  });
});

describe('promotion info', () => {
  it('names a post listed twice, counts beyond an integer, and a post of another collaboration', async () => {
    const { profile, advertiser, influencer } = await cast();
    const url = 'https://www.instagram.com/p/Ctwice/';
    const first = await proposeTo(advertiser, profile.id);
    await move(influencer, first.id, 'accepted');
    const twice = await call(influencer, 'PATCH', `/api/collaboration/${first.id}/promotion-info`, {
      posts: [
        { url, publishedOn: '2026-11-20' },
        { url, publishedOn: '2026-11-21' },
      ],
    });
    expect(errorPaths(twice.json())).toEqual(['body.posts.1.url']);
    const huge = await call(influencer, 'PATCH', `/api/collaboration/${first.id}/promotion-info`, {
      posts: [{ url, publishedOn: '2026-11-20', views: 3_000_000_000 }],
    });
    expect(errorPaths(huge.json())).toEqual(['body.posts.0.views']);
    expect((await submitPosts(influencer, first.id, url)).statusCode).toBe(200);
    // Resubmitting updates the counts and keeps the status's date.
    const before = (await call(advertiser, 'GET', `/api/collaboration/${first.id}`)).json();
    expect((await submitPosts(influencer, first.id, url)).json().statusChangedAt).toBe(
      before.statusChangedAt,
    );

    const campaign = await call(advertiser, 'POST', '/api/campaign', { name: 'Second launch' });
    const second = await proposeTo(advertiser, profile.id, { campaignId: campaign.json().id });
    await move(influencer, second.id, 'accepted');
    const stolen = await submitPosts(influencer, second.id, url);
    expect(stolen.statusCode).toBe(409);
    expect(errorPaths(stolen.json())).toEqual(['body.posts.0.url']);
    const own = await call(influencer, 'POST', '/api/promotion/', {
      collaborationId: (
        await proposeTo(advertiser, profile.id, {
          campaignId: (await call(advertiser, 'POST', '/api/campaign', { name: 'Third' })).json()
            .id,
        })
      ).id,
      url: 'https://instagram.com/p/Cnew/',
      publishedOn: '2026-11-21',
    });
    expect(own.statusCode).toBe(409);
    expect(errorPaths(own.json())).toEqual(['body.collaborationId']);
  });
});

describe('promotions', () => {
  it('lists a profile’s published posts publicly and lets its influencer add more', async () => {
    const { profile, advertiser, influencer } = await cast();
    const { id } = await proposeTo(advertiser, profile.id);
    await move(influencer, id, 'accepted');
    await submitPosts(influencer, id);
    const posted = await call(influencer, 'POST', '/api/promotion/', {
      url: 'https://instagram.com/reel/Cxyz/',
      publishedOn: '2026-11-21',
      views: 9000,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(
      (
        await call(advertiser, 'POST', '/api/promotion/', {
          url: 'https://instagram.com/p/1',
          publishedOn: '2026-11-21',
        })
      ).statusCode,
    ).toBe(403);
    const wrong = await call(influencer, 'POST', '/api/promotion/', {
      url: 'https://tiktok.com/@x/video/1',
      publishedOn: '2026-11-21',
    });
    expect(errorPaths(wrong.json())).toEqual(['body.url']);

    const list = (await call(undefined, 'GET', `/api/promotion/influencer/${profile.id}`)).json();
    expect(list.query.map((p: { url: string }) => p.url)).toEqual([
      'https://instagram.com/reel/Cxyz/',
      'https://www.instagram.com/p/Cabc123/',
    ]);
    expect(list.query[1].advertiser).toMatchObject({ name: 'Brand Owner' });
    expect(list.query[0].advertiser).toBeNull();
  });

  it('records a post for the influencer’s accepted collaboration, and no other', async () => {
    const { profile, advertiser, influencer } = await cast();
    const { id } = await proposeTo(advertiser, profile.id);
    await move(influencer, id, 'accepted');
    const post = (collaborationId: string) => ({
      collaborationId,
      url: 'https://instagram.com/p/Cfor/',
      publishedOn: '2026-11-21',
    });
    const unknown = await call(influencer, 'POST', '/api/promotion/', post(randomUUID()));
    expect(unknown.statusCode).toBe(400);
    expect(errorPaths(unknown.json())).toEqual(['body.collaborationId']);
    const recorded = await call(influencer, 'POST', '/api/promotion/', post(id));
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({
      collaborationId: id,
      advertiser: { name: 'Brand Owner' },
    });
  });

  it('answers 400 to a date PostgreSQL cannot store (year 0), on posts and promotions', async () => {
    const { profile, advertiser, influencer } = await cast();
    const { id } = await proposeTo(advertiser, profile.id);
    await move(influencer, id, 'accepted');
    const post = { url: 'https://www.instagram.com/p/Cyear0/', publishedOn: '0000-12-31' };
    const posts = await call(influencer, 'PATCH', `/api/collaboration/${id}/promotion-info`, {
      posts: [post],
    });
    expectValidationProblem(posts, 'body.posts.0.publishedOn', /0001-01-01/);
    const promotion = await call(influencer, 'POST', '/api/promotion/', post);
    expectValidationProblem(promotion, 'body.publishedOn', /0001-01-01/);
  });
});
