import { expect, type APIRequestContext, test } from '@playwright/test';
import { authHeaders, demoAccount, signUpThroughApi, useSession } from './support/accounts';
import { E2E_SHOPIFY } from './support/shopify';

/** The brand proposes to the demo creator's profile and the creator accepts: an accepted collaboration. */
async function acceptedCollaboration(
  request: APIRequestContext,
  brand: { token: string },
): Promise<string> {
  const creator = demoAccount('creator');
  const me = await request.get('/api/influencer/fetch-me-influencer-data', {
    headers: authHeaders(creator),
  });
  const profileId = (await me.json()).profile.id as string;
  const proposed = await request.post('/api/collaboration', {
    headers: authHeaders(brand),
    data: { influencerId: profileId, compensation: 'discount_code', deliverables: 'One reel' },
  });
  expect(proposed.status()).toBe(201);
  const id = (await proposed.json()).id as string;
  const accepted = await request.patch(`/api/collaboration/${id}`, {
    headers: authHeaders(creator),
    data: { status: 'accepted' },
  });
  expect(accepted.status()).toBe(200);
  return id;
}

test('a merchant connects a shop, picks a product, gives a code, and sees the order it brought', async ({
  browser,
  request,
}) => {
  test.slow();
  const brand = await signUpThroughApi(request, `Harbor Goods ${Date.now()}`);
  const collaborationId = await acceptedCollaboration(request, brand);
  const page = await (await browser.newContext()).newPage();
  await useSession(page.context(), brand);

  // Connect: the profile's Shopify card → Shopify's authorize page → back, connected.
  await page.goto('/profile');
  await page.getByLabel('Shop domain').fill(E2E_SHOPIFY.shop.replace('.myshopify.com', ''));
  await page.getByRole('button', { name: 'Connect Shopify' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${E2E_SHOPIFY.origin}/${E2E_SHOPIFY.shop}/admin/oauth/authorize`),
  );
  await expect(page.getByRole('heading', { name: 'Install Collabify' })).toBeVisible();
  await expect(page.getByText('write_discounts')).toBeVisible();
  await page.getByRole('button', { name: 'Install app' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Collabify Demo Store').first()).toBeVisible();
  await expect(page.getByText(E2E_SHOPIFY.shop).first()).toBeVisible();

  // A campaign for one of the shop's products.
  await page.goto('/campaign/new');
  const name = `Tote week ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: /Product/ }).click();
  await page.getByRole('textbox', { name: 'Search products' }).fill('tote');
  await page.getByRole('option', { name: /Recycled Canvas Tote/ }).click();
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page).toHaveURL(/\/campaign\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('article', { name: 'Recycled Canvas Tote' })).toBeVisible();

  // A unique code for the accepted collaboration.
  const code = `HARBOR${Date.now() % 100_000}`;
  await page.goto(`/collaboration/${collaborationId}`);
  await page.getByRole('button', { name: 'Create Shopify discount' }).click();
  const form = page.getByRole('form', { name: 'New Shopify discount' });
  await form.getByLabel('Discount code').fill(code);
  await form.getByLabel('Percentage off').fill('20');
  await form.getByRole('button', { name: 'Create discount' }).click();
  const sales = page.getByRole('region', { name: 'Sales' });
  await expect(sales.getByText(code)).toBeVisible();
  await expect(sales.getByText('0', { exact: true })).toBeVisible();

  // A customer orders at the shop with the code (24.00 − 20 % = 19.20).
  const shop = await (await browser.newContext()).newPage();
  await shop.goto(`${E2E_SHOPIFY.origin}/${E2E_SHOPIFY.shop}/checkout`);
  await shop.getByLabel('Product').selectOption('recycled-canvas-tote');
  await shop.getByLabel('Discount code').fill(code.toLowerCase());
  await shop.getByRole('button', { name: 'Place order' }).click();
  await expect(shop.getByRole('status')).toContainText('total 19.20 USD');
  const orderName = /Order (#\d+)/.exec((await shop.getByRole('status').textContent()) ?? '')![1]!;

  // The webhook reached Collabify: the collaboration shows the order and its revenue.
  await expect(async () => {
    await page.reload();
    await expect(sales.getByText('$19.20')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(sales.getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByText(`Order ${orderName} · 19.20 USD`)).toBeVisible();
});
