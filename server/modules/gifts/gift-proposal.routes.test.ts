import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Collaboration, CollaborationDetail } from '@shared/schemas/collaborations';
import type { CollaborationGift } from '@shared/schemas/gifts';
import type { FakeShopify } from '@providers/shopify/server';
import { collaborationGifts, collaborations, shopifyWebhooks } from '../../db/schema';
import { uniqueEmail, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { ADDRESS, eventually, gifting, startGiftingApp } from '../../test/gifting';
import { sendDueGifts } from './gifts.service';

let t: TestApp;
let fake: FakeShopify;
let profiles = 0;

beforeAll(async () => {
  ({ t, fake } = await startGiftingApp());
});
// The shop's webhooks of a test's orders are handled before the next test (and the close).
afterEach(() =>
  eventually(async () => {
    const [pending] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shopifyWebhooks)
      .where(isNull(shopifyWebhooks.processedAt));
    expect(pending!.n).toBe(0);
  }),
);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const { connectedAdvertiser, variants, giftOf } = gifting(
  () => t,
  () => fake,
);

/** A creator with an account and a profile; `email` also receives invitations when no account. */
async function creator(withAccount = true) {
  const email = uniqueEmail('giftee');
  const [profile] = await insertInfluencers(t.database.db, 1, 90_000 + ++profiles, {
    email,
    platform: 'instagram',
  });
  const session = withAccount ? await t.signUp({ email, role: 'influencer' }) : null;
  return { profileId: profile!.id, email, token: session?.token ?? '' };
}

/** Proposes a gifted collaboration carrying `gift` (as the API takes it). */
const proposeWithGift = (token: string, influencerId: string, gift: object | null) =>
  t.request({
    method: 'POST',
    url: '/api/collaboration',
    token,
    payload: { influencerId, deliverables: '1 unboxing reel', compensation: 'gifted', gift },
  });

/** The brand's collaborations with one profile, straight from the database. */
const collaborationsWith = (influencerId: string) =>
  t.database.db.select().from(collaborations).where(eq(collaborations.influencerId, influencerId));

const accept = (id: string, token: string) =>
  t.request({
    method: 'PATCH',
    url: `/api/collaboration/${id}`,
    token,
    payload: { status: 'accepted' },
  });

const giveAddress = (id: string, token: string) =>
  t.request({
    method: 'PUT',
    url: `/api/collaboration/${id}/gift/address`,
    token,
    payload: ADDRESS,
  });

/** A brand with a shop, its variant ids, and a proposal with tee S + 2 totes sent on acceptance. */
async function proposedGift(sendOnAccept = true) {
  const brand = await connectedAdvertiser();
  const { ids } = await variants(brand.token);
  const person = await creator();
  const res = await proposeWithGift(brand.token, person.profileId, {
    items: [
      { variantId: ids['Organic Tee/S'], quantity: 1 },
      { variantId: ids['Canvas Tote/Default Title'], quantity: 2 },
    ],
    sendOnAccept,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...brand, ids, id: res.json<Collaboration>().id, creatorToken: person.token };
}

const eventsOf = async (id: string, token: string) =>
  (await t.request({ method: 'GET', url: `/api/collaboration/${id}`, token }))
    .json<CollaborationDetail>()
    .events.filter((e) => e.kind.startsWith('gift_'));

describe('a gift chosen in the proposal', () => {
  it('is created with the collaboration and shown to the creator in the terms before accepting', async () => {
    const { id, token, creatorToken, shop } = await proposedGift();
    const creatorView = (await giftOf(id, creatorToken)).json<CollaborationGift>().gift!;
    expect(creatorView).toMatchObject({
      status: 'chosen',
      sendOnAccept: true,
      retailValue: { amount: '77.00', currencyCode: 'USD' },
      cost: null,
      can: { enterAddress: true },
    });
    expect(creatorView.items.map((i) => [i.productTitle, i.variantTitle, i.quantity])).toEqual([
      ['Organic Tee', 'S', 1],
      ['Canvas Tote', null, 2],
    ]);
    expect((await giftOf(id, token)).json<CollaborationGift>().gift!.cost).toEqual({
      amount: '15.00',
      currencyCode: 'USD',
    });
    expect((await eventsOf(id, creatorToken)).map((e) => [e.kind, e.message])).toEqual([
      ['gift_chosen', 'Organic Tee – S, Canvas Tote × 2 · retail value 77.00 USD'],
    ]);
    expect(fake.shop(shop).draftOrders).toHaveLength(0);
  });

  it('refuses an out-of-stock or unknown variant naming the line, and creates no collaboration', async () => {
    const brand = await connectedAdvertiser();
    const { ids } = await variants(brand.token);
    const person = await creator();
    const line = (variantId: string | undefined) => ({ items: [{ variantId, quantity: 1 }] });

    const soldOut = await proposeWithGift(
      brand.token,
      person.profileId,
      line(ids['Organic Tee/M']),
    );
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.json().errors).toEqual([
      { path: 'body.gift.items.0.variantId', message: 'Organic Tee is out of stock' },
    ]);
    const unknown = await proposeWithGift(brand.token, person.profileId, {
      items: [
        { variantId: ids['Organic Tee/S'], quantity: 1 },
        { variantId: 'gid://shopify/ProductVariant/999999999', quantity: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('body.gift.items.1.variantId');
    const tooMany = await proposeWithGift(brand.token, person.profileId, {
      items: [{ variantId: ids['Canvas Tote/Default Title'], quantity: 4 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0]).toMatchObject({
      path: 'body.gift.items.0.variantId',
      message: 'Only 3 in stock',
    });
    const malformed = await proposeWithGift(brand.token, person.profileId, line('tee'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('body.gift.items.0.variantId');

    expect(await collaborationsWith(person.profileId)).toEqual([]);
    // The same proposal without the bad line goes through, gift and all.
    const fine = await proposeWithGift(brand.token, person.profileId, line(ids['Organic Tee/S']));
    expect(fine.statusCode, fine.body).toBe(201);
    expect(await collaborationsWith(person.profileId)).toHaveLength(1);
  });

  it('needs a connected shop: without one nothing is created', async () => {
    const brand = await t.signUp({ name: 'Shopless Brand' });
    const person = await creator();
    const res = await proposeWithGift(brand.token, person.profileId, {
      items: [{ variantId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
    });
    expect(res.statusCode).toBe(409);
    expect(await collaborationsWith(person.profileId)).toEqual([]);
  });

  it('leaves no gift behind when the collaboration itself is refused (one open collaboration per profile)', async () => {
    const { token, ids, id } = await proposedGift(false);
    const [row] = await t.database.db
      .select()
      .from(collaborations)
      .where(eq(collaborations.id, id));
    const again = await proposeWithGift(token, row!.influencerId, {
      items: [{ variantId: ids['Organic Tee/S'], quantity: 1 }],
    });
    expect(again.statusCode).toBe(409);
    const [gifts] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(collaborationGifts)
      .innerJoin(collaborations, eq(collaborations.id, collaborationGifts.collaborationId))
      .where(eq(collaborations.influencerId, row!.influencerId));
    expect(gifts!.n).toBe(1);
  });

  it('is told in the invitation mail to a creator without an account', async () => {
    const brand = await connectedAdvertiser();
    const { ids } = await variants(brand.token);
    const person = await creator(false);
    const res = await proposeWithGift(brand.token, person.profileId, {
      items: [{ variantId: ids['Canvas Tote/Default Title'], quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await t.smtp.waitFor(person.email);
    expect(mail.email.text).toContain('Gift: Canvas Tote × 2 · retail value 48.00 USD');
  });
});

describe('"send on acceptance"', () => {
  it('orders the gift in the accept request when the address is already in, once however often accept is retried', async () => {
    const { id, creatorToken, shop } = await proposedGift();
    expect((await giveAddress(id, creatorToken)).statusCode).toBe(200);
    expect(fake.shop(shop).orders).toHaveLength(0);

    const answers = await Promise.all([accept(id, creatorToken), accept(id, creatorToken)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const detail = answers.find((a) => a.statusCode === 200)!.json<CollaborationDetail>();
    const [order] = fake.shop(shop).orders;
    expect(detail.events.map((e) => [e.kind, e.message]).slice(-2)).toEqual([
      ['accepted', null],
      ['gift_ordered', `Gift ordered ${order!.name}`],
    ]);
    expect((await accept(id, creatorToken)).statusCode).toBe(409);
    await sendDueGifts(t.ctx);
    expect(fake.shop(shop).orders).toHaveLength(1);
    expect(fake.shop(shop).draftOrders).toHaveLength(1);
    expect((await giftOf(id, creatorToken)).json<CollaborationGift>().gift!.status).toBe('ordered');
  });

  it('orders it when the creator enters the address after accepting', async () => {
    const { id, creatorToken, shop } = await proposedGift();
    expect((await accept(id, creatorToken)).statusCode).toBe(200);
    expect(fake.shop(shop).orders).toHaveLength(0);
    const saved = await giveAddress(id, creatorToken);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CollaborationGift>().gift!.status).toBe('ordered');
    expect(fake.shop(shop).orders).toHaveLength(1);
  });

  it('does nothing on acceptance when the brand sends by hand', async () => {
    const { id, creatorToken, shop } = await proposedGift(false);
    await giveAddress(id, creatorToken);
    expect((await accept(id, creatorToken)).statusCode).toBe(200);
    expect(fake.shop(shop).draftOrders).toHaveLength(0);
    expect((await giftOf(id, creatorToken)).json<CollaborationGift>().gift!.status).toBe('chosen');
  });

  it('keeps the acceptance when Shopify refuses, and shows the brand the failure on the timeline', async () => {
    const { id, token, creatorToken, shop } = await proposedGift();
    await giveAddress(id, creatorToken);
    const tote = fake.shop(shop).products.find((p) => p.title === 'Canvas Tote')!;
    tote.variants[0]!.inventoryQuantity = 1;

    const accepted = await accept(id, creatorToken);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<CollaborationDetail>().status).toBe('accepted');
    expect(fake.shop(shop).orders).toHaveLength(0);
    expect(fake.shop(shop).draftOrders).toHaveLength(0);
    const failures = (await eventsOf(id, token)).filter((e) => e.kind === 'gift_failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]!.message).toMatch(/Not enough inventory available for Canvas Tote/);
    const gift = (await giftOf(id, token)).json<CollaborationGift>().gift!;
    expect(gift).toMatchObject({ status: 'chosen', sendOnAccept: false, can: { send: true } });

    // The sweep does not retry it (no failure loop); the brand sends it by hand once fixed.
    await sendDueGifts(t.ctx);
    expect((await eventsOf(id, token)).filter((e) => e.kind === 'gift_failed')).toHaveLength(1);
    tote.variants[0]!.inventoryQuantity = 5;
    const sent = await t.request({
      method: 'POST',
      url: `/api/collaboration/${id}/gift/order`,
      token,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(fake.shop(shop).orders).toHaveLength(1);
  });

  it('is caught up by the sweep when the work after an acceptance was lost', async () => {
    const { id, creatorToken, shop } = await proposedGift(false);
    await giveAddress(id, creatorToken);
    expect((await accept(id, creatorToken)).statusCode).toBe(200);
    // As if the process stopped between the acceptance's commit and the order.
    await t.database.db
      .update(collaborationGifts)
      .set({ sendOnAccept: true })
      .where(eq(collaborationGifts.collaborationId, id));
    await sendDueGifts(t.ctx);
    expect(fake.shop(shop).orders).toHaveLength(1);
    expect((await giftOf(id, creatorToken)).json<CollaborationGift>().gift!.status).toBe('ordered');
  });
});
