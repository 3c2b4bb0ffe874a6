import { expect, test } from '@playwright/test';
import { openApp } from './support/app';

test('a visitor searches the guides, reads one through its contents and moves on to discovery', async ({
  page,
}) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Resources · Collabify');
  const guides = page.getByRole('main').getByRole('article');
  await expect.poll(() => guides.count()).toBeGreaterThanOrEqual(8);

  // A phrase found only in the body of the outreach guide.
  await page.getByRole('searchbox', { name: 'Search guides' }).fill('legitimate interest');
  await expect(page).toHaveURL(/\/resources\?q=legitimate\+interest$/);
  const outreach = page.getByRole('link', { name: /^Outreach that gets answers/ });
  await expect(outreach).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Writing briefs and agreeing deliverables' }),
  ).toHaveCount(0);

  // A marker on the window shows that what follows happens without reloading the app.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await outreach.click();
  await expect(page).toHaveURL(/\/resource\/outreach-that-gets-answers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/CAN-SPAM and GDPR/);
  await expect(page).toHaveTitle(/ · Collabify Resources$/);
  await expect(page.getByText(/\d+ min read/)).toBeVisible();

  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'The right to object' }).click();
  await expect(page).toHaveURL(/#the-right-to-object$/);
  await expect(
    page.getByRole('heading', { name: 'The right to object', level: 3 }),
  ).toBeInViewport();

  await page.getByRole('link', { name: 'Start finding creators' }).click();
  await expect(page).toHaveURL(/\/influencer$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
});

test('a link inside a guide opens the product page in the app', async ({ page }) => {
  await openApp(page, '/resource/finding-creators-and-reading-engagement');
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await page
    .getByRole('article')
    .getByRole('link', { name: 'discovery', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/influencer$/);
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
});

test('a guide arrives drawn by the server, and the app takes it over on a phone without a mismatch', async ({
  page,
  request,
}) => {
  const path = '/resource/finding-creators-and-reading-engagement';
  // What a browser receives before any script runs: the article itself.
  const served = await request.get(path);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain('Start from your customer, not from the creator');
  expect(html).toContain('id="server-state"');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  // The page is read without the app, which starts on the visitor's first input (app/boot.ts).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-app-running]')).not.toBeAttached();
  await page.mouse.wheel(0, 200);
  // The server cannot know the width: once the app runs, HELP moves into the phone's header.
  await expect(page.getByRole('banner').getByRole('button', { name: 'HELP' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Finding creators and reading their engagement',
  );
  // A hydration mismatch would be a page error (React #418) and a second render of the page.
  expect(errors).toEqual([]);
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Searching in discovery' })
    .click();
  await expect(page).toHaveURL(/#searching-in-discovery$/);
});
