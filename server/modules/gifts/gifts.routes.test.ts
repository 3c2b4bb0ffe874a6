import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collaboration, CollaborationDetail } from '@shared/schemas/collaborations';
import type { CollaborationGift } from '@shared/schemas/gifts';
import type { FakeShopify } from '@providers/shopify/server';
import { collaborationGifts } from '../../db/schema';
import { uniqueEmail, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { ADDRESS, eventually, gifting, startGiftingApp } from '../../test/gifting';
import { signInviteToken } from '../collaborations/invite-tokens';
import { eraseAddresses } from './gifts.service';

const DAY_MS = 86_400_000;

let t: TestApp;
let fake: FakeShopify;
let profiles = 0;

beforeAll(async () => {
  ({ t, fake } = await startGiftingApp());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const { connectedAdvertiser, proposal, variants, giftReadyToSend, giftOf, send, choose } = gifting(
  () => t,
  () => fake,
);

describe('choosing a gift', () => {
  it('lists variants with price and stock, and an out-of-stock variant cannot be picked', async () => {
    const brand = await connectedAdvertiser();
    const { id } = await proposal(brand.token);
    const { ids, body } = await variants(brand.token);
    const tee = body.products.find((p) => p.title === 'Organic Tee')!;
    expect(tee.variants).toEqual([
      expect.objectContaining({
        title: 'S',
        price: { amount: '29.00', currencyCode: 'USD' },
        inventoryQuantity: 5,
        available: true,
      }),
      expect.objectContaining({ title: 'M', inventoryQuantity: 0, available: false }),
    ]);
    const res = await choose(id, brand.token, [ids['Organic Tee/M']]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: 'body.items.0.variantId' });
    expect(res.json().errors[0].message).toMatch(/out of stock/);
  });

  it('states the retail value to both parties and the known cost to the brand only', async () => {
    const { id, token, creatorToken } = await giftReadyToSend();
    const brandView = (await giftOf(id, token)).json<CollaborationGift>().gift!;
    expect(brandView.retailValue).toEqual({ amount: '77.00', currencyCode: 'USD' });
    expect(brandView.cost).toEqual({ amount: '15.00', currencyCode: 'USD' });
    const creatorView = (await giftOf(id, creatorToken)).json<CollaborationGift>().gift!;
    expect(creatorView.retailValue.amount).toBe('77.00');
    expect(creatorView.cost).toBeNull();
  });
});

describe('the shipping address', () => {
  it('is checked for its country, naming the field', async () => {
    const brand = await connectedAdvertiser();
    const { id, creatorToken } = await proposal(brand.token);
    const { ids } = await variants(brand.token);
    await choose(id, brand.token, [ids['Organic Tee/S']]);
    const put = (payload: object) =>
      t.request({
        method: 'PUT',
        url: `/api/collaboration/${id}/gift/address`,
        token: creatorToken,
        payload,
      });
    const noState = await put({ ...ADDRESS, region: '' });
    expect(noState.statusCode).toBe(400);
    expect(noState.json().errors.map((e: { path: string }) => e.path)).toContain('body.region');
    const badZip = await put({ ...ADDRESS, postalCode: 'ABC' });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().errors.map((e: { path: string }) => e.path)).toContain('body.postalCode');
    const german = await put({
      ...ADDRESS,
      region: null,
      postalCode: '10115',
      city: 'Berlin',
      country: 'de',
    });
    expect(german.statusCode, german.body).toBe(200);
    expect(german.json<CollaborationGift>().gift!.address).toMatchObject({
      country: 'DE',
      city: 'Berlin',
    });
  });

  it('is given through the emailed link without an account', async () => {
    const brand = await connectedAdvertiser();
    const [profile] = await insertInfluencers(t.database.db, 1, 70_000 + ++profiles, {
      email: uniqueEmail('linkonly'),
      platform: 'instagram',
    });
    const proposed = await t.request({
      method: 'POST',
      url: '/api/collaboration',
      token: brand.token,
      payload: { influencerId: profile!.id, deliverables: '1 post', compensation: 'gifted' },
    });
    const id = proposed.json<Collaboration>().id;
    const { ids } = await variants(brand.token);
    await choose(id, brand.token, [ids['Organic Tee/S']]);
    const headers = { 'x-collaboration-token': await signInviteToken(t.ctx.secret, id) };
    const res = await t.request({
      method: 'PUT',
      url: `/api/collaboration/${id}/gift/address`,
      headers,
      payload: ADDRESS,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await giftOf(id, undefined, headers)).json<CollaborationGift>().gift!.address,
    ).toMatchObject({
      line1: ADDRESS.line1,
    });
  });

  it('is stored encrypted, hidden from a third account and absent from lists and the timeline', async () => {
    const { id, token, creatorToken } = await giftReadyToSend();
    const [row] = await t.database.db
      .select()
      .from(collaborationGifts)
      .where(eq(collaborationGifts.collaborationId, id));
    expect(row!.address).not.toContain(ADDRESS.line1);
    const stranger = await t.signUp();
    expect((await giftOf(id, stranger.token)).statusCode).toBe(404);
    expect((await giftOf(id)).statusCode).toBe(404);
    for (const who of [token, creatorToken]) {
      for (const url of [
        '/api/collaboration',
        `/api/collaboration/${id}`,
        '/api/collaboration/user/self',
      ]) {
        const res = await t.request({ method: 'GET', url, token: who });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain(ADDRESS.line1);
        expect(res.body).not.toContain(ADDRESS.phone);
      }
    }
    const detail = (
      await t.request({ method: 'GET', url: `/api/collaboration/${id}`, token })
    ).json<CollaborationDetail>();
    expect(detail.events.map((e) => e.message)).toContain('Shipping address added');
  });
});

describe('sending the gift', () => {
  it('creates one order in the shop however often it is retried', async () => {
    const { id, token, shop } = await giftReadyToSend();
    const answers = await Promise.all([send(id, token), send(id, token), send(id, token)]);
    expect(answers.map((a) => a.statusCode)).toContain(200);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const again = await send(id, token);
    expect(again.statusCode, again.body).toBe(200);
    const gift = again.json<CollaborationGift>().gift!;
    expect(gift.status).toBe('ordered');
    const orders = fake.shop(shop).orders;
    expect(orders).toHaveLength(1);
    expect(fake.shop(shop).draftOrders).toHaveLength(1);
    const [order] = orders;
    expect(gift.order!.name).toBe(order!.name);
    expect(order!.tags).toBe('collabify-gift');
    expect(order!.note_attributes).toEqual([{ name: 'collabify_collaboration_id', value: id }]);
    expect(order!.total_price).toBe('0.00');
    expect(order!.total_line_items_price).toBe('77.00');
    expect(order!.shipping_address).toMatchObject({
      address1: ADDRESS.line1,
      country_code: 'US',
      province_code: 'NY',
    });
    const detail = (
      await t.request({ method: 'GET', url: `/api/collaboration/${id}`, token })
    ).json<CollaborationDetail>();
    expect(detail.events.filter((e) => e.kind === 'gift_ordered').map((e) => e.message)).toEqual([
      `Gift ordered ${order!.name}`,
    ]);
  });

  it('leaves everything unchanged when Shopify refuses the order, saying why', async () => {
    const { id, token, shop } = await giftReadyToSend();
    const tote = fake.shop(shop).products.find((p) => p.title === 'Canvas Tote')!;
    tote.variants[0]!.inventoryQuantity = 1;
    const res = await send(id, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ title: 'Shopify refused' });
    expect(res.json().detail).toMatch(/Not enough inventory available for Canvas Tote/);
    expect(fake.shop(shop).orders).toHaveLength(0);
    expect(fake.shop(shop).draftOrders).toHaveLength(0);
    const gift = (await giftOf(id, token)).json<CollaborationGift>().gift!;
    expect(gift).toMatchObject({ status: 'chosen', order: null, can: { send: true } });
    tote.variants[0]!.inventoryQuantity = 5;
    expect((await send(id, token)).statusCode).toBe(200);
    expect(fake.shop(shop).orders).toHaveLength(1);
  });

  it('is refused before the creator accepted, and to the creator', async () => {
    const brand = await connectedAdvertiser();
    const { id, creatorToken } = await proposal(brand.token);
    const { ids } = await variants(brand.token);
    await choose(id, brand.token, [ids['Organic Tee/S']]);
    expect((await send(id, brand.token)).statusCode).toBe(409);
    expect((await send(id, creatorToken)).statusCode).toBe(403);
  });
});

describe('the parcel', () => {
  it('moves the timeline for both sides as the fulfilment webhooks arrive', async () => {
    const { id, token, creatorToken, shop } = await giftReadyToSend();
    await send(id, token);
    const orderId = fake.shop(shop).orders[0]!.id;
    await fake.fulfillOrder(shop, orderId, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    for (const who of [token, creatorToken]) {
      await eventually(async () => {
        const gift = (await giftOf(id, who)).json<CollaborationGift>().gift!;
        expect(gift.status).toBe('shipped');
        expect(gift.tracking).toMatchObject({
          carrier: 'UPS',
          number: '1Z999AA10123456784',
          url: expect.stringContaining('1Z999AA10123456784'),
        });
      });
      const detail = (
        await t.request({ method: 'GET', url: `/api/collaboration/${id}`, token: who })
      ).json<CollaborationDetail>();
      expect(detail.events.find((e) => e.kind === 'gift_shipped')!.message).toMatch(
        /^Shipped with UPS, tracking 1Z999AA10123456784\nhttps:\/\/www\.ups\.com\//,
      );
    }
    // Shopify may deliver twice: the duplicate changes nothing.
    const created = fake.shop(shop).deliveries.find((d) => d.topic === 'fulfillments/create')!;
    await fake.redeliver(created.webhookId);
    await fake.markDelivered(shop, orderId);
    await eventually(async () => {
      const gift = (await giftOf(id, creatorToken)).json<CollaborationGift>().gift!;
      expect(gift.status).toBe('delivered');
      expect(Date.parse(gift.addressEraseAfter!) - Date.parse(gift.deliveredAt!)).toBe(30 * DAY_MS);
    });
    const kinds = (await t.request({ method: 'GET', url: `/api/collaboration/${id}`, token }))
      .json<CollaborationDetail>()
      .events.map((e) => e.kind)
      .filter((k) => k.startsWith('gift_'));
    expect(kinds).toEqual([
      'gift_chosen',
      'gift_address',
      'gift_ordered',
      'gift_shipped',
      'gift_delivered',
    ]);
  });

  it('refuses a webhook with a wrong signature', async () => {
    const { shop } = await connectedAdvertiser();
    const res = await fake.sendWebhook(
      shop,
      'fulfillments/create',
      { order_id: 1 },
      { secret: 'wrong' },
    );
    expect(res.status).toBe(401);
  });

  it('cancels an unshipped gift in the shop and erases the address, but not a shipped one', async () => {
    const { id, token, shop } = await giftReadyToSend();
    await send(id, token);
    const cancel = await t.request({
      method: 'POST',
      url: `/api/collaboration/${id}/gift/cancel`,
      token,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<CollaborationGift>().gift).toMatchObject({
      status: 'cancelled',
      address: null,
      addressErased: true,
    });
    expect(fake.shop(shop).orders[0]!.cancelled_at).not.toBeNull();

    const shipped = await giftReadyToSend();
    await send(shipped.id, shipped.token);
    await fake.fulfillOrder(shipped.shop, fake.shop(shipped.shop).orders[0]!.id, {
      carrier: 'DHL',
      trackingNumber: 'JD0001',
    });
    await eventually(async () =>
      expect((await giftOf(shipped.id, shipped.token)).json<CollaborationGift>().gift!.status).toBe(
        'shipped',
      ),
    );
    const refused = await t.request({
      method: 'POST',
      url: `/api/collaboration/${shipped.id}/gift/cancel`,
      token: shipped.token,
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('erasing the address', () => {
  it('erases it 30 days after delivery, on the clock the sweep is given', async () => {
    const { id, token, shop } = await giftReadyToSend();
    await send(id, token);
    const orderId = fake.shop(shop).orders[0]!.id;
    await fake.fulfillOrder(shop, orderId, { carrier: 'USPS', trackingNumber: '9400' });
    await fake.markDelivered(shop, orderId);
    await eventually(async () =>
      expect((await giftOf(id, token)).json<CollaborationGift>().gift!.status).toBe('delivered'),
    );
    await eraseAddresses(t.ctx, new Date(Date.now() + 29 * DAY_MS));
    expect((await giftOf(id, token)).json<CollaborationGift>().gift!.address).not.toBeNull();
    await eraseAddresses(t.ctx, new Date(Date.now() + 31 * DAY_MS));
    const gift = (await giftOf(id, token)).json<CollaborationGift>().gift!;
    expect(gift).toMatchObject({ address: null, addressErased: true });
    const [row] = await t.database.db
      .select()
      .from(collaborationGifts)
      .where(eq(collaborationGifts.collaborationId, id));
    expect(row!.address).toBeNull();
  });

  it('erases it when the collaboration is cancelled', async () => {
    const { id, token } = await giftReadyToSend();
    const cancelled = await t.request({
      method: 'PATCH',
      url: `/api/collaboration/${id}`,
      token,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await eraseAddresses(t.ctx);
    expect((await giftOf(id, token)).json<CollaborationGift>().gift!.address).toBeNull();
  });
});
