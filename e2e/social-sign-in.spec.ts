import { expect, test } from '@playwright/test';
import { E2E_GOOGLE } from './support/google';
import { E2E_META } from './support/meta';
import { E2E_TIKTOK } from './support/tiktok';

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

test('a creator signs in with Instagram and lands on a dashboard whose imported profile is verified', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Instagram' }).click();

  // The local Instagram: the creator logs in with their professional account, then allows.
  await expect(page).toHaveURL(new RegExp(`^${E2E_META.origin}/`));
  await page.getByLabel(new RegExp(`@${E2E_META.creator.username}`)).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('Verified by creator').first()).toBeVisible();
  await expect(page.getByText(`@${E2E_META.creator.username}`).first()).toBeVisible();
});

test('a creator signs in with TikTok and lands on a dashboard whose imported profile is verified', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with TikTok' }).click();

  await expect(page).toHaveURL(new RegExp(`^${E2E_TIKTOK.origin}/`));
  await page.getByLabel(new RegExp(E2E_TIKTOK.creator.displayName)).check();
  await page.getByRole('button', { name: 'Authorize' }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('Verified by creator').first()).toBeVisible();
  await expect(page.getByText(`@${E2E_TIKTOK.creator.username}`).first()).toBeVisible();
});

test('an advertiser signs in with Facebook', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_META.origin}/`));
  await page.getByLabel(new RegExp(E2E_META.brand.name)).first().check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login|\/auth\/callback/);
  await expect(page.getByRole('link', { name: 'My Influencers' }).first()).toBeVisible();
});
