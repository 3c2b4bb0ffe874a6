import { expect, test } from '@playwright/test';
import { authHeaders, demoAccount, signUpThroughApi, useSession } from './support/accounts';
import { E2E_SHOPIFY } from './support/shopify';

test('a brand gifts a product: the creator gives an address, the shop ships it, both follow the parcel, and the campaign shows its results', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const brand = await signUpThroughApi(request, `Gift Brand ${Date.now()}`);
  const creator = demoAccount('creator');
  const brandPage = await (await browser.newContext()).newPage();
  await useSession(brandPage.context(), brand);

  // The brand connects its shop (the gift demo shop) from the profile.
  await brandPage.goto('/profile');
  await brandPage
    .getByLabel('Shop domain')
    .fill(E2E_SHOPIFY.giftShop.replace('.myshopify.com', ''));
  await brandPage.getByRole('button', { name: 'Connect Shopify' }).click();
  await expect(brandPage.getByText('write_draft_orders')).toBeVisible();
  await brandPage.getByRole('button', { name: 'Install app' }).click();
  await expect(brandPage).toHaveURL(/\/profile$/);
  await expect(brandPage.getByText('Collabify Gift Shop').first()).toBeVisible();

  // A campaign, and a gifted proposal to the demo creator for it: the brand picks the gift in
  // the proposal dialog, where the sold-out mug cannot be picked.
  const campaignName = `Gift week ${Date.now()}`;
  const campaign = await request.post('/api/campaign', {
    headers: authHeaders(brand),
    data: { name: campaignName, compensation: 'gifted' },
  });
  expect(campaign.status()).toBe(201);
  const campaignId = (await campaign.json()).id as string;
  const me = await request.get('/api/influencer/fetch-me-influencer-data', {
    headers: authHeaders(creator),
  });
  const handle = (await me.json()).profile.username as string;
  await brandPage.goto(`/influencer?keywords=${handle}`);
  await brandPage.locator(`article[data-handle="${handle}"]`).click();
  await brandPage
    .getByRole('dialog')
    .getByRole('button', { name: 'Propose collaboration' })
    .click();
  const proposal = brandPage.getByRole('dialog', { name: 'Propose a collaboration' });
  await proposal.getByRole('combobox', { name: 'Campaign' }).click();
  await brandPage.getByRole('option', { name: campaignName }).click();
  await expect(proposal.getByRole('combobox', { name: 'Compensation' })).toHaveValue(
    'Gifted product',
  );
  await proposal.getByLabel(/^Deliverables/).fill('One unboxing reel');
  await proposal.getByRole('button', { name: 'Choose products' }).click();
  const picker = brandPage.getByRole('dialog', { name: 'Choose the gift' });
  await expect(picker.getByRole('checkbox', { name: 'Limited Enamel Mug' })).toBeDisabled();
  await picker.getByRole('checkbox', { name: 'Organic Cotton Tee – M' }).check();
  await expect(picker.getByRole('row', { name: /Organic Cotton Tee – M/ })).toContainText('$29.00');
  await brandPage.screenshot({ path: 'test-results/gifting-proposal-picker.png' });
  await picker.getByRole('button', { name: 'Use this gift' }).click();
  const giftField = proposal.getByRole('group', { name: 'Gift' });
  await expect(giftField.getByText('Organic Cotton Tee – M · $29.00')).toBeVisible();
  await expect(giftField.getByText('Retail value $29.00')).toBeVisible();
  await brandPage.screenshot({ path: 'test-results/gifting-proposal-dialog.png' });
  await proposal.getByRole('button', { name: 'Send proposal' }).click();
  await brandPage.getByRole('link', { name: 'Open collaboration' }).click();
  await expect(brandPage).toHaveURL(/\/collaboration\/[0-9a-f-]{36}$/);
  const id = brandPage.url().split('/').pop()!;
  const brandGift = brandPage.getByRole('region', { name: 'Gift' });
  await expect(brandGift.getByText('Organic Cotton Tee – M')).toBeVisible();
  await expect(brandGift.getByText('$29.00').first()).toBeVisible();

  // The creator accepts and gives the address, told who sees it and when it goes.
  const creatorPage = await (await browser.newContext()).newPage();
  await useSession(creatorPage.context(), creator);
  await creatorPage.goto(`/collaboration/${id}`);
  // The gift is part of the terms the creator accepts.
  const terms = creatorPage.getByRole('region', { name: 'Terms' });
  await expect(terms.getByText('Organic Cotton Tee – M · $29.00')).toBeVisible();
  await expect(terms.getByText('Retail value $29.00')).toBeVisible();
  await creatorPage.screenshot({ path: 'test-results/gifting-creator-terms.png', fullPage: true });
  await creatorPage.getByRole('button', { name: 'Accept' }).click();
  const creatorGift = creatorPage.getByRole('region', { name: 'Gift' });
  await expect(creatorGift.getByText(/Only you and the brand see this address/)).toBeVisible();
  const form = creatorGift.getByRole('form', { name: 'Shipping address' });
  await form.getByLabel('Full name').fill('Jane Creator');
  await form.getByLabel('Street address').fill('350 Fifth Avenue');
  await form.getByLabel('City').fill('New York');
  await form.getByLabel('State, province or region').fill('NY');
  await form.getByLabel('Postal code').fill('10118');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(creatorGift.getByText('350 Fifth Avenue')).toBeVisible();

  // The brand sends the gift: an order in the shop.
  await brandPage.reload();
  await brandGift.getByRole('button', { name: 'Send gift' }).click();
  await expect(brandGift.getByText(/Gift ordered #\d+/)).toBeVisible();
  const orderName = /Gift ordered (#\d+)/.exec(
    (await brandGift.getByRole('status').textContent()) ?? '',
  )![1]!;

  // The shop marks it shipped with a tracking number.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto(`${E2E_SHOPIFY.origin}/${E2E_SHOPIFY.giftShop}`);
  await admin.getByLabel(`Carrier for ${orderName}`).selectOption('UPS');
  await admin.getByLabel(`Tracking number for ${orderName}`).fill('1Z999AA10123456784');
  await admin.getByRole('button', { name: `Mark ${orderName} as shipped` }).click();
  await expect(admin.getByRole('status')).toContainText('Order marked as shipped.');

  // Both sides see the tracking link.
  for (const page of [brandPage, creatorPage]) {
    const gift = page.getByRole('region', { name: 'Gift' });
    await expect(async () => {
      await page.reload();
      await expect(gift.getByRole('link', { name: /Track the parcel/ })).toBeVisible({
        timeout: 4_000,
      });
    }).toPass({ timeout: 40_000 });
    await expect(gift.getByRole('link', { name: /Track the parcel/ })).toHaveAttribute(
      'href',
      /ups\.com.*1Z999AA10123456784/,
    );
    await expect(
      page.getByText('Shipped with UPS, tracking 1Z999AA10123456784').first(),
    ).toBeVisible();
  }

  // A code for the creator, an order with it, and the campaign's results.
  const code = `GIFT${Date.now() % 100_000}`;
  const discount = await request.post('/api/shopify-discount', {
    headers: authHeaders(brand),
    data: { collaborationId: id, code, valueType: 'percentage', value: 10 },
  });
  expect(discount.status()).toBe(201);
  const shop = await (await browser.newContext()).newPage();
  await shop.goto(`${E2E_SHOPIFY.origin}/${E2E_SHOPIFY.giftShop}/checkout`);
  await shop.getByLabel('Product').selectOption('recycled-canvas-tote');
  await shop.getByLabel('Discount code').fill(code);
  await shop.getByRole('button', { name: 'Place order' }).click();
  await expect(shop.getByRole('status')).toContainText('total 21.60 USD');

  const results = brandPage.getByRole('region', { name: 'Results' });
  await expect(async () => {
    await brandPage.goto(`/campaign/${campaignId}`);
    await expect(results.getByRole('cell', { name: '$21.60' }).first()).toBeVisible({
      timeout: 4_000,
    });
  }).toPass({ timeout: 40_000 });
  await expect(results.getByRole('cell', { name: '$29.00' }).first()).toBeVisible();
  await expect(results.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});
