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
    await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await drawer.getByRole('link', { name: 'Go To Influencer' }).click();
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
  await drawer.getByRole('link', { name: 'Go To Collaboration' }).click();

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
    .getByRole('link', { name: 'Go To Influencer' })
    .click();
  await expect(page).toHaveURL(/\/influencer$/);
});

test('on a phone, HELP opens its drawer at the first tap on a page the server drew, before the app runs, and the same once it runs', async ({
  page,
}, testInfo) => {
  await page.setExtraHTTPHeaders(clientAddress());
  await page.setViewportSize({ width: 390, height: 844 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The app's script never loads: what works now is the browser's alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/pricing');
  const help = page.getByRole('banner').getByRole('button', { name: 'HELP' });
  const drawer = page.getByRole('dialog', { name: 'Instruction For Shopify User' });
  await expect(drawer).toBeHidden();

  await help.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close instructions' })).toBeFocused();
  await expect(drawer.getByRole('link', { name: 'Go To Campaign' })).toHaveAttribute(
    'href',
    '/login?mode=signup&redirect=%2Fcampaign',
  );
  await expect(page.locator('html[data-app-running]')).not.toBeAttached();
  await page.screenshot({ path: testInfo.outputPath('help-before-app.png') });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(help).toBeFocused();

  // Now with the app: it takes the page over with the drawer open, which stays open and working.
  await page.unroute('**/assets/*.js');
  await page.reload();
  await help.click();
  await expect(drawer).toBeVisible();
  await expect(page.locator('html[data-app-running]')).toBeAttached();
  await expect(drawer).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('help-app-running.png') });
  await drawer.getByRole('button', { name: 'Close instructions' }).click();
  await expect(drawer).toBeHidden();
  await help.click();
  await drawer.getByRole('link', { name: 'Go To Influencer' }).click();
  await expect(page).toHaveURL(/\/influencer$/);
  await expect(drawer).toBeHidden();
  // A hydration mismatch would be a page error (React #418) and a second render of the page.
  expect(errors).toEqual([]);
});
