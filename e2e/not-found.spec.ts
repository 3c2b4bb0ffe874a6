import { expect, test } from '@playwright/test';
import { useSession, signUpThroughApi } from './support/accounts';
import { openApp } from './support/app';

test('an address no page matches answers 404 and shows the not-found page', async ({ page }) => {
  for (const path of ['/no-such-page', '/campaign/x/y/z']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Collabify');
  }
  // Its link leads back into the app.
  await page.getByRole('link', { name: 'Go to home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the home page, pricing, a guide and the app’s own pages still answer 200 and work', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/', /./],
    ['/pricing', /./],
    ['/resource/outreach-that-gets-answers', /CAN-SPAM and GDPR/],
    ['/login', /./],
    ['/resources', 'Resources'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.mouse.move(1, 1);
    await expect(page.locator('html[data-app-running]'), path).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toHaveCount(0);
  }
  // A signed-in page sends a visitor to sign in, as before.
  await openApp(page, '/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a creator opening /email by its address reads that it is not for creators, and goes back to their dashboard', async ({
  page,
  request,
}) => {
  const creator = await signUpThroughApi(request, 'Gate Creator', 'influencer');
  await useSession(page.context(), creator);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });

  await openApp(page, '/email');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Not available for creator accounts' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Not available · Collabify');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /new campaign/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /new campaign/i })).toHaveCount(0);

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(refused).toEqual([]);

  // Signed in, an address no page matches is still the not-found page, not the gate.
  const response = await page.goto('/email/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
