import { expect, type Page, test } from '@playwright/test';
import { latestCodeTo } from './support/outbox';

/**
 * The one imported Instagram profile with a public email (HypeAuditor's file lists it): its
 * creator removes it through "Remove or correct my profile", confirming with the mailed code.
 */
const HANDLE = 'twintecs';
const PUBLIC_EMAIL = 'lara.farwick@t-online.de';

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('a creator removes their profile from a profile drawer and it leaves discovery', async ({
  page,
}) => {
  test.slow(); // searches on a freshly imported database
  await page.goto(`/influencer?platform=instagram&keywords=${HANDLE}`);
  // The first search of a freshly imported database warms it up.
  await expect(page.getByRole('heading', { name: 'Discover influencers' })).toBeVisible({
    timeout: 30_000,
  });
  const card = cards(page)
    .filter({ hasText: `@${HANDLE}` })
    .first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.click();

  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Remove or correct my profile' }).click();
  await expect(page).toHaveURL(/\/remove-my-profile\?profile=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Remove or correct my profile' })).toBeVisible();
  await expect(page.getByText(`@${HANDLE} on Instagram`)).toBeVisible();

  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('l***@t***.de')).toBeVisible();
  const code = await latestCodeTo(PUBLIC_EMAIL);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Profile removed')).toBeVisible();

  await page.goto(`/influencer?platform=instagram&keywords=${HANDLE}`);
  await expect(page.getByLabel('Loading influencers')).toHaveCount(0);
  await expect(cards(page).filter({ hasText: `@${HANDLE}` })).toHaveCount(0);
});
