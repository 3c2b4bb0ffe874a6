import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationKind } from '@shared/constants/notifications';
import type { Collaboration } from '@shared/schemas/collaborations';
import type { NotificationPage, NotificationPreferences } from '@shared/schemas/notifications';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import type { ReceivedMail } from '../../test/smtp-sink';
import { sendNotificationBatch, sweepNotificationEmails } from './notification-batches';

let t: TestApp;
let nextProfile = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

interface Person {
  token: string;
  id: string;
  email: string;
}

const call = (
  who: Person | undefined,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) => t.call(who?.token, method, url, payload);

/** An advertiser (company "Acme") and an influencer account linked to its profile (by email). */
async function cast() {
  const creatorEmail = uniqueEmail('creator');
  const brandEmail = uniqueEmail('brand');
  const [row] = await insertInfluencers(t.database.db, 1, 20_000 + ++nextProfile, {
    email: creatorEmail,
    platform: 'instagram',
  });
  const [brand, creator] = await Promise.all([
    t.signUp({ name: 'Bria Brand', email: brandEmail }),
    t.signUp({ email: creatorEmail, role: 'influencer', name: 'Casey Creator' }),
  ]);
  return {
    profile: { id: row!.id, username: row!.username },
    brand: { token: brand.token, id: brand.user.id, email: brandEmail },
    creator: { token: creator.token, id: creator.user.id, email: creatorEmail },
  };
}

async function propose(brand: Person, influencerId: string): Promise<Collaboration> {
  const res = await call(brand, 'POST', '/api/collaboration', {
    influencerId,
    compensation: 'fixed_fee',
    amount: 50_000,
    deliverables: '1 reel',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function act(who: Person, method: InjectOptions['method'], url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

const move = (who: Person, id: string, status: string) =>
  act(who, 'PATCH', `/api/collaboration/${id}`, { status });
const write = (who: Person, id: string, message: string) =>
  act(who, 'PATCH', `/api/collaboration/${id}/message`, { message });

async function page(who: Person, query = ''): Promise<NotificationPage> {
  const res = await call(who, 'GET', `/api/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The kinds of the user's notifications, oldest first. */
const kinds = async (who: Person): Promise<NotificationKind[]> =>
  (await page(who, '?limit=50')).items.map((n) => n.kind).reverse();

/** Emails the user's pending batch of one kind and place now (the job the queue would run). */
async function sendBatch(who: Person, kind: NotificationKind, place: string) {
  await sendNotificationBatch(
    t.ctx,
    { batchSeconds: 0 },
    {
      userId: who.id,
      groupKey: `${kind}:${place}`,
    },
  );
}

/** Mails to `who` received after `since` (a count of t.smtp.messages). */
const mailsTo = (who: Person, since: number): ReceivedMail[] =>
  t.smtp.messages.slice(since).filter((m) => m.envelopeTo.includes(who.email));

describe('events', () => {
  it('notifies the other party of each collaboration event exactly once, and never the actor', async () => {
    const { profile, brand, creator } = await cast();
    const { id } = await propose(brand, profile.id);
    await move(creator, id, 'accepted');
    await write(creator, id, 'Thanks, starting tomorrow');
    await write(brand, id, 'Great!');
    await act(brand, 'PATCH', `/api/collaboration/${id}`, { discountCode: 'CASEY10' });
    await act(creator, 'PATCH', `/api/collaboration/${id}/promotion-info`, {
      posts: [{ url: 'https://www.instagram.com/p/Cnotify1/', publishedOn: '2026-11-20' }],
    });
    await move(brand, id, 'completed');
    await act(brand, 'PATCH', `/api/collaboration/${id}/review-for-influencer`, { rating: 5 });
    await act(creator, 'PATCH', `/api/collaboration/${id}/review-for-advertiser`, { rating: 4 });

    expect(await kinds(creator)).toEqual([
      'proposal_received',
      'collaboration_message',
      'terms_changed',
      'collaboration_completed',
      'review_received',
    ]);
    expect(await kinds(brand)).toEqual([
      'proposal_accepted',
      'collaboration_message',
      'content_submitted',
      'review_received',
    ]);
    const { items, unread } = await page(brand);
    expect(unread).toBe(4);
    expect(items.every((n) => n.link === `/collaboration/${id}` && n.readAt === null)).toBe(true);
    expect(items.find((n) => n.kind === 'proposal_accepted')).toMatchObject({
      title: `@${profile.username} accepted your proposal`,
      actor: { id: creator.id, name: 'Casey Creator' },
    });
    expect(items.find((n) => n.kind === 'collaboration_message')?.body).toBe(
      'Thanks, starting tomorrow',
    );
  });

  it('notifies declined, withdrawn and cancelled collaborations to the other party', async () => {
    const { profile, brand, creator } = await cast();
    await move(creator, (await propose(brand, profile.id)).id, 'declined');
    await move(brand, (await propose(brand, profile.id)).id, 'withdrawn');
    const third = await propose(brand, profile.id);
    await move(creator, third.id, 'accepted');
    await move(creator, third.id, 'cancelled');
    expect(await kinds(brand)).toEqual([
      'proposal_declined',
      'proposal_accepted',
      'collaboration_cancelled',
    ]);
    expect(await kinds(creator)).toEqual([
      'proposal_received',
      'proposal_received',
      'proposal_withdrawn',
      'proposal_received',
    ]);
  });

  it('notifies a direct message to its recipient, linking to the conversation, which reading clears', async () => {
    const { brand, creator } = await cast();
    await act(brand, 'POST', '/api/message', { to: creator.id, content: 'Hi Casey' });
    expect(await kinds(brand)).toEqual([]);
    const { items, unread } = await page(creator);
    expect(unread).toBe(1);
    expect(items[0]).toMatchObject({
      kind: 'message',
      title: 'Bria Brand sent you a message',
      body: 'Hi Casey',
      link: `/messages?with=${brand.id}`,
    });
    await act(creator, 'GET', `/api/message/user/self/${brand.id}`);
    expect((await page(creator)).unread).toBe(0);
  });

  it('notifies a campaign’s owner once when an influencer marks interest in it', async () => {
    const { brand, creator } = await cast();
    const created = await act(brand, 'POST', '/api/campaign', { name: 'Autumn trail' });
    const campaignId = (created.json() as { id: string }).id;
    await act(brand, 'PATCH', `/api/campaign/${campaignId}/status`, { status: 'active' });
    const url = `/api/campaign/add-interested-influencer/${campaignId}`;
    await act(creator, 'PATCH', url);
    await act(creator, 'PATCH', url);
    const { items } = await page(brand);
    expect(items.map((n) => [n.kind, n.title, n.link])).toEqual([
      [
        'campaign_interest',
        'Casey Creator is interested in “Autumn trail”',
        `/campaign/${campaignId}`,
      ],
    ]);
    expect(await kinds(creator)).toEqual([]);
  });

  it('does not notify a failed event (no notification without its event)', async () => {
    const { profile, brand, creator } = await cast();
    const { id } = await propose(brand, profile.id);
    expect(
      (await call(brand, 'PATCH', `/api/collaboration/${id}`, { status: 'accepted' })).statusCode,
    ).toBe(403);
    expect(await kinds(brand)).toEqual([]);
    expect(await kinds(creator)).toEqual(['proposal_received']);
  });
});

describe('reading', () => {
  it('marks some or all read, ignores ids of other users, and pages newest first', async () => {
    const { profile, brand, creator } = await cast();
    const { id } = await propose(brand, profile.id);
    for (const text of ['one', 'two', 'three']) await write(brand, id, text);
    const first = await page(creator, '?limit=2');
    expect(first.items.map((n) => n.body)).toEqual(['three', 'two']);
    const second = await page(creator, `?limit=2&before=${first.nextBefore}`);
    expect(second.items.map((n) => n.body)).toEqual(['one', null]);
    expect(second.nextBefore).toBeNull();

    const someone = (await cast()).creator;
    const foreign = await act(someone, 'POST', '/api/notifications/read', {
      ids: [first.items[0]!.id],
    });
    expect(foreign.json()).toEqual({ unread: 0 });
    expect((await page(creator)).unread).toBe(4);

    const one = await act(creator, 'POST', '/api/notifications/read', {
      ids: [first.items[0]!.id],
    });
    expect(one.json()).toEqual({ unread: 3 });
    expect((await page(creator)).items[0]!.readAt).not.toBeNull();
    const all = await act(creator, 'POST', '/api/notifications/read', { all: true });
    expect(all.json()).toEqual({ unread: 0 });
  });

  it('reads a place’s notifications when the user opens it or views it', async () => {
    const { profile, brand, creator } = await cast();
    const { id } = await propose(brand, profile.id);
    await write(creator, id, 'hello');
    expect((await page(brand)).unread).toBe(1);
    await act(brand, 'GET', `/api/collaboration/${id}`);
    expect((await page(brand)).unread).toBe(0);
    await write(creator, id, 'again');
    expect((await page(brand, `?viewing=/collaboration/${id}`)).unread).toBe(0);
  });

  it('answers 400 naming the field for bad input and 401 without a session', async () => {
    const { creator } = await cast();
    const bad = await call(creator, 'POST', '/api/notifications/read', { ids: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toMatch(/^body/);
    const limit = await call(creator, 'GET', '/api/notifications?limit=500');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().errors[0].path).toBe('query.limit');
    const nul = await call(creator, 'GET', '/api/notifications?viewing=%2F%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors[0].path).toBe('query.viewing');
    expect((await call(undefined, 'GET', '/api/notifications')).statusCode).toBe(401);
  });
});

describe('preferences', () => {
  it('lists the kinds of the account’s side with their defaults', async () => {
    const { brand, creator } = await cast();
    const mine: NotificationPreferences = (
      await act(brand, 'GET', '/api/notifications/preferences')
    ).json();
    const byKind = new Map(mine.preferences.map((p) => [p.kind, p]));
    expect(byKind.get('proposal_accepted')).toEqual({
      kind: 'proposal_accepted',
      inApp: true,
      email: true,
    });
    expect(byKind.get('proposal_declined')).toEqual({
      kind: 'proposal_declined',
      inApp: true,
      email: false,
    });
    expect(byKind.has('proposal_received')).toBe(false);
    const theirs: NotificationPreferences = (
      await act(creator, 'GET', '/api/notifications/preferences')
    ).json();
    expect(theirs.preferences.map((p) => p.kind)).toContain('proposal_received');
    expect(theirs.preferences.map((p) => p.kind)).not.toContain('payment_failed');
  });

  it('honours them: in-app off keeps it out of the count, email off sends nothing', async () => {
    const { profile, brand, creator } = await cast();
    const { id } = await propose(brand, profile.id);
    await act(brand, 'PUT', '/api/notifications/preferences', {
      preferences: [{ kind: 'collaboration_message', inApp: false, email: false }],
    });
    await write(creator, id, 'muted');
    expect((await page(brand)).unread).toBe(0);
    const since = t.smtp.messages.length;
    await sendBatch(brand, 'collaboration_message', `collaboration:${id}`);
    expect(mailsTo(brand, since)).toEqual([]);

    await act(brand, 'PUT', '/api/notifications/preferences', {
      preferences: [{ kind: 'collaboration_message', inApp: true, email: false }],
    });
    await write(creator, id, 'shown, not mailed');
    expect((await page(brand)).unread).toBe(1);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, brand.id));
    expect(rows.map((r) => [r.body, r.emailStatus])).toEqual([['shown, not mailed', 'none']]);
  });

  it('answers 400 naming an unknown kind', async () => {
    const { brand } = await cast();
    const res = await call(brand, 'PUT', '/api/notifications/preferences', {
      preferences: [{ kind: 'gossip', inApp: true, email: true }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.preferences.0.kind');
    const twice = { kind: 'message', inApp: false, email: false };
    const repeated = await call(brand, 'PUT', '/api/notifications/preferences', {
      preferences: [twice, twice],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors[0].path).toBe('body.preferences');
  });
});

describe('email', () => {
  it('makes one email of a burst of messages in one collaboration, linking to it', async () => {
    const { profile, brand, creator } = await cast();
    const { id } = await propose(brand, profile.id);
    for (const text of ['First', 'Second', 'Third']) await write(creator, id, text);
    const since = t.smtp.messages.length;
    await sendBatch(brand, 'collaboration_message', `collaboration:${id}`);
    await sendBatch(brand, 'collaboration_message', `collaboration:${id}`);
    const mail = await t.smtp.waitFor(brand.email, (m) => t.smtp.messages.indexOf(m) >= since);
    expect(mailsTo(brand, since)).toHaveLength(1);
    expect(mail.email.subject).toBe('3 new messages from Casey Creator');
    expect(mail.email.text).toContain('“First”');
    expect(mail.email.text).toContain('“Third”');
    expect(mail.email.text).toContain(`http://localhost:3000/collaboration/${id}`);
  });

  it('waits for the batch window before sending', async () => {
    const { profile, brand, creator } = await cast();
    const { id } = await propose(brand, profile.id);
    await write(creator, id, 'Soon');
    const since = t.smtp.messages.length;
    await sendNotificationBatch(
      t.ctx,
      { batchSeconds: 3_600 },
      {
        userId: brand.id,
        groupKey: `collaboration_message:collaboration:${id}`,
      },
    );
    expect(mailsTo(brand, since)).toEqual([]);
    await sendBatch(brand, 'collaboration_message', `collaboration:${id}`);
    expect(mailsTo(brand, since)).toHaveLength(1);
  });

  it('does not email a user about the place they are looking at', async () => {
    const { profile, brand, creator } = await cast();
    const { id } = await propose(brand, profile.id);
    await page(brand, `?viewing=/collaboration/${id}`);
    await write(creator, id, 'You are here');
    await page(brand, `?viewing=/collaboration/${id}`);
    const since = t.smtp.messages.length;
    await sendBatch(brand, 'collaboration_message', `collaboration:${id}`);
    expect(mailsTo(brand, since)).toEqual([]);
  });

  it('recovers a batch whose sending job died mid-send, and sends it once', async () => {
    const { profile, brand, creator } = await cast();
    const { id } = await propose(brand, profile.id);
    await write(creator, id, 'Lost in a crash');
    const groupKey = `collaboration_message:collaboration:${id}`;
    // A job claimed the batch, then its process died: the claim is older than any send takes.
    await t.database.db
      .update(notifications)
      .set({ emailStatus: 'sending', emailClaimedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(notifications.groupKey, groupKey));
    const since = t.smtp.messages.length;
    await sendBatch(brand, 'collaboration_message', `collaboration:${id}`);
    expect(mailsTo(brand, since)).toEqual([]);
    await sweepNotificationEmails(t.ctx, { batchSeconds: 0 });
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.groupKey, groupKey));
    expect(row?.emailStatus).toBe('pending');
    await sendBatch(brand, 'collaboration_message', `collaboration:${id}`);
    await sendBatch(brand, 'collaboration_message', `collaboration:${id}`);
    expect(mailsTo(brand, since)).toHaveLength(1);
  });

  it('turns one kind’s email off through the one-click unsubscribe, without a session', async () => {
    const { brand, creator } = await cast();
    await act(creator, 'POST', '/api/message', { to: brand.id, content: 'Ping' });
    const since = t.smtp.messages.length;
    await sendBatch(brand, 'message', `conversation:${creator.id}`);
    const mail = await t.smtp.waitFor(brand.email, (m) => t.smtp.messages.indexOf(m) >= since);
    const headers = new Map(mail.email.headers.map((h) => [h.key, h.value]));
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = /^<http:\/\/localhost:3000(\/unsubscribe\/notifications\/[^>]+)>$/.exec(
      headers.get('list-unsubscribe') ?? '',
    )?.[1];
    expect(url).toBeDefined();
    expect(mail.email.text).toContain(`http://localhost:3000${url}`);

    const token = url!.split('/').at(-1)!;
    const before = await t.request({
      method: 'GET',
      url: `/api/notifications/unsubscribe/${token}`,
    });
    expect(before.json()).toEqual({
      kind: 'message',
      label: 'New direct messages',
      email: brand.email,
      unsubscribed: false,
    });
    for (let i = 0; i < 2; i++) {
      const res = await t.request({
        method: 'POST',
        url: url!,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().unsubscribed).toBe(true);
    }
    const prefs: NotificationPreferences = (
      await act(brand, 'GET', '/api/notifications/preferences')
    ).json();
    expect(prefs.preferences.find((p) => p.kind === 'message')).toEqual({
      kind: 'message',
      inApp: true,
      email: false,
    });
    expect(prefs.preferences.find((p) => p.kind === 'collaboration_message')?.email).toBe(true);

    const forged = await t.request({ method: 'POST', url: `${url!}x` });
    expect(forged.statusCode).toBe(404);
  });
});
