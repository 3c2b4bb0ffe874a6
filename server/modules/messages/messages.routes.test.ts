import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationList, Message } from '@shared/schemas/messages';
import { collaborationEvents, collaborations, influencerAccounts, messages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { expectValidationProblem } from '../../test/problems';

interface Account {
  token: string;
  id: string;
}

let t: TestApp;
let brand: Account;
let otherBrand: Account;
let linked: Account;
let unlinked: Account;
let profiles: Awaited<ReturnType<typeof insertInfluencers>>;

async function account(name: string, role?: 'influencer'): Promise<Account> {
  const session = await t.signUp({ name, ...(role && { role }) });
  return { token: session.token, id: session.user.id };
}

/** Links the influencer account to a profile (sign-up already created its unlinked account). */
async function linkProfile(influencer: Account, influencerId: string) {
  await t.database.db
    .insert(influencerAccounts)
    .values({ userId: influencer.id, influencerId, linkedBy: 'admin' })
    .onConflictDoUpdate({ target: influencerAccounts.userId, set: { influencerId } });
}

beforeAll(async () => {
  t = await buildTestApp();
  profiles = await insertInfluencers(t.database.db, 3);
  brand = await account('Bria Brand');
  otherBrand = await account('Otto Other');
  linked = await account('Lina Linked', 'influencer');
  unlinked = await account('Uma Unlinked', 'influencer');
  await linkProfile(linked, profiles[1]!.id);
});
afterAll(() => t?.close());

const send = (from: Account, to: string, content = 'Hello there') =>
  t.request({
    method: 'POST',
    url: '/api/message',
    token: from.token,
    payload: { to, content },
  });

async function sent(from: Account, to: string, content?: string): Promise<Message> {
  const res = await send(from, to, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const get = (viewer: Account, url: string) =>
  t.request({ method: 'GET', url, token: viewer.token });

async function conversations(viewer: Account): Promise<ConversationList> {
  const res = await get(viewer, '/api/message/user/self');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function conversation(viewer: Account, otherId: string): Promise<Conversation> {
  const res = await get(viewer, `/api/message/user/self/${otherId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function unreadCount(viewer: Account) {
  const res = await get(viewer, '/api/message/unread-count');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { messages: number; collaborations: number };
}

describe('sending', () => {
  it('sends from an advertiser to an influencer and back', async () => {
    const first = await sent(brand, linked.id, 'Would you like to try our serum?');
    expect(first).toMatchObject({
      from: brand.id,
      to: linked.id,
      mine: true,
      content: 'Would you like to try our serum?',
      readAt: null,
    });
    const reply = await sent(linked, brand.id, 'Gladly!');
    expect(reply).toMatchObject({ from: linked.id, to: brand.id, mine: true });
  });

  it('resolves an influencer profile id to the account linked to it', async () => {
    const message = await sent(brand, profiles[1]!.id, 'Found you on discovery');
    expect(message.to).toBe(linked.id);
  });

  it('answers 404 naming the missing account for a profile without one or an unknown id', async () => {
    for (const to of [profiles[2]!.id, randomUUID()]) {
      const res = await send(brand, to);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toContain('no Collabify account');
    }
  });

  it('allows only an advertiser and an influencer, one on each side', async () => {
    const brands = await send(brand, otherBrand.id);
    expect(brands.statusCode).toBe(403);
    expect(brands.json().detail).toBe('Advertisers can message influencer accounts only.');
    const influencers = await send(linked, unlinked.id);
    expect(influencers.statusCode).toBe(403);
    expect(influencers.json().detail).toBe('Influencers can message advertisers only.');
    expect((await send(unlinked, brand.id)).statusCode).toBe(201);
  });

  it('refuses messages to oneself, by user id or by one’s own profile', async () => {
    for (const [from, to] of [
      [brand, brand.id],
      [linked, profiles[1]!.id],
    ] as const) {
      const res = await send(from, to);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('body.to');
    }
  });

  it('names body.content and body.to in validation errors', async () => {
    const empty = await send(brand, linked.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.content']);
    const badTo = await send(brand, 'someone');
    expect(badTo.statusCode).toBe(400);
    expect(badTo.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.to']);
    const missing = await t.request({
      method: 'POST',
      url: '/api/message',
      token: brand.token,
      payload: {},
    });
    expect(
      missing
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.content', 'body.to']);
  });

  it('answers 400 naming body.content for a NUL character', async () => {
    expectValidationProblem(await send(brand, linked.id, 'Hi\u0000there'), 'body.content', /NUL/);
  });

  it('limits how many messages one account sends per minute, wherever it writes from', async () => {
    const sender = await account('Sally Spammer');
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await send(sender, linked.id, `#${i}`)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('needs a session', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/message',
      payload: { to: linked.id, content: 'hi' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('conversations', () => {
  let brandA: Account;
  let brandB: Account;
  let ina: Account;
  let ivo: Account;

  beforeAll(async () => {
    brandA = await account('Anna Advertiser');
    brandB = await account('Bert Bystander');
    ina = await account('Ina Influencer', 'influencer');
    ivo = await account('Ivo Influencer', 'influencer');
    await linkProfile(ina, profiles[0]!.id);
    await sent(brandA, ivo.id, 'Hi Ivo');
    await sent(brandA, ina.id, 'Hi Ina');
    await sent(ina, brandA.id, 'Hello Anna');
    await sent(brandA, ina.id, 'Can we talk rates?');
    await sent(brandA, ina.id, 'And dates?');
  });

  it('lists conversations newest activity first with the correspondent, last message and unread counts', async () => {
    const list = await conversations(brandA);
    expect(list.query.map((c) => c.with.name)).toEqual(['Ina Influencer', 'Ivo Influencer']);
    const [withIna, withIvo] = list.query;
    expect(withIna!.with).toEqual({
      id: ina.id,
      name: 'Ina Influencer',
      company: null,
      influencer: {
        id: profiles[0]!.id,
        platform: profiles[0]!.platform,
        username: profiles[0]!.username,
      },
    });
    expect(withIna!.last).toMatchObject({ content: 'And dates?', mine: true });
    expect(withIna!.unread).toBe(1);
    expect(withIvo!.with.influencer).toBeNull();
    expect(withIvo!.unread).toBe(0);
    expect(list.unread).toBe(1);

    const inas = await conversations(ina);
    expect(inas.query).toHaveLength(1);
    expect(inas.query[0]!.with).toMatchObject({ id: brandA.id, influencer: null });
    expect(inas.query[0]!.last).toMatchObject({ content: 'And dates?', mine: false });
    expect(inas.query[0]!.unread).toBe(3);
    expect(inas.unread).toBe(3);
  });

  it('opens a conversation oldest first and marks the other person’s messages read', async () => {
    expect(await unreadCount(ina)).toEqual({ messages: 3, collaborations: 0 });

    const opened = await conversation(ina, brandA.id);
    expect(opened.with.id).toBe(brandA.id);
    expect(opened.messages.map((m) => m.content)).toEqual([
      'Hi Ina',
      'Hello Anna',
      'Can we talk rates?',
      'And dates?',
    ]);
    const incoming = opened.messages.filter((m) => !m.mine);
    expect(incoming).toHaveLength(3);
    expect(incoming.every((m) => m.readAt !== null)).toBe(true);

    expect(await unreadCount(ina)).toEqual({ messages: 0, collaborations: 0 });
    expect((await conversations(ina)).unread).toBe(0);
    // Anna's own unread message from Ina is untouched until she opens it.
    expect(await unreadCount(brandA)).toEqual({ messages: 1, collaborations: 0 });
    const seen = await conversation(brandA, ina.id);
    expect(seen.messages.filter((m) => m.mine).every((m) => m.readAt !== null)).toBe(true);
    expect(await unreadCount(brandA)).toEqual({ messages: 0, collaborations: 0 });
  });

  it('shows a third user only their own conversations, never others’ messages', async () => {
    await sent(brandA, ivo.id, 'Unread for Ivo');
    expect((await conversations(brandB)).query).toEqual([]);
    expect((await unreadCount(ivo)).messages).toBe(2);

    // A valid correspondent opens as an empty conversation of brandB's own, and reads nothing.
    const own = await conversation(brandB, ivo.id);
    expect(own).toEqual({ with: expect.objectContaining({ id: ivo.id }), messages: [] });
    expect((await unreadCount(ivo)).messages).toBe(2);

    expect((await get(brandB, `/api/message/user/self/${brandA.id}`)).statusCode).toBe(404);
    expect((await get(ivo, `/api/message/user/self/${ina.id}`)).statusCode).toBe(404);
  });

  it('opens an empty conversation with a valid correspondent and 404 for anyone else', async () => {
    const fresh = await account('Nina New', 'influencer');
    expect(await conversation(brandB, fresh.id)).toEqual({
      with: { id: fresh.id, name: 'Nina New', company: null, influencer: null },
      messages: [],
    });
    expect((await get(brandB, `/api/message/user/self/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(brandB, `/api/message/user/self/${brandB.id}`)).statusCode).toBe(404);
    const bad = await get(brandB, '/api/message/user/self/nobody');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('params.userId');
  });

  it('counts unread collaboration messages beside the in-app ones', async () => {
    const [collaboration] = await t.database.db
      .insert(collaborations)
      .values({ advertiserId: brandA.id, influencerId: profiles[0]!.id, deliverables: '1 reel' })
      .returning();
    await t.database.db.insert(collaborationEvents).values({
      collaborationId: collaboration!.id,
      kind: 'message',
      actor: 'advertiser',
      actorUserId: brandA.id,
      body: 'Welcome aboard',
    });
    expect(await unreadCount(ina)).toEqual({ messages: 0, collaborations: 1 });
  });

  it('returns the newest 500 messages of a long conversation', async () => {
    const talker = await account('Long Talker');
    const start = Date.parse('2025-01-01T00:00:00Z');
    await t.database.db.insert(messages).values(
      Array.from({ length: 502 }, (_, i) => ({
        senderId: i % 2 ? talker.id : ivo.id,
        recipientId: i % 2 ? ivo.id : talker.id,
        content: `#${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const long = await conversation(talker, ivo.id);
    expect(long.messages).toHaveLength(500);
    expect(long.messages[0]!.content).toBe('#2');
    expect(long.messages.at(-1)!.content).toBe('#501');
  });
});
