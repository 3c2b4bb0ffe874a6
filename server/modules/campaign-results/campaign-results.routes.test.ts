import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignResults } from '@shared/schemas/campaign-results';
import type { FakeShopify } from '@providers/shopify/server';
import type { TestApp } from '../../test/build-test-app';
import { eventually, gifting, startGiftingApp } from '../../test/gifting';

let t: TestApp;
let fake: FakeShopify;

beforeAll(async () => {
  ({ t, fake } = await startGiftingApp());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const { connectedAdvertiser, giftReadyToSend, send, newCampaign } = gifting(
  () => t,
  () => fake,
);

const results = (id: string, token: string) =>
  t.request({ method: 'GET', url: `/api/campaign/${id}/results`, token });

describe('campaign results', () => {
  it('states spend, revenue, return on spend and cost per order per collaboration and in total', async () => {
    const brand = await connectedAdvertiser();
    const campaignId = await newCampaign(brand.token, { name: 'Spring gifting' });
    // A $100 fee and a gift of $77 retail ($15 known cost), with a 10 % code.
    const { id } = await giftReadyToSend(brand, { campaignId, amount: 10_000 });
    expect((await send(id, brand.token)).statusCode).toBe(200);
    const code = await t.request({
      method: 'POST',
      url: '/api/shopify-discount',
      token: brand.token,
      payload: { collaborationId: id, code: 'JANE10', valueType: 'percentage', value: 10 },
    });
    expect(code.statusCode, code.body).toBe(201);
    const tote = fake.shop(brand.shop).products.find((p) => p.title === 'Canvas Tote')!;
    await fake.placeOrder(brand.shop, {
      lineItems: [{ productId: tote.id, quantity: 1 }],
      discountCode: 'JANE10',
    });
    await eventually(async () =>
      expect(
        (await results(campaignId, brand.token)).json<CampaignResults>().totals[0]?.orders,
      ).toBe(1),
    );
    const body = (await results(campaignId, brand.token)).json<CampaignResults>();
    const usd = {
      currencyCode: 'USD',
      fees: '100.00',
      gifts: '77.00',
      giftsCost: '15.00',
      spend: '177.00',
      orders: 1,
      revenue: '21.60',
      roas: 0.12,
      costPerOrder: '177.00',
    };
    expect(body.totals).toEqual([usd]);
    expect(body.collaborations).toEqual([
      expect.objectContaining({
        collaborationId: id,
        fee: { amount: '100.00', currencyCode: 'USD' },
        gift: {
          retailValue: { amount: '77.00', currencyCode: 'USD' },
          cost: { amount: '15.00', currencyCode: 'USD' },
        },
        clicks: 0,
        results: [usd],
      }),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.days).toEqual([{ day: today, clicks: 0, orders: 1, revenue: { USD: '21.60' } }]);
  });

  it('keeps currencies apart: a EUR fee and USD sales are never added', async () => {
    const brand = await connectedAdvertiser();
    const campaignId = await newCampaign(brand.token, { name: 'Two currencies', currency: 'EUR' });
    await giftReadyToSend(brand, { campaignId, amount: 5_000, currency: 'EUR' });
    const body = (await results(campaignId, brand.token)).json<CampaignResults>();
    expect(body.totals).toEqual([
      expect.objectContaining({
        currencyCode: 'EUR',
        fees: '50.00',
        gifts: '0.00',
        spend: '50.00',
      }),
      expect.objectContaining({
        currencyCode: 'USD',
        fees: '0.00',
        gifts: '77.00',
        spend: '77.00',
      }),
    ]);
  });

  it('answers 404 for another user’s campaign', async () => {
    const brand = await connectedAdvertiser();
    const campaignId = await newCampaign(brand.token, { name: 'Mine' });
    const stranger = await t.signUp();
    expect((await results(campaignId, stranger.token)).statusCode).toBe(404);
  });
});
