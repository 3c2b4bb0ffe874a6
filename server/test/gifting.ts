import { expect, vi } from 'vitest';
import type { Collaboration } from '@shared/schemas/collaborations';
import type { GiftProducts } from '@shared/schemas/gifts';
import { SHOPIFY_SCOPES } from '@shared/constants/shopify';
import { type FakeShopify, startFakeShopify } from '@providers/shopify/server';
import { startShopifyWorkers } from '../jobs/shopify-workers';
import { buildTestApp, type TestApp, uniqueEmail } from './build-test-app';
import { insertInfluencers } from './influencer-factory';

/**
 * Gifting scenarios against the local Shopify, for route tests: a shop with products, an
 * advertiser who connected it (the whole install), a proposal to a creator with an account, and
 * a gift chosen, accepted and addressed, ready to send.
 */

/** A US address that passes the country's checks. */
export const ADDRESS = {
  name: 'Jane Creator',
  line1: '350 Fifth Avenue',
  line2: 'Apt 21',
  city: 'New York',
  region: 'NY',
  postalCode: '10118',
  country: 'US',
  phone: '+1 212 555 0100',
};

/** Polls until `check` passes (webhooks and jobs), every 50 ms for up to 15 s. */
export const eventually = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: 15_000, interval: 50 });

let shops = 0;
let profiles = 0;

/**
 * A local Shopify and the app listening (webhooks reach it), with the Shopify workers running.
 * Close both after the tests.
 */
export async function startGiftingApp(): Promise<{ t: TestApp; fake: FakeShopify }> {
  const apiKey = 'gift-shopify-key';
  const apiSecret = 'gift-shopify-secret';
  const fake = await startFakeShopify({ apiKey, apiSecret });
  const t = await buildTestApp({
    listen: true,
    shopify: {
      apiKey,
      apiSecret,
      apiVersion: '2026-10',
      scopes: SHOPIFY_SCOPES,
      appUrl: 'http://127.0.0.1',
      testServerUrl: fake.origin,
    },
  });
  await startShopifyWorkers(t.ctx);
  return { t, fake };
}

/** The scenario helpers bound to a test app and a running fake. */
export function gifting(app: () => TestApp, shopify: () => FakeShopify) {
  /** A shop with a tee in two sizes (M sold out) and a tote with a known unit cost. */
  function newShop() {
    const domain = `gift-${Date.now()}-${++shops}.myshopify.com`;
    shopify().addShop({
      domain,
      name: `Gift Shop ${shops}`,
      email: uniqueEmail('owner'),
      currencyCode: 'USD',
      products: [
        {
          title: 'Organic Tee',
          variants: [
            { title: 'S', price: '29.00', inventoryQuantity: 5 },
            { title: 'M', price: '29.00', inventoryQuantity: 0 },
          ],
        },
        { title: 'Canvas Tote', price: '24.00', inventory: 3, unitCost: '7.50' },
      ],
    });
    return domain;
  }

  /** An advertiser with a connected shop (the whole install, as the merchant approves it). */
  async function connectedAdvertiser() {
    const shop = newShop();
    const advertiser = await app().signUp({ name: 'Gift Brand' });
    const begin = await app().request({
      method: 'GET',
      url: `/api/users/connect-shopify?shop=${shop}`,
      token: advertiser.token,
    });
    const authorize = new URL(begin.json<{ url: string }>().url);
    const approved = await fetch(`${authorize.origin}${authorize.pathname}/approve`, {
      method: 'POST',
      body: new URLSearchParams(authorize.search),
      redirect: 'manual',
    });
    const query = new URL(approved.headers.get('location')!).search.slice(1);
    const done = await app().request({
      method: 'POST',
      url: `/api/users/connect-shopify/callback?${query}`,
      token: advertiser.token,
    });
    expect(done.statusCode, done.body).toBe(200);
    await eventually(() =>
      expect(
        shopify()
          .shop(shop)
          .webhookSubscriptions.map((s) => s.topic),
      ).toContain('FULFILLMENTS_UPDATE'),
    );
    return { shop, token: advertiser.token };
  }

  /** A proposed collaboration with a creator who has an account (optionally for a campaign, with a fee). */
  async function proposal(
    brandToken: string,
    terms: { campaignId?: string; amount?: number; currency?: string } = {},
  ) {
    const email = uniqueEmail('creator');
    const [profile] = await insertInfluencers(app().database.db, 1, 80_000 + ++profiles, {
      email,
      platform: 'instagram',
    });
    const creator = await app().signUp({ email, role: 'influencer' });
    const res = await app().request({
      method: 'POST',
      url: '/api/collaboration',
      token: brandToken,
      payload: {
        influencerId: profile!.id,
        deliverables: '1 reel',
        compensation: terms.amount ? 'fixed_fee' : 'gifted',
        ...(terms.amount ? { amount: terms.amount, currency: terms.currency ?? 'USD' } : {}),
        ...(terms.campaignId ? { campaignId: terms.campaignId } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json<Collaboration>().id, creatorToken: creator.token };
  }

  /** The variant ids of the shop's products, by "Product/Variant" title. */
  async function variants(token: string) {
    const res = await app().request({
      method: 'GET',
      url: '/api/shopify-product/self/variants',
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids: Record<string, string> = {};
    for (const p of res.json<GiftProducts>().products)
      for (const v of p.variants) ids[`${p.title}/${v.title}`] = v.id;
    return { ids, body: res.json<GiftProducts>() };
  }

  /** Brand with shop, accepted collaboration whose gift (tee S + tote) is chosen and address in. */
  async function giftReadyToSend(
    brandGiven?: { shop: string; token: string },
    terms: { campaignId?: string; amount?: number; currency?: string } = {},
  ) {
    const brand = brandGiven ?? (await connectedAdvertiser());
    const { id, creatorToken } = await proposal(brand.token, terms);
    const { ids } = await variants(brand.token);
    const chosen = await app().request({
      method: 'PUT',
      url: `/api/collaboration/${id}/gift`,
      token: brand.token,
      payload: {
        items: [
          { variantId: ids['Organic Tee/S'], quantity: 1 },
          { variantId: ids['Canvas Tote/Default Title'], quantity: 2 },
        ],
      },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const accepted = await app().request({
      method: 'PATCH',
      url: `/api/collaboration/${id}`,
      token: creatorToken,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const address = await app().request({
      method: 'PUT',
      url: `/api/collaboration/${id}/gift/address`,
      token: creatorToken,
      payload: ADDRESS,
    });
    expect(address.statusCode, address.body).toBe(200);
    return { ...brand, id, creatorToken };
  }

  const giftOf = (id: string, token?: string, headers?: Record<string, string>) =>
    app().request({ method: 'GET', url: `/api/collaboration/${id}/gift`, token, headers });
  const send = (id: string, token: string) =>
    app().request({ method: 'POST', url: `/api/collaboration/${id}/gift/order`, token });
  /** The brand chooses one unit of each variant named "Product/Variant" (ids from {@link variants}). */
  const choose = (id: string, token: string, variantIds: (string | undefined)[]) =>
    app().request({
      method: 'PUT',
      url: `/api/collaboration/${id}/gift`,
      token,
      payload: { items: variantIds.map((variantId) => ({ variantId, quantity: 1 })) },
    });
  /** A new campaign of the brand (name, optional currency); its id. */
  const newCampaign = async (token: string, payload: { name: string; currency?: string }) => {
    const res = await app().request({ method: 'POST', url: '/api/campaign', token, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  return {
    newShop,
    connectedAdvertiser,
    proposal,
    variants,
    giftReadyToSend,
    giftOf,
    send,
    choose,
    newCampaign,
  };
}
