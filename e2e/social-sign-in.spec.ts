import { expect, test } from '@playwright/test';
import { E2E_GOOGLE } from './support/google';

test('a creator signs in with YouTube and lands on a dashboard whose imported profile is verified', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with YouTube' }).click();

  // The local Google's consent page: the creator picks their account.
  await expect(page).toHaveURL(new RegExp(`^${E2E_GOOGLE.origin}/`));
  await page
    .getByRole('button', { name: new RegExp(`Continue as ${E2E_GOOGLE.creator.name}`) })
    .click();

  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('Verified by creator').first()).toBeVisible();
  await expect(page.getByText('@GoodMythicalMorning', { exact: false }).first()).toBeVisible();
});

test('an advertiser signs in with Google', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_GOOGLE.origin}/`));
  await page
    .getByRole('button', { name: new RegExp(`Continue as ${E2E_GOOGLE.brand.name}`) })
    .click();
  await expect(page).not.toHaveURL(/\/login|\/auth\/callback/);
  await expect(page.getByRole('link', { name: 'My Influencers' }).first()).toBeVisible();
});
