import { expect, test } from '@playwright/test';
import { DEMO_BRAND, DEMO_CREATOR, signIn } from './support/accounts';

test('an advertiser opens the HELP drawer with its four steps and follows one', async ({
  page,
}) => {
  await signIn(page, DEMO_BRAND);
  await page.getByRole('button', { name: 'HELP' }).click();

  const drawer = page.getByRole('dialog', { name: 'Instruction For Shopify User' });
  await expect(drawer).toBeVisible();
  for (const title of [
    'Launch a New Campaign',
    'Discover and Favorite Influencers',
    'Connect with Influencers in MyInfluencers',
    'Monitor Collaboration Activities',
  ]) {
    await expect(drawer.getByText(title, { exact: true })).toBeVisible();
  }
  for (const description of [
    'Create a campaign to promote your product.',
    'Find potential influencers and add them to your favorite list.',
    'Send initial messages or emails, then propose a collaboration once they show interest.',
    'Track activity on the Collaboration page.',
  ]) {
    await expect(drawer.getByText(description)).toBeVisible();
  }
  for (const label of [
    'Go To Campaign',
    'Go To Influencer',
    'Go To My Influencer',
    'Go To Collaboration',
  ]) {
    await expect(drawer.getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  await drawer.getByRole('button', { name: 'Go To Influencer' }).click();
  await expect(page).toHaveURL(/\/influencer$/);
  await expect(drawer).toBeHidden();
});

test('an influencer sees no HELP button', async ({ page }) => {
  await signIn(page, DEMO_CREATOR);
  await expect(page.getByRole('button', { name: 'Demo Creator', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'HELP' })).toHaveCount(0);
});
