import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughApi, useSession } from './support/accounts';

test('an advertiser publishes a campaign, an influencer marks interest, the advertiser sees it', async ({
  browser,
  request,
}) => {
  test.slow();
  const name = `Trail shoe launch ${Date.now()}`;
  const brand = await signUpThroughApi(request, 'Trail Brand');
  const creator = await signUpThroughApi(request, 'Trail Runner', 'influencer');

  // The advertiser creates the campaign with an image and activates it.
  const advertiser = await (await browser.newContext()).newPage();
  await useSession(advertiser.context(), brand);
  await advertiser.goto('/campaign');
  await advertiser.getByRole('link', { name: 'New campaign' }).click();
  await advertiser.getByLabel('Name').fill(name);
  await advertiser.getByLabel('Brief').fill('Run 10 km in our trail shoes and tell your audience.');
  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#2f9e44' },
  })
    .png()
    .toBuffer();
  await advertiser
    .locator('input[type="file"]')
    .setInputFiles({ name: 'shoe.png', mimeType: 'image/png', buffer: png });
  await advertiser.getByRole('button', { name: 'Create campaign' }).click();
  await expect(advertiser).toHaveURL(/\/campaign\/[0-9a-f-]{36}$/);
  await expect(advertiser.getByRole('heading', { name })).toBeVisible();
  await expect(advertiser.locator('img[src^="/uploads/campaigns/"]').first()).toBeVisible();
  await advertiser
    .getByRole('group', { name: 'Campaign status' })
    .getByRole('button', { name: 'Activate' })
    .click();
  const address = advertiser.getByRole('textbox', { name: 'Public page address' });
  await expect(address).toBeVisible();
  const publicUrl = await address.inputValue();

  // Its public page works for anyone.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(publicUrl);
  await expect(visitor.getByRole('heading', { name })).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(name));
  await expect(visitor.getByRole('link', { name: 'Sign in to show interest' })).toBeVisible();

  // The influencer finds it among the active campaigns and marks interest.
  const influencer = await (await browser.newContext()).newPage();
  await useSession(influencer.context(), creator);
  await influencer.goto('/dashboard');
  const listing = influencer.getByRole('article', { name });
  await listing.getByRole('button', { name: `I'm interested in ${name}` }).click();
  await expect(
    listing.getByRole('button', { name: `Interested in ${name} (press to withdraw)` }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The advertiser sees the influencer among the interested.
  await advertiser.reload();
  const interested = advertiser.getByRole('region', { name: /Interested influencers/ });
  await expect(interested.getByText('Trail Runner')).toBeVisible();
});
