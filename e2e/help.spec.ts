import { expect, test } from '@playwright/test';
import { clientAddress, demoAccount, useSession } from './support/accounts';
import { openApp } from './support/app';
import { latestCodeTo } from './support/outbox';

test('an advertiser opens the HELP drawer with its four steps and follows one, and an unknown address shows the not-found page', async ({
  page,
}) => {
  await useSession(page.context(), demoAccount('brand'));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Demo Brand', exact: true })).toBeVisible();
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

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a visitor’s HELP steps lead to sign-up, which lands them on the page they asked for', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders(clientAddress());
  await openApp(page, '/');
  await page.getByRole('button', { name: 'HELP' }).click();
  const drawer = page.getByRole('dialog', { name: 'Instruction For Shopify User' });
  await expect(drawer.getByText('Create a free account to open them.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Go To Collaboration' }).click();

  await expect(page).toHaveURL(/\/login\?mode=signup&redirect=%2Fcollaboration$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const email = `help-${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Helped Brand');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Verification code').fill(await latestCodeTo(email));
  await page.getByRole('button', { name: 'Verify and create account' }).click();

  await expect(page).toHaveURL(/\/collaboration$/);
  await expect(page.getByRole('heading', { name: 'No collaborations yet' })).toBeVisible();
});

test('on a phone, a visitor finds HELP in the header, and its step to a public page goes straight there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, '/');
  const help = page.getByRole('banner').getByRole('button', { name: 'HELP' });
  await expect(help).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeInViewport({
    ratio: 1,
  });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  await help.click();
  await page
    .getByRole('dialog', { name: 'Instruction For Shopify User' })
    .getByRole('button', { name: 'Go To Influencer' })
    .click();
  await expect(page).toHaveURL(/\/influencer$/);
});
